import ScreenKit
import Testing
import TodoModel

@testable import SharedObjectSync

/// The correct app: one controller, every screen in sync, exact renders, background changes.
@MainActor
struct SharedObjectSyncTests {
  // MARK: - The outcomes of the scenario language

  @Test func theStoryMatchesTheReferenceModelAfterEveryStep() async throws {
    let host = AppHost(chapter: SharedObjectSyncApp.self)
    var reference = ReferenceModel()
    for step in CanonicalStory.steps {
      try await host.perform(step.command)
      try reference.apply(step.command)
      let diff = host.dump().lineDiff(expected: reference.dump())
      #expect(diff.isEmpty, "after \(step.command.text):\n\(diff)")
    }
  }

  @Test func renameInDetailShowsInEveryScene() async throws {
    let host = try await launch(after: threeScenesShowingT3 + "\nscene 2\nrename Call the surgery")
    let expected = Todo(id: "t3", title: "Call the surgery")
    for number in 1...3 {
      #expect(host.row("t3", inScene: number) == expected)
      #expect(host.dump().scenes[number - 1].detail == expected)
    }
    try await expectMatchesReference(
      host, script: threeScenesShowingT3 + "\nscene 2\nrename Call the surgery")
  }

  @Test func aFavoriteInOneSceneShowsInTheOthers() async throws {
    let host = try await launch(after: threeScenesShowingT3 + "\nfavorite")
    for number in 1...3 {
      #expect(host.row("t3", inScene: number)?.isFavorite == true)
      #expect(host.dump().scenes[number - 1].detail?.isFavorite == true)
    }
  }

  @Test func deleteInOneSceneClosesTheDetailInEveryScene() async throws {
    let host = try await launch(after: threeScenesShowingT3 + "\ndelete")
    for number in 1...3 {
      #expect(host.scenes[number]?.navigation.detailOnTop == nil)
      #expect(host.row("t3", inScene: number) == nil)
    }
  }

