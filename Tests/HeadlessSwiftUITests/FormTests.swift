import ChapterKit
import HeadlessSwiftUI
import Testing

/// A `Form` holds the views of its block as a `VStack` does, a button keeps its role, and a stack
/// takes an alignment and a spacing (`Form`, `VStack(alignment:spacing:content:)`, iOS 13;
/// `Button(_:role:action:)` and `ButtonRole`, iOS 15).
@MainActor
struct FormTests {
  struct EditorApp: App {
    @State var counter: SharedCounter

    init() {
      _counter = State(initialValue: SharedCounter())
    }

    var body: some HeadlessSwiftUI.Scene {
      WindowGroup {
        Editor().environment(counter)
      }
    }
  }

  struct Editor: View {
    @Environment(SharedCounter.self) private var counter

    var body: some View {
      Form {
        Text("deleted \(counter.value)")
        Button("Delete", role: .destructive) { counter.value += 1 }
        Button("Keep") {}
      }
    }
  }

  @Test func aFormShowsItsViewsAndItsButtonsRunTheirActionsWhateverTheirRole() async throws {
    let graph = ViewGraph(app: EditorApp())
    let window = graph.openWindow(1)
    let buttons = window.views(of: Button<Text>.self)
    #expect(buttons.map(\.title) == ["Delete", "Keep"])
    #expect(buttons.map(\.role) == [.destructive, nil])
    try #require(buttons.first).action()
    await MainQueue.settle()
    #expect(window.views(of: Text.self).first?.string == "deleted 1")
  }

  struct Stacks: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 8) {
        Text("title")
        HStack(alignment: .firstTextBaseline, spacing: nil) {
          Text("star")
          Button("Delete", role: .destructive) {}
        }
      }
    }
  }

  struct StacksApp: App {
    init() {}

    var body: some HeadlessSwiftUI.Scene {
      WindowGroup { Stacks() }
    }
  }

  @Test func aStackGivenAnAlignmentAndASpacingHoldsTheViewsOfItsBlock() {
    let window = ViewGraph(app: StacksApp()).openWindow(1)
    #expect(window.views(of: Text.self).map(\.string) == ["title", "star", "Delete"])
    #expect(window.views(of: Button<Text>.self).map(\.title) == ["Delete"])
  }
}
