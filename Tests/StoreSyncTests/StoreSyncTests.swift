import ChapterKit
import ChapterTestSupport
import HeadlessSwiftUI
import Testing
import TodoModel

@testable import StoreSync

/// What is specific to one store: the reducer alone changes the state, a detail is a scope of it
/// by id, and a push is answered by the server's current value.
@MainActor
struct StoreSyncTests {
  private func fixture(paths: [WindowID: [TodoID]] = [:]) -> AppState {
    AppState(todos: IdentifiedArray(TodoFixture.todos(count: 5)), paths: paths)
  }

  @Test func aSubmittedTitleChangesOneTodoInPlaceAndIsSentToTheServer() async {
    let repository = InMemoryTodoRepository(todos: TodoFixture.todos(count: 5))
    let reducer = AppReducer(client: .live(repository))
    var state = fixture()
    let ids = state.todos.ids
    let effect = reducer.reduce(into: &state, action: .todo(id: "t3", .titleSubmitted("Call")))
    #expect(state.todos[id: "t3"]?.title == "Call")
    #expect(state.todos[id: "t2"] == TodoFixture.todos(count: 5)[1])
    #expect(state.todos.ids == ids)
    await runWork(of: effect)
    #expect(repository.todo(withID: "t3")?.title == "Call")
  }

  @Test func aDeleteTakesTheTodoOffEveryWindowsPath() {
    let reducer = AppReducer(client: .live(InMemoryTodoRepository()))
    let (first, second) = (WindowID(), WindowID())
    var state = fixture(paths: [first: ["t3"], second: ["t1", "t3"]])
    _ = reducer.reduce(into: &state, action: .todo(id: "t3", .deleteTapped))
    #expect(state.todos[id: "t3"] == nil)
    #expect(state.paths[first] == [])
    #expect(state.paths[second] == ["t1"])
  }

  @Test func eachCombinedReducerTakesOnlyItsOwnActions() {
    let client = TodoClient.live(InMemoryTodoRepository())
    var state = fixture()
    let push = AppAction.serverPushed(.updated(Todo(id: "t3", title: "Old")))
    let submitted = AppAction.todo(id: "t3", .titleSubmitted("Call"))
    #expect(AppReducer(client: client).reduce(into: &state, action: push).work.isEmpty)
    #expect(
      ServerPushReducer(client: client).reduce(into: &state, action: submitted).work.isEmpty)
    #expect(state.todos[id: "t3"] == TodoFixture.todos(count: 5)[2])
    #expect(
      ServerPushReducer(client: client).reduce(into: &state, action: push).work.isEmpty == false)
    #expect(state.todos[id: "t3"] == TodoFixture.todos(count: 5)[2])
  }

  @Test func mergedEffectsAllRun() async {
    let ran = RanOperations()
    let merged = Effect<AppAction>.merge([
      .run { _ in await ran.note(1) }, .none, .run { _ in await ran.note(2) },
    ])
    await runWork(of: merged)
    #expect(await ran.numbers.sorted() == [1, 2])
    #expect(Effect<AppAction>.merge([.none, .none]).work.isEmpty)
  }

  @Test func aScopeFollowsItsTodoAndARenameRunsNoListBody() async throws {
    let host = try await AppHost.launch(StoreSyncApp.thisVariant, after: "scene 2\nopen t3")
    let app = try #require(host.app as? StoreSyncApp)
    let scope = app.store.scope(id: "t3")
    let graph = app.runningApp.graph
    _ = graph.takeBodyLog()
    try await host.perform(script: "rename Call the surgery")
    #expect(scope.todo?.title == "Call the surgery")
    #expect(host.row("t3", inScene: 1)?.title == "Call the surgery")
    #expect(!graph.takeBodyLog().contains { $0.hasPrefix("TodoListView") })
  }

  @Test func aPushIsAnsweredByWhatTheServerHoldsNow() async throws {
    let host = try await AppHost.launch(
      StoreSyncApp.thisVariant, after: "open t3\nremote late favorite t3\nrename Call the surgery")
    #expect(
      host.row("t3", inScene: 1) == Todo(id: "t3", title: "Call the surgery", isFavorite: true))
  }
}

