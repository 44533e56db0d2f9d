import ChapterKit
import ChapterTestSupport
import HeadlessSwiftUI
import Testing
import TodoModel

@testable import SharedObjectSync

/// The list's "New todo" field as one value with its rule: tested on its own, without a view,
/// and through the list that keeps it in `@State`.
@MainActor
struct NewTodoDraftTests {
  // MARK: - The value on its own

  @Test func aNewDraftIsEmpty() {
    #expect(NewTodoDraft().title == "")
  }

  @Test func takingTheTitleHandsItOverAndEmptiesTheField() {
    var draft = NewTodoDraft(title: "Buy oat milk")
    #expect(draft.takeTitle() == "Buy oat milk")
    #expect(draft == NewTodoDraft())
  }

  @Test func takingTheTitleKeepsItExactlyAsTyped() {
    // The list adds what the field holds; trimming and refusing are the caller's rules.
    var draft = NewTodoDraft(title: "  Buy oat milk  ")
    #expect(draft.takeTitle() == "  Buy oat milk  ")
    #expect(draft.takeTitle() == "")
  }

  // MARK: - The list adds through it

  @Test func theFieldWritesTheListsDraftAndConfirmingAddsItsTitleAndEmptiesIt() async throws {
    let host = try await AppHost.launch(SharedObjectSyncApp.thisVariant)
    let app = try #require(host.app as? SharedObjectSyncApp)
    let graph = app.runningApp.graph
    let field = try #require(
      graph.views(of: TextField.self).first { $0.title == "New todo" })
    let list = try #require(graph.nodes(of: TodoListView.self).first)

    field.text.wrappedValue = "Buy oat"
    #expect(list.stateValue("draft", as: NewTodoDraft.self) == NewTodoDraft(title: "Buy oat"))
    #expect(app.controller?.items.count == 20)

    try await host.perform(script: "add Buy oat milk")
    #expect(app.controller?.items.first?.title == "Buy oat milk")
    #expect(host.repository.allTodos().first?.title == "Buy oat milk")
    #expect(list.stateValue("draft", as: NewTodoDraft.self) == NewTodoDraft())
    #expect(field.text.wrappedValue == "")
  }
}
