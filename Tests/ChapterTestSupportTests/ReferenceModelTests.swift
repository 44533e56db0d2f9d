import ChapterKit
import ChapterTestSupport
import HeadlessUIKit
import ScenarioLanguage
import Testing
import TodoModel

@testable import TodoModel

struct ReferenceModelTests {
  /// Applies script lines that must all be valid.
  private func model(after lines: String, restoresOnRelaunch: Bool = false) throws
    -> ReferenceModel
  {
    var model = ReferenceModel(restoresOnRelaunch: restoresOnRelaunch)
    for command in try Scenario(text: lines).commands() { try model.apply(command) }
    return model
  }

  private func row(_ model: ReferenceModel, _ id: TodoID) -> Todo? {
    model.todos.first { $0.id == id }
  }

  /// `shown`, with every row and the detail of `id` replaced by `todo`.
  private func showing(_ todo: Todo, in shown: StateDump) -> StateDump {
    StateDump(
      scenes: shown.scenes.map { scene in
        var scene = scene
        scene.list = scene.list.map { $0.id == todo.id ? todo : $0 }
        if scene.detail?.id == todo.id { scene.detail = todo }
        return scene
      })
  }

  @Test func whileAPushWaitsAStarMayLagButNeverATitleOlderThanThePersonsRename() throws {
    let held = try model(after: "hold\nopen t3\nremote favorite t3\nrename Call the surgery")
    #expect(!held.expectsExactScreens)
    #expect(held.held.waitingNames == ["p1"])
    let exact = held.dump()
    #expect(held.problems(in: exact).isEmpty)
    let starLagging = showing(Todo(id: "t3", title: "Call the surgery"), in: exact)
    #expect(held.problems(in: starLagging).isEmpty)
    let renameUndone = showing(
      Todo(id: "t3", title: "Call the dentist", isFavorite: true), in: exact)
    #expect(held.problems(in: renameUndone).count == 2)  // The row and the detail.
    let invented = showing(Todo(id: "t3", title: "Call nobody"), in: exact)
    #expect(held.problems(in: invented).count == 2)
  }

