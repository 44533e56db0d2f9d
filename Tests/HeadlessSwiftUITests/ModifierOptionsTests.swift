import ChapterKit
import HeadlessSwiftUI
import Testing

/// The options of `onChange`, `task` and the appearance modifiers, as SwiftUI declares them:
/// `onChange(of:initial:_:)` with either action (iOS 17), `task(id:priority:_:)` (iOS 15), and
/// `onAppear`/`onDisappear` with no action.
@MainActor
struct ModifierOptionsTests {
  final class Log {
    var entries: [String] = []
  }

  @Test func onChangeWithInitialRunsWhenTheViewFirstAppearsThenOnEachChange() async {
    let log = Log()
    struct Watcher: View {
      let log: Log
      @State private var count = 0
      var body: some View {
        Button("\(count)") { count += 1 }
          .onChange(of: count, initial: true) { old, new in log.entries.append("\(old)→\(new)") }
          .onChange(of: count) { log.entries.append("changed") }
      }
    }
    let graph = ViewGraph(root: Watcher(log: log))
    await MainQueue.settle()
    #expect(log.entries == ["0→0"])
    graph.views(of: Button<Text>.self)[0].action()
    await MainQueue.settle()
    // Each action ran once more; SwiftUI does not say in which order two modifiers' actions run.
    #expect(log.entries.sorted() == ["0→0", "0→1", "changed"])
  }

  @Test func aTaskWithAnIDIsCancelledAndStartedAgainWhenTheIDChanges() async {
    final class Probe {
      var started: [Int] = []
      var cancelled: [Int] = []
    }
    let probe = Probe()
    struct Loader: View {
      let probe: Probe
      @State private var page = 1
      var body: some View {
        Button("Next") { page += 1 }
          .task(id: page, priority: .userInitiated) {
            let current = page
            probe.started.append(current)
            let stream = AsyncStream<Int> { _ in }
            for await _ in stream {}
            if Task.isCancelled { probe.cancelled.append(current) }
          }
      }
    }
    let graph = ViewGraph(root: Loader(probe: probe))
    await MainQueue.settle()
    #expect(probe.started == [1])
    graph.views(of: Button<Text>.self)[0].action()
    await MainQueue.settle()
    #expect(probe.started == [1, 2])
    // The cancelled task ends when the main actor next runs it, after its stream hears of the
    // cancellation: a few turns of the main queue, not a fixed number.
    for _ in 0..<100 where probe.cancelled.isEmpty { await MainQueue.settle() }
    #expect(probe.cancelled == [1])
  }

  @Test func appearanceModifiersTakeNoAction() async {
    struct Quiet: View {
      var body: some View {
        Text("here").onAppear().onDisappear()
      }
    }
    let graph = ViewGraph(root: Quiet())
    await MainQueue.settle()
    #expect(graph.views(of: Text.self).map(\.string) == ["here"])
  }
}
