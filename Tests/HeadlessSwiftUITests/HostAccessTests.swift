import ChapterKit
import HeadlessSwiftUI
import Testing

// What a host changes in an app from outside its code: one view shown in place of another, and
// the object the app hands its windows. A variant of a chapter runs the lesson's app this way.

/// A window that says which counter it shows, in place of ``CounterWindow``.
struct LabelledCounterWindow: View {
  let label: String
  @Environment(SharedCounter.self) private var counter
  var body: some View {
    Text("\(label) \(counter.value)")
  }
}

/// An app that makes a new counter for every window it opens, as a model made in `body` is.
struct RecreatingCounterApp: App {
  var body: some HeadlessSwiftUI.Scene {
    WindowGroup {
      CounterWindow().environment(SharedCounter())
    }
  }
}

@MainActor
struct HostAccessTests {
  @Test func aSubstitutedViewIsShownWhereverTheAppMakesTheOriginalAndKeepsItsIdentity() async {
    let counter = SharedCounter()
    let graph = ViewGraph(
      app: CounterApp(counter: counter),
      substitutions: [
        ViewSubstitution(CounterWindow.self) { _ in LabelledCounterWindow(label: "variant") }
      ])
    let first = graph.openWindow(1)
    let second = graph.openWindow(2)
    #expect(graph.nodes(of: CounterWindow.self).isEmpty)
    #expect(graph.nodes(of: LabelledCounterWindow.self).count == 2)
    let shown = first.subtree.first { $0.view is LabelledCounterWindow }
    counter.value = 3
    await MainQueue.settle()
    #expect(first.views(of: Text.self).first?.string == "variant 3")
    #expect(second.views(of: Text.self).first?.string == "variant 3")
    // The same node shows the new value: the replacement keeps the identity it was given.
    #expect(shown != nil)
    #expect(first.subtree.first { $0.view is LabelledCounterWindow } === shown)
  }

  @Test func theObjectForNewWindowsIsTheOneTheAppKeepsInState() {
    let counter = SharedCounter()
    let graph = ViewGraph(app: CounterApp(counter: counter))
    #expect(graph.objectForNewWindows(SharedCounter.self) === counter)
    graph.openWindow(1)
    #expect(
      graph.window(1)?.subtree.contains {
        $0.environment.object(of: SharedCounter.self) === counter
      } == true)
  }

  @Test func anAppThatMakesItsModelInBodyHandsEachAskerANewOne() {
    let graph = ViewGraph(app: RecreatingCounterApp())
    let asked = graph.objectForNewWindows(SharedCounter.self)
    let window = graph.openWindow(1)
    let shown = window.subtree.lazy.compactMap { $0.environment.object(of: SharedCounter.self) }
      .first
    #expect(asked != nil)
    #expect(shown != nil)
    #expect(asked !== shown)
  }

  @Test func aGraphOfAViewHasNoObjectForNewWindows() {
    let graph = ViewGraph(root: Text("no app"))
    #expect(graph.objectForNewWindows(SharedCounter.self) == nil)
  }
}