  @Test func whatThePersonTypedIsWhatTheDetailMustShowWhateverWaits() throws {
    let typed = try model(after: "hold\nopen t3\ntype Call the dentist about the crown")
    let held = try model(
      after: "hold\nopen t3\ntype Call the dentist about the crown\nremote rename t3 Dentist")
    #expect(typed.expectsExactScreens)
    #expect(typed.dump().scenes[0].detail?.title == "Call the dentist about the crown")
    let replaced = showing(Todo(id: "t3", title: "Dentist"), in: held.dump())
    #expect(
      held.problems(in: replaced) == [
        "scene 1: detail Todo(id: t3, title: \"Dentist\", isFavorite: false) was never due"
      ])
  }

  @Test func deliveringEverythingMakesTheScreensExactAgainAndClosesADeletedTodosDetail() throws {
    var model = try model(after: "hold\nopen t5\nremote delete t5")
    #expect(model.detailOnTop == "t5")
    try model.apply(.deliver(.all))
    #expect(model.expectsExactScreens)
    #expect(model.detailOnTop == nil)
    #expect(!model.held.isHolding)
  }

  @Test func startsInSceneOneAtItsList() {
    let model = ReferenceModel()
    #expect(model.openSceneNumbers == [1])
    #expect(model.activeSceneNumber == 1)
    #expect(model.detailOnTop == nil)
  }

  @Test func openAndLinkShowADetailAndBackPopsIt() throws {
    #expect(try model(after: "open t3").detailOnTop == "t3")
    #expect(try model(after: "open t3\nlink t5").detailOnTop == "t5")
    let popped = try model(after: "open t3\nback")
    #expect(popped.detailOnTop == nil)
    #expect(popped.openSceneNumbers == [1])
  }

  @Test func closeRemovesTheSceneAndScene1TakesOverWhenTheClosedOneWasActive() throws {
    let closed = try model(after: "scene 2\nopen t3\nscene 3\nclose 2")
    #expect(closed.openSceneNumbers == [1, 3])
    #expect(closed.activeSceneNumber == 3)
    let active = try model(after: "scene 2\nopen t3\nclose 2")
    #expect(active.openSceneNumbers == [1])
    #expect(active.activeSceneNumber == 1)
    // Opened again, the scene is new: at its list.
    let reopened = try model(after: "scene 2\nopen t3\nclose 2\nscene 2")
    #expect(reopened.detailOnTop == nil)
  }

  @Test(arguments: [
    ("close 1", "scene 1 is the app's first window and stays open; close scene 2 or 3"),
    ("close 2", "scene 2 is not open; the open scenes are 1"),
  ])
  func closeRejectsTheFirstSceneAndSceneThatIsNotOpen(line: String, message: String) throws {
    var model = ReferenceModel()
    let command = try #require(try ScenarioParser.parse(line))
    #expect(throws: ScenarioError(message)) { try model.apply(command) }
    #expect(model.openSceneNumbers == [1])
  }

  @Test func favoriteAndRenameChangeTheOpenTodo() throws {
    let model = try model(after: "open t3\nfavorite\nrename Call the vet")
    #expect(row(model, "t3") == Todo(id: "t3", title: "Call the vet", isFavorite: true))
    #expect(model.dump().scenes[0].detail == row(model, "t3"))
  }

  @Test func deleteRemovesTheTodoAndPopsItsDetailInEveryScene() throws {
    let model = try model(
      after: "open t3\nscene 2\nopen t3\nscene 3\nopen t4\ndelete\nscene 2\ndelete")
    #expect(row(model, "t3") == nil)
    #expect(row(model, "t4") == nil)
    #expect(model.scenes.values.allSatisfy { $0.openDetail == nil })
    #expect(model.openSceneNumbers == [1, 2, 3])
    #expect(model.dump().scenes.allSatisfy { $0.detail == nil && $0.list.count == 18 })
  }

  @Test func aLatePushChangesTheDataSourceAndTheScreensOnlyAfterTheNextCommand() throws {
    var model = try model(after: "open t3\nremote late favorite t3")
    let before = Todo(id: "t3", title: "Call the dentist")
    #expect(row(model, "t3") == Todo(id: "t3", title: "Call the dentist", isFavorite: true))
    #expect(model.dump().scenes[0].detail == before)
    #expect(model.dump().scenes[0].list.first { $0.id == "t3" } == before)
    #expect(throws: ScenarioError.self) { try model.apply(.remoteLate(.favorite("t4"))) }
    try model.apply(.rename("Call the surgery"))
    let after = Todo(id: "t3", title: "Call the surgery", isFavorite: true)
    #expect(model.dump().scenes[0].detail == after)
    #expect(model.todosOnScreenUntilTheLateAnnouncement == nil)
  }

  @Test func aLateDeleteClosesTheDetailOnlyWhenItsAnnouncementArrives() throws {
    var model = try model(after: "open t3\nremote late delete t3")
    #expect(row(model, "t3") == nil)
    #expect(model.dump().scenes[0].detail?.id == "t3")
    try model.apply(.scene(2))
    #expect(model.scenes[1]?.openDetail == nil)
    #expect(model.dump().scenes.allSatisfy { $0.list.count == 19 })
  }

  @Test func addInsertsAtTheTopWithIDsThatAreNeverReused() throws {
    let model = try model(after: "add One\nopen t21\ndelete\nadd Two")
    #expect(model.todos.first == Todo(id: "t22", title: "Two"))
    #expect(row(model, "t21") == nil)
  }

  @Test func removeAndRemoteDeletePopDetailsElsewhere() throws {
    let model = try model(
      after: "scene 2\nopen t7\nscene 1\nremove t7\nscene 3\nlink t8\nremote delete t8")
    #expect(model.scenes.values.allSatisfy { $0.openDetail == nil })
    #expect(model.openSceneNumbers == [1, 2, 3])
    #expect(model.todos.count == 18)
  }

  @Test func remoteChangesEditAnyTodo() throws {
    let model = try model(after: "remote rename t9 Back up the phone\nremote favorite t9")
    #expect(row(model, "t9") == Todo(id: "t9", title: "Back up the phone", isFavorite: true))
  }

  @Test func sceneOpensNewScenesAtTheirListAndKeepsOldOnes() throws {
    let model = try model(after: "open t1\nscene 3\nscene 1")
    #expect(model.openSceneNumbers == [1, 3])
    #expect(model.activeSceneNumber == 1)
    #expect(model.detailOnTop == "t1")
    #expect(model.scenes[3]?.openDetail == nil)
  }

  @Test func scrollDumpHelpAndQuitChangeNothing() throws {
    let before = ReferenceModel().dump()
    #expect(try model(after: "scroll\ndump\nhelp\nquit").dump() == before)
  }

  @Test func relaunchIsRejectedUnlessTheAppRestores() throws {
    var model = ReferenceModel()
    #expect(throws: ScenarioError.self) { try model.apply(.relaunch) }
    let restoring = try self.model(after: "open t2\nrelaunch", restoresOnRelaunch: true)
    #expect(restoring.detailOnTop == "t2")
  }

  @Test(
    arguments: [
      (
        "", "favorite",
        "'favorite' needs an open detail, but scene 1 shows its list; 'open <id>' opens one"
      ),
      (
        "", "back", "'back' needs an open detail, but scene 1 shows its list; 'open <id>' opens one"
      ),
      (
        "open t3", "open t4",
        "'open t4' works on the list, but scene 1 shows the detail of t3; 'back' returns to the list"
      ),
      (
        "open t3", "add Milk",
        "'add' works on the list, but scene 1 shows the detail of t3; 'back' returns to the list"
      ),
      (
        "open t3", "scroll",
        "'scroll' works on the list, but scene 1 shows the detail of t3; 'back' returns to the list"
      ),
      ("", "open t99", "there is no todo t99; 'dump' shows the ids there are"),
      ("", "remote favorite t99", "there is no todo t99; 'dump' shows the ids there are"),
      ("remove t4", "remove t4", "there is no todo t4; 'dump' shows the ids there are"),
      ("", "link t0", "'t0' is not a todo id; ids look like t1, t2, t21"),
      (
        "scene 2\nopen t5\nscene 1\nlink t5\ndelete\nscene 2", "favorite",
        "'favorite' needs an open detail, but scene 2 shows its list; 'open <id>' opens one"
      ),
    ] as [(String, String, String)])
  func rejectsCommandsThatDoNotFitTheStateAndChangesNothing(
    setup: String, line: String, message: String
  ) throws {
    var model = try model(after: setup)
    let before = model.dump()
    #expect(throws: ScenarioError(message)) {
      guard let command = try ScenarioParser.parse(line) else { return }
      try model.apply(command)
    }
    #expect(model.dump() == before)
  }

  @Test func dumpsInThePlainFormat() throws {
    let model = try model(after: "add Buy oat milk\nopen t21\nscene 2")
    let lines = model.dump().lines
    #expect(lines.first == "scene 1")
    #expect(lines[1] == "list t21 0 Buy oat milk")
    #expect(lines[2] == "list t1 1 Water the plants")
    #expect(lines[22] == "detail t21 0 Buy oat milk")
    #expect(lines[23] == "scene 2 active")
    #expect(lines.last == "end")
    #expect(lines.count == 1 + 21 + 1 + 1 + 21 + 1)
  }
}
