import ScreenKit
import Testing
import TodoModel

@testable import PassthroughSubjectSync

/// The correct app: one subject, every change sent once and heard by every screen.
@MainActor
struct PassthroughSubjectSyncTests {
  // MARK: - The outcomes of the scenario language

  @Test func theStoryMatchesTheReferenceModelAfterEveryStep() async throws {
    try await expectMatchesReferenceAfterEveryStep(CanonicalStory.script)
  }

  @Test func everyCommandInOneSceneMatchesTheReferenceModel() async throws {
    try await expectMatchesReferenceAfterEveryStep(
      CanonicalStory.everyCommand)
  }

  @Test func editsAndDeletesInThreeScenesMatchTheReferenceModel() async throws {
    try await expectMatchesReferenceAfterEveryStep(
      threeScenesShowingT3 + "\nscene 2\nrename Call the surgery\nfavorite\nscene 1\ndelete")
  }

  @Test func renameInDetailShowsInEveryScene() async throws {
    let host = try await launch(after: threeScenesShowingT3 + "\nscene 2\nrename Call the surgery")
    for number in 1...3 {
      #expect(host.row("t3", inScene: number)?.title == "Call the surgery")
      #expect(host.detail(inScene: number)?.title == "Call the surgery")
    }
  }

  @Test func deleteInOneSceneClosesTheDetailInEveryScene() async throws {
    let host = try await launch(after: threeScenesShowingT3 + "\ndelete")
    for number in 1...3 {
      #expect(host.detail(inScene: number) == nil)
      #expect(host.row("t3", inScene: number) == nil)
    }
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

  // MARK: - Threads

  @Test func changesSentFromManyBackgroundTasksEndWithEveryScreenInSync() async throws {
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
    let change = try #require(AppHost.write(.favorite("t3"), to: host.repository))
    try await host.perform(script: "rename Call the surgery")
    host.app.remoteChangeDidArrive(change)  // A snapshot with the old title, sent late.
    await host.settle()
    let expected = Todo(id: "t3", title: "Call the surgery", isFavorite: true)
    #expect(host.row("t3", inScene: 1) == expected)
    #expect(host.detail(inScene: 1) == expected)
  }

  // MARK: - Lifetime

  @Test func subscriptionsEndWithTheirScreens() async throws {
    let host = try await launch(after: "scene 2\nscene 1")
    let subject = try #require(host.environment[(any TodoEvents).self]).todoChanges
    #expect(subject.subscriberCount == 2)  // One list view model per scene.
    var released: [() -> Bool] = []
    for round in 0..<50 {
      try await host.perform(
        script: round.isMultiple(of: 2) ? "open t\(round % 20 + 1)" : "link t2")
      #expect(subject.subscriberCount == 3)
      weak let detail = host.activeScene.navigation.detailOnTop
      released.append { detail == nil }
      try await host.perform(script: "favorite\nback")
    }
    #expect(subject.subscriberCount == 2)
    #expect(released.allSatisfy { $0() })
  }

  @Test func closingASceneReleasesItsScreensAndEndsTheirSubscriptions() async throws {
    let host = try await launch(after: "scene 2\nopen t3")
    let subject = try #require(host.environment[(any TodoEvents).self]).todoChanges
    weak let list = host.scenes[2]?.list
    weak let viewModel = (host.scenes[2]?.list as? TodoListScreen)?.viewModel
    weak let detail = host.scenes[2]?.navigation.detailOnTop
    #expect(subject.subscriberCount == 3)
    host.closeScene(2)
    #expect(list == nil)
    #expect(viewModel == nil)
    #expect(detail == nil)
    #expect(subject.subscriberCount == 1)
  }

  // MARK: - The broken variants

  @Test func aDroppedCancellableMeansTheListNeverHearsAnything() async throws {
    let host = try await launch(
      PassthroughSubjectSyncApp.cancellableDropped, after: "open t3\nrename Call the surgery")
    #expect(host.detail(inScene: 1)?.title == "Call the surgery")
    #expect(host.row("t3", inScene: 1)?.title == "Call the dentist")
    try await host.perform(script: "back\nadd Buy oat milk")
    #expect(host.row("t21", inScene: 1) == nil)
    let subject = try #require(host.environment[(any TodoEvents).self]).todoChanges
    #expect(subject.subscriberCount == 0)  // No list is subscribed; the detail that was is gone.
  }

  @Test func separateSubjectsMeanEverySendGoesNowhereElse() async throws {
    let host = try await launch(
      PassthroughSubjectSyncApp.separateSubjects,
      after: "open t3\nfavorite\nscene 2\nopen t3\nrename Call the surgery")
    // Each detail hears itself, and nobody else hears anything.
    #expect(host.detail(inScene: 2) == Todo(id: "t3", title: "Call the surgery", isFavorite: true))
    #expect(host.detail(inScene: 1) == Todo(id: "t3", title: "Call the dentist", isFavorite: true))
    #expect(host.row("t3", inScene: 1) == Todo(id: "t3", title: "Call the dentist"))
    #expect(
      host.row("t3", inScene: 2) == Todo(id: "t3", title: "Call the dentist", isFavorite: true))
    try await host.perform(script: "remote rename t3 From the server")
    #expect(host.row("t3", inScene: 2)?.title == "Call the dentist")
  }

  @Test func aCompletionSentByOneDetailEndsTheSubjectForEveryone() async throws {
    let host = try await launch(
      PassthroughSubjectSyncApp.completedOnClose, after: "open t3\nfavorite")
    #expect(host.row("t3", inScene: 1)?.isFavorite == true)  // Works until the first close…
    try await host.perform(script: "back\nopen t5\ndelete")
    // …after which nobody hears anything: the row stays and the detail of a deleted todo is open.
    #expect(host.row("t5", inScene: 1) != nil)
    #expect(host.detail(inScene: 1)?.id == "t5")
    let subject = try #require(host.environment[(any TodoEvents).self]).todoChanges
    #expect(subject.subscriberCount == 0)
  }

  @Test(arguments: PassthroughSubjectSyncApp.variants.filter { !$0.keepsScreensInSync })
  func everyBrokenVariantDivergesFromTheReferenceInTheStory(variant: ChapterVariant) async throws {
    let host = AppHost(chapter: PassthroughSubjectSyncApp.self, variant: variant)
    var reference = ReferenceModel()
    var diverged = false
    for step in CanonicalStory.steps {
      try? await host.perform(step.command)
      try reference.apply(step.command)
      diverged = diverged || host.dump() != reference.dump()
    }
    #expect(diverged)
  }

  // MARK: - Helpers

  private let threeScenesShowingT3 = "open t3\nscene 2\nopen t3\nscene 3\nlink t3"

  private func launch(
    _ variant: ChapterVariant = PassthroughSubjectSyncApp.subject, after script: String = ""
  ) async throws -> AppHost {
    let host = AppHost(chapter: PassthroughSubjectSyncApp.self, variant: variant)
    try await host.perform(script: script)
    return host
  }

  private func expectMatchesReferenceAfterEveryStep(_ script: String) async throws {
    let divergence = try await AppHost(chapter: PassthroughSubjectSyncApp.self).firstDivergence(
      running: script)
    #expect(divergence == nil, "\(divergence ?? "")")
  }
}