  @Test func anAddFromOneListShowsAtTheTopOfEveryList() async throws {
    let host = try await launch(after: "scene 2\nscene 3\nadd Buy oat milk")
    for number in 1...3 {
      #expect(
        host.scenes[number]?.list.tableView.rows.first == Todo(id: "t21", title: "Buy oat milk"))
    }
  }

  @Test func theListBehindTheDetailUpdatesAtTheMomentOfTheEdit() async throws {
    let host = try await launch(after: "open t3\nrename Call the surgery")
    #expect(host.activeScene.navigation.detailOnTop != nil)
    #expect(host.row("t3", inScene: 1)?.title == "Call the surgery")
  }

  @Test func scrollAfterAnEditChangesNothing() async throws {
    let host = try await launch(after: "open t3\nrename Call the surgery\nback")
    let before = host.dump()
    try await host.perform(.scroll)
    #expect(host.dump() == before)
  }

  // MARK: - Exact renders

  @Test(arguments: ["rename Call the surgery", "favorite"])
  func anEditRendersOneCellInEachListAndTheDetailOnce(edit: String) async throws {
    let host = try await launch(after: threeScenesShowingT3)
    let tables = (1...3).compactMap { host.scenes[$0]?.list.tableView }
    let details = (1...3).compactMap { host.scenes[$0]?.navigation.detailOnTop?.detailView }
    let detailRenders = details.map(\.renderCount)
    for table in tables { table.resetRenderCounts() }
    try await host.perform(script: edit)
    for table in tables { #expect(table.renderLog == ["t3"]) }
    #expect(details.map(\.renderCount) == detailRenders.map { $0 + 1 })
  }

  @Test func anAddRendersOneNewCellAndADeleteRendersNone() async throws {
    let host = try await launch(after: "scene 2\nscene 1")
    let tables = [1, 2].compactMap { host.scenes[$0]?.list.tableView }
    for table in tables { table.resetRenderCounts() }
    try await host.perform(script: "add Buy oat milk")
    for table in tables { #expect(table.renderLog == ["t21"]) }
    for table in tables { table.resetRenderCounts() }
    try await host.perform(script: "remove t4")
    for table in tables { #expect(table.renderLog.isEmpty) }
  }

  @Test func afterAScrollAnEditStillRendersOneCell() async throws {
    let host = try await launch(after: "scroll\nscroll\nopen t3")
    let table = host.activeScene.list.tableView
    table.resetRenderCounts()
    try await host.perform(script: "rename Call the surgery")
    #expect(table.renderLog == ["t3"])
  }

  @Test func anEditOfAnotherTodoDoesNotRenderTheDetail() async throws {
    let host = try await launch(after: "open t3\nscene 2\nopen t4")
    let detail = try #require(host.scenes[1]?.navigation.detailOnTop?.detailView)
    let renders = detail.renderCount
    try await host.perform(script: "rename Pay the gas bill\nback\nadd Buy oat milk\nremove t6")
    #expect(detail.renderCount == renders)
  }

  // MARK: - One controller

  @Test func everyScreenOfEverySceneSharesTheAppsController() async throws {
    let host = try await launch(after: threeScenesShowingT3)
    let controller = try #require(host.environment[TodoController.self])
    for number in 1...3 {
      let list = try #require(host.scenes[number]?.list as? TodoListScreen)
      let detail = try #require(host.scenes[number]?.navigation.detailOnTop as? TodoDetailScreen)
      #expect(list.controller === controller)
      #expect(detail.controller === controller)
    }
  }

  @Test func theControllerUpdatesTheDataSourceWithTheModel() async throws {
    let host = try await launch(
      after: "open t3\nfavorite\nrename Call the surgery\nback\nremove t4")
    #expect(
      host.repository.todo(withID: "t3")
        == Todo(id: "t3", title: "Call the surgery", isFavorite: true))
    #expect(!host.repository.contains("t4"))
    let controller = try #require(host.environment[TodoController.self])
    #expect(controller.items.map(\.todo) == host.repository.allTodos())
  }

  // MARK: - Changes from background threads

  @Test func aRemoteRenameReachesTheListsAndTheDetail() async throws {
    let host = try await launch(after: "open t2\nscene 2")
    try await host.perform(script: "remote rename t2 Renew passport online")
    #expect(host.row("t2", inScene: 1)?.title == "Renew passport online")
    #expect(host.row("t2", inScene: 2)?.title == "Renew passport online")
    #expect(
      host.scenes[1]?.navigation.detailOnTop?.detailView.content?.title == "Renew passport online")
  }

  @Test func aRemoteDeleteClosesTheOpenDetail() async throws {
    let host = try await launch(after: "open t2\nscene 2\nlink t2")
    try await host.perform(script: "remote delete t2")
    for number in [1, 2] {
      #expect(host.scenes[number]?.navigation.detailOnTop == nil)
      #expect(host.row("t2", inScene: number) == nil)
    }
  }

  @Test func manyRemoteChangesFromBackgroundThreadsWhileTheScreensEditEndInSync() async throws {
    let host = try await launch(after: "open t3\nscene 2\nopen t1\nscene 3")
    await host.deliverConcurrently(
      RandomScenario.remoteChanges(count: 120, seed: 1),
      whilePerforming: "add Written on the device\nscene 2\nrename Edited on the device")
    let truth = host.repository.allTodos()
    #expect(SyncCheck.problems(in: host.dump(), truth: truth).isEmpty)
    for number in 1...3 {
      #expect(host.scenes[number]?.list.tableView.rows == truth)
    }
  }

  @Test func aLateRemoteChangeNeverRollsBackANewerEditOnTheScreen() async throws {
    let host = try await launch(after: "open t3")
    // The server has written its change; its announcement is still on the way.
    let change = try #require(AppHost.write(.favorite("t3"), to: host.repository))
    try await host.perform(script: "rename Call the surgery")
    host.app.remoteChangeDidArrive(change)  // A snapshot with the old title.
    await host.settle()
    let expected = Todo(id: "t3", title: "Call the surgery", isFavorite: true)
    #expect(host.row("t3", inScene: 1) == expected)
    #expect(host.activeScene.navigation.detailOnTop?.detailView.content == expected)
    #expect(host.repository.todo(withID: "t3") == expected)
  }

  // MARK: - Lifetime

  @Test func poppedDetailsAndTheirObservationAreReleased() async throws {
    let host = try await launch(after: "open t3")
    weak let detail = host.activeScene.navigation.detailOnTop
    try await host.perform(script: "back\nopen t4\nrename Pay the gas bill\nback")
    #expect(detail == nil)
  }

  @Test func closedScenesReleaseTheirScreens() async throws {
    let host = try await launch(after: "scene 2\nopen t3")
    weak let list = host.scenes[2]?.list
    weak let detail = host.scenes[2]?.navigation.detailOnTop
    host.closeScene(2)
    // The released screens' tracking closures fire once more on the next change, and find nobody.
    try await host.perform(script: "open t3\nrename Call the surgery\nback\nadd Buy oat milk")
    #expect(list == nil)
    #expect(detail == nil)
    #expect(host.row("t3", inScene: 1)?.title == "Call the surgery")
  }

  @Test func hundredsOfOpenedAndClosedScreensLeaveNothingAlive() async throws {
    let host = AppHost(chapter: SharedObjectSyncApp.self)
    var released: [() -> Bool] = []
    for round in 0..<100 {
      try await host.perform(script: "scene 2\nopen t\(round % 20 + 1)\nfavorite")
      weak let list = host.scenes[2]?.list
      weak let detail = host.scenes[2]?.navigation.detailOnTop
      released.append { list == nil && detail == nil }
      host.closeScene(2)
      try await host.perform(script: "scene 1\nopen t1\nback")
    }
    #expect(released.allSatisfy { $0() })
  }

  // MARK: - The runner

  @Test func thePlainScriptPrintsTheReferenceDump() async throws {
    let script =
      "open t3\nfavorite\nrename Call the surgery\nback\nopen t5\ndelete\nadd Buy oat milk\nscene 2\ndump\n"
    let recorder = OutputRecorder()
    let status = await ChapterRunner.run(
      SharedObjectSyncApp.self, arguments: ["--plain"], io: recorder.io(input: script))
    var reference = ReferenceModel()
    for command in try Scenario(text: script).commands() where command != .dump {
      try reference.apply(command)
    }
    #expect(status == 0)
    #expect(recorder.output == reference.dump().plainText)
  }

  // MARK: - Helpers

  /// Opens t3 in three scenes: by tapping in scenes 1 and 2, by a deep link in scene 3.
  private let threeScenesShowingT3 = "open t3\nscene 2\nopen t3\nscene 3\nlink t3"

  private func launch(
    _ variant: ChapterVariant = SharedObjectSyncApp.shared, after script: String = ""
  ) async throws -> AppHost {
    let host = AppHost(chapter: SharedObjectSyncApp.self, variant: variant)
    try await host.perform(script: script)
    return host
  }

  private func expectMatchesReference(_ host: AppHost, script: String) async throws {
    var reference = ReferenceModel()
    for command in try Scenario(text: script).commands() { try reference.apply(command) }
    #expect(host.dump().lineDiff(expected: reference.dump()).isEmpty)
  }
}
