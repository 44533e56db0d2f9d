import ChapterKit
import ChapterTestSupport
import Testing
import TodoModel

@testable import StoreSync

/// `stack-of-copies`: each detail edits a copy of its todo, and the parent keeps every copy and
/// the list in sync through the detail's delegate action.
@MainActor
struct StackOfCopiesTests {
  private let todos = TodoFixture.todos(count: 5)
  private let firstWindow = WindowID()
  private let secondWindow = WindowID()

  @Test func aDetailsEditReachesTheListAndTheOtherWindowsCopyThroughItsDelegateAction() async {
    let server = InMemoryTodoRepository(todos: todos)
    let store = TestStore(
      initialState: StackAppState(todos: IdentifiedArray(todos)),
      reducer: StackAppReducer(client: .live(server)))
    let copy = TodoDetail(todo: todos[2])
    store.send(.pathChanged(firstWindow, ["t3"])) {
      $0.stacks[firstWindow] = IdentifiedArray([copy])
    }
    store.send(.pathChanged(secondWindow, ["t3"])) {
      $0.stacks[secondWindow] = IdentifiedArray([copy])
    }
    var renamed = todos[2]
    renamed.title = "Call the surgery"
    // The detail changes its own copy only; the list and the other window still show the old title.
    store.send(.detail(secondWindow, "t3", .view(.titleSubmitted("Call the surgery")))) {
      $0.stacks[secondWindow]?[id: "t3"]?.todo = renamed
    }
    // Its delegate action has the parent write the todo into the list and every other copy.
    await store.receive(.detail(secondWindow, "t3", .delegate(.todoChanged(renamed)))) {
      $0.todos[id: "t3"] = renamed
      $0.stacks[firstWindow]?[id: "t3"]?.todo = renamed
    }
    await store.receive(.serverAnswered("t3", renamed))
    await store.finish()
    #expect(server.todo(withID: "t3")?.title == "Call the surgery")
  }

  @Test func aServerChangeIsWrittenIntoEveryOpenCopy() async throws {
    let server = InMemoryTodoRepository(todos: todos)
    let store = TestStore(
      initialState: StackAppState(todos: IdentifiedArray(todos)),
      reducer: StackAppReducer(client: .live(server)))
    store.send(.pathChanged(firstWindow, ["t3"])) {
      $0.stacks[firstWindow] = IdentifiedArray([TodoDetail(todo: todos[2])])
    }
    server.rename(id: "t3", to: "Call the surgery")
    let changed = try #require(server.todo(withID: "t3"))
    store.send(.serverPushed(.updated(changed)))
    await store.receive(.serverAnswered("t3", changed)) {
      $0.todos[id: "t3"] = changed
      $0.stacks[firstWindow]?[id: "t3"]?.todo = changed
    }
    await store.finish()
  }

  @Test func aRenameInOneWindowShowsInTheOtherWindowsOpenDetail() async throws {
    let host = try await AppHost.launch(
      try #require(StoreSyncApp.variant(named: "stack-of-copies")),
      after: "open t3\nscene 2\nopen t3\nrename Call the surgery")
    #expect(host.detail(inScene: 1)?.title == "Call the surgery")
    #expect(host.row("t3", inScene: 1)?.title == "Call the surgery")
    #expect(host.detail(inScene: 2)?.title == "Call the surgery")
  }
}
