import ChapterKit
import ChapterTestSupport
import HeadlessUIKit
import ScenarioLanguage
import Testing
import TodoModel

@MainActor
struct AppHostTests {
  private func run(_ host: AppHost, _ script: String) async throws {
    for command in try Scenario(text: script).commands() { try await host.perform(command) }
  }

  @Test func aCorrectChapterMatchesTheReferenceModelAfterEveryStepOfTheStory() async throws {
    let host = AppHost(chapter: TestChapter.self)
    var reference = ReferenceModel()
    for step in CanonicalStory.steps {
      try await host.perform(step.command)
      try reference.apply(step.command)
      #expect(
        host.dump() == reference.dump(),
        "after \(step.command.text):\n\(host.dump().lineDiff(expected: reference.dump()))")
    }
  }

  @Test func aSilentChapterDivergesFromTheReferenceModel() async throws {
    let host = AppHost(chapter: TestChapter.self, variant: TestChapter.silent)
    var reference = ReferenceModel()
    for command in try Scenario(text: "open t3\nrename Stale\nback").commands() {
      try await host.perform(command)
      try reference.apply(command)
    }
    #expect(host.dump() != reference.dump())
    #expect(host.dump().scenes[0].list[2].title == "Call the dentist")
  }

  @Test func remoteChangesHopToTheMainQueueAndSettleWithoutSleeping() async throws {
    let host = AppHost(chapter: TestChapter.self)
    try await run(host, "open t2\nscene 2")
    try await host.perform(.remote(.rename("t2", "Renew passport online")))
    let dump = host.dump()
    #expect(dump.scenes.allSatisfy { $0.list[1].title == "Renew passport online" })
    #expect(dump.scenes[0].detail?.title == "Renew passport online")
    #expect(host.repository.todo(withID: "t2")?.title == "Renew passport online")
  }

  @Test func rejectedCommandsChangeNothing() async throws {
    let host = AppHost(chapter: TestChapter.self)
    try await run(host, "open t3")
    let before = host.dump()
    await #expect(throws: ScenarioError.self) { try await host.perform(.add("Nope")) }
    await #expect(throws: ScenarioError.self) { try await host.perform(.link("t99")) }
    await #expect(throws: ScenarioError.self) { try await host.perform(.relaunch) }
    #expect(host.dump() == before)
  }

  @Test func openNeedsTheRowToBeShownInTheList() async throws {
    let host = AppHost(chapter: TestChapter.self, variant: TestChapter.silent)
    try await run(host, "scene 2\nadd Only in scene 2\nscene 1")
    await #expect(
      throws: ScenarioError(
        "the list of scene 1 shows no row t21; 'link t21' opens it from outside the list")
    ) { try await host.perform(.open("t21")) }
    try await host.perform(.link("t21"))
    #expect(host.dump().scenes[0].detail?.id == "t21")
  }

  @Test func poppedScreensAndClosedScenesAreReleased() async throws {
    let host = AppHost(chapter: TestChapter.self)
    try await run(host, "open t3")
    weak let detail = host.activeScene.navigation.detailOnTop
    #expect(detail != nil)
    try await host.perform(.back)
    #expect(detail == nil)

    try await run(host, "scene 2\nopen t4")
    weak let sceneTwo = host.scenes[2]
    weak let listTwo = host.scenes[2]?.list
    weak let detailTwo = host.scenes[2]?.navigation.detailOnTop
    host.closeScene(2)
    #expect(sceneTwo == nil)
    #expect(listTwo == nil)
    #expect(detailTwo == nil)
    #expect(host.activeSceneNumber == 1)
    #expect((host.app as? TestChapter)?.hub.listenerCount == 1)
  }

  @Test func appearanceCallbacksFollowTheStack() async throws {
    let host = AppHost(chapter: TestChapter.self)
    try await run(host, "open t3")
    let detail = try #require(host.activeScene.navigation.detailOnTop as? HubDetailScreen)
    #expect(detail.appearances == 1)
    try await host.perform(.link("t4"))
    #expect(detail.disappearances == 1)
  }

  @Test func deleteFromTheDetailClosesItInEveryScene() async throws {
    let host = AppHost(chapter: TestChapter.self)
    try await run(host, "open t5\nscene 2\nopen t5\nscene 3\nlink t5\ndelete")
    #expect(host.openSceneNumbers.allSatisfy { host.scenes[$0]?.navigation.detailOnTop == nil })
    #expect(host.dump().scenes.allSatisfy { !$0.list.contains { $0.id == "t5" } })
  }

  @Test func theEnvironmentHandsEveryScreenTheSameInstance() {
    let environment = AppEnvironment()
    let hub = Hub(repository: InMemoryTodoRepository(), isSilent: false)
    environment.insert(hub)
    #expect(environment[Hub.self] === hub)
    #expect(environment.require(Hub.self) === hub)
    #expect(environment[String.self] == nil)
  }

  @Test func syncCheckNamesEveryKindOfDisagreement() async throws {
    let host = AppHost(chapter: TestChapter.self, variant: TestChapter.silent)
    try await run(
      host, "open t3\nrename New\nback\nremove t4\nscene 2\nlink t6\nscene 1\nadd Added")
    try await host.perform(.remote(.delete("t6")))
    let problems = SyncCheck.problems(in: host.dump(), truth: host.repository.allTodos())
    #expect(
      problems.contains("scene 1: row t3 shows 'Call the dentist' ☆, the data source says 'New' ☆"))
    #expect(problems.contains("scene 2: row t6 is still shown, but it was deleted"))
    #expect(problems.contains("scene 2: the list has no row for t21"))
    #expect(problems.contains("scene 2: the detail of t6 is still open, but it was deleted"))
  }

  @Test func syncCheckNamesARowShownTwiceOnce() {
    let shown = [
      Todo(id: "t1", title: "Old"), Todo(id: "t1", title: "Old"), Todo(id: "t2", title: "B"),
    ]
    let dump = StateDump(scenes: [.init(number: 1, isActive: true, list: shown, detail: nil)])
    let truth = [Todo(id: "t1", title: "New"), Todo(id: "t2", title: "B")]
    #expect(
      SyncCheck.problems(in: dump, truth: truth) == [
        "scene 1: row t1 is shown 2 times",
        "scene 1: row t1 shows 'Old' ☆, the data source says 'New' ☆",
      ])
  }

  @Test func firstDivergenceNamesTheStepWhereTheScreensLeaveTheReference() async {
    let script = "open t3\nrename New title\nback"
    #expect(await AppHost(chapter: TestChapter.self).firstDivergence(running: script) == nil)
    let silent = AppHost(chapter: TestChapter.self, variant: TestChapter.silent)
    let divergence = await silent.firstDivergence(running: script)
    #expect(divergence?.hasPrefix("step 2, after rename New title:") == true)
  }

  @Test func concurrentDeliveriesAndEditsEndInSyncForACorrectChapter() async {
    let host = AppHost(chapter: TestChapter.self)
    let changes = RandomScenario.remoteChanges(count: 60, seed: 3)
    #expect(changes == RandomScenario.remoteChanges(count: 60, seed: 3))
    await host.deliverConcurrently(
      changes, whilePerforming: "open t2\nrename Edited\nback\nadd New")
    #expect(SyncCheck.problems(in: host.dump(), truth: host.repository.allTodos()).isEmpty)
  }
}
