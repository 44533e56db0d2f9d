import ChapterKit
import HeadlessSwiftUI
import Testing

/// A navigation stack with a path, its destinations, links, `dismiss`, `.onChange` and `.task`.
@MainActor
struct NavigationTests {
  struct Detail: View {
    let id: Int
    @Environment(\.dismiss) private var dismiss
    @State private var edits = 0
    var body: some View {
      VStack {
        Text("Detail \(id), \(edits) edits")
        Button("Edit") { edits += 1 }
        Button("Close") { dismiss() }
      }
    }
  }

  struct Root: View {
    @State private var path: [Int] = []
    var body: some View {
      NavigationStack(path: $path) {
        VStack {
          NavigationLink(value: 1) { Text("One") }
          NavigationLink(value: 2) { Text("Two") }
        }
        .navigationDestination(for: Int.self) { id in Detail(id: id) }
      }
    }
  }

  @Test func aLinkPushesItsValueAndTheStackShowsItsDestination() async {
    let graph = ViewGraph(root: Root())
    graph.nodes(of: NavigationLink<Text, Int>.self)[1].tapNavigationLink()
    await MainQueue.settle()
    #expect(graph.views(of: Detail.self).map(\.id) == [2])
    #expect(graph.nodes(of: Root.self)[0].stateValue("path", as: [Int].self) == [2])
  }

  @Test func dismissPopsTheDestinationAndDestroysItsState() async {
    let graph = ViewGraph(root: Root())
    graph.nodes(of: NavigationLink<Text, Int>.self)[0].tapNavigationLink()
    await MainQueue.settle()
    button("Edit", in: graph).action()
    await MainQueue.settle()
    #expect(graph.views(of: Text.self).contains(Text("Detail 1, 1 edits")))
    button("Close", in: graph).action()
    await MainQueue.settle()
    #expect(graph.views(of: Detail.self).isEmpty)
    graph.nodes(of: NavigationLink<Text, Int>.self)[0].tapNavigationLink()
    await MainQueue.settle()
    #expect(graph.views(of: Text.self).contains(Text("Detail 1, 0 edits")))
  }

  @Test func onChangeRunsWithTheOldAndNewValueWhenTheValueChanges() async {
    final class Changes {
      var seen: [[Int]] = []
    }
    let changes = Changes()
    struct Watcher: View {
      let changes: Changes
      @State private var count = 0
      var body: some View {
        Button("\(count)") { count += 1 }
          .onChange(of: count) { old, new in changes.seen.append([old, new]) }
      }
    }
    let graph = ViewGraph(root: Watcher(changes: changes))
    #expect(changes.seen.isEmpty)
    graph.views(of: Button<Text>.self)[0].action()
    await MainQueue.settle()
    graph.views(of: Button<Text>.self)[0].action()
    await MainQueue.settle()
    #expect(changes.seen == [[0, 1], [1, 2]])
  }

  @Test func aTaskRunsWhileItsViewIsThereAndIsCancelledWhenItGoes() async {
    final class Probe {
      var started = false
      var cancelled = false
    }
    let probe = Probe()
    struct Sleeper: View {
      let probe: Probe
      var body: some View {
        Text("waiting")
          .task {
            probe.started = true
            let stream = AsyncStream<Int> { _ in }
            for await _ in stream {}
            probe.cancelled = Task.isCancelled
          }
      }
    }
    struct Host: View {
      let probe: Probe
      @State private var shows = true
      var body: some View {
        VStack {
          Button("Hide") { shows = false }
          if shows { Sleeper(probe: probe) }
        }
      }
    }
    let graph = ViewGraph(root: Host(probe: probe))
    await MainQueue.settle()
    #expect(probe.started)
    graph.views(of: Button<Text>.self)[0].action()
    await MainQueue.settle()
    #expect(probe.cancelled)
  }

  private func button(_ title: String, in graph: ViewGraph) -> Button<Text> {
    graph.views(of: Button<Text>.self).first { $0.title == title }!
  }
}