/// Runs every piece of `effect`'s work to its end, dropping what it sends back.
private func runWork(of effect: Effect<AppAction>) async {
  for work in effect.work { await work.operation(Send(send: { _ in })) }
}

/// The operations a merged effect ran.
private actor RanOperations {
  var numbers: [Int] = []

  func note(_ number: Int) {
    numbers.append(number)
  }
}

/// Each variant that is not the default goes wrong, or costs more, in the way the chapter says.
@MainActor
struct StoreSyncPitfallTests {
  private func launch(_ name: String, after script: String) async throws -> AppHost {
    try await AppHost.launch(try #require(StoreSyncApp.variant(named: name)), after: script)
  }

  @Test func aDetailThatCopiesTheTitleNeverShowsAChangeMadeElsewhereAndWritesItsCopyBack()
    async throws
  {
    let host = try await launch(
      "detail-state-copy", after: "open t3\nremote rename t3 Call the surgery")
    #expect(host.row("t3", inScene: 1)?.title == "Call the surgery")
    #expect(host.detail(inScene: 1)?.title == "Call the dentist")
    try await host.perform(script: "submit")
    #expect(host.repository.todo(withID: "t3")?.title == "Call the dentist")
    #expect(host.row("t3", inScene: 1)?.title == "Call the dentist")
  }

  @Test func aLatePushsValueUndoesTheNewerRename() async throws {
    let host = try await launch(
      "writes-pushed-value", after: "open t3\nremote late favorite t3\nrename Call the surgery")
    #expect(host.repository.todo(withID: "t3")?.title == "Call the surgery")
    #expect(host.row("t3", inScene: 1)?.title == "Call the dentist")
  }

  @Test func observingTheWholeStateRunsTheListAndEveryRowOnARename() async throws {
    let host = try await launch("observe-whole-state", after: "scene 2\nscene 1\nopen t3")
    let graph = try #require(host.app as? StoreSyncApp).runningApp.graph
    _ = graph.takeBodyLog()
    try await host.perform(script: "rename Call the surgery")
    let log = graph.takeBodyLog()
    // Two windows, two actions: the submitted title, then the server's answer to it.
    #expect(log.filter { $0.hasPrefix("WholeStateListView") }.count == 4)
    #expect(log.filter { $0.hasPrefix("WholeStateRow(t1)") }.count == 4)
    #expect(host.row("t3", inScene: 2)?.title == "Call the surgery")
  }
}

/// What comes back from the server while the person edits: each answer is the todo as the
/// server read it, and a newer request cancels an older one still on its way.
@MainActor
struct StoreSyncAnswerTests {
  private let pushAnsweredLate = "hold\nopen t3\nremote favorite t3\ndeliver p1"

  @Test func anEditCancelsTheAnswerStillOnItsWayAndAsksAgain() async throws {
    let host = try await AppHost.launch(StoreSyncApp.thisVariant, after: pushAnsweredLate)
    #expect(host.deliveries.waitingNames == ["a1"])
    try await host.perform(script: "rename Call the surgery")
    #expect(host.deliveries.waitingNames == ["a2"])
    try await host.perform(script: "deliver all")
    let expected = Todo(id: "t3", title: "Call the surgery", isFavorite: true)
    #expect(host.row("t3", inScene: 1) == expected)
    #expect(host.repository.todo(withID: "t3") == expected)
  }

  @Test func anAnswerNotCancelledArrivesAfterTheEditsAndUndoesIt() async throws {
    let variant = try #require(StoreSyncApp.variant(named: "answer-not-cancelled"))
    let host = try await AppHost.launch(
      variant, after: pushAnsweredLate + "\nrename Call the surgery\ndeliver a2\ndeliver a1")
    #expect(host.repository.todo(withID: "t3")?.title == "Call the surgery")
    #expect(
      host.row("t3", inScene: 1) == Todo(id: "t3", title: "Call the dentist", isFavorite: true))
  }

  @Test func aDeleteCancelsTheAnswerThatWouldBringTheTodoBack() async throws {
    let host = try await AppHost.launch(StoreSyncApp.thisVariant, after: pushAnsweredLate)
    try await host.perform(script: "delete\ndeliver a1")
    #expect(host.deliveries.waitingNames.isEmpty)
    #expect(host.row("t3", inScene: 1) == nil)
  }
}
