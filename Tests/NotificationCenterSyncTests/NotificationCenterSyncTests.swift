import Foundation
import ScreenKit
import Testing
import TodoModel

@testable import NotificationCenterSync

/// The correct app: every change saved, posted, heard by every screen, rendered once.
@MainActor
struct NotificationCenterSyncTests {
  // MARK: - The outcomes of the scenario language

  @Test func theStoryMatchesTheReferenceModelAfterEveryStep() async throws {
    let host = AppHost(chapter: NotificationCenterSyncApp.self)
    var reference = ReferenceModel()
    for step in CanonicalStory.steps {
      try await host.perform(step.command)
      try reference.apply(step.command)
      let diff = host.dump().lineDiff(expected: reference.dump())
      #expect(diff.isEmpty, "after \(step.command.text):\n\(diff)")
    }
  }

  @Test func everyCommandInOneSceneMatchesTheReferenceModel() async throws {
    try await expectMatchesReferenceAfterEveryStep(
      CanonicalStory.everyCommand)
  }

  @Test func renameInDetailShowsInEveryScene() async throws {
    let host = try await launch(after: threeScenesShowingT3 + "\nscene 2\nrename Call the surgery")
    for number in 1...3 {
      #expect(host.row("t3", inScene: number)?.title == "Call the surgery")
      #expect(
        host.scenes[number]?.navigation.detailOnTop?.detailView.content?.title == "Call the surgery"
      )
    }
    try await expectMatchesReferenceAfterEveryStep(
      threeScenesShowingT3 + "\nscene 2\nrename Call the surgery\nfavorite\nscene 1\ndelete")
  }

  @Test func deleteInOneSceneClosesTheDetailInEveryScene() async throws {
    let host = try await launch(after: threeScenesShowingT3 + "\ndelete")
    for number in 1...3 {
      #expect(host.scenes[number]?.navigation.detailOnTop == nil)
      #expect(host.row("t3", inScene: number) == nil)
    }
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

  @Test func eachListHearsEachChangeOnce() async throws {
    let host = try await launch(after: "open t3\nback\nopen t3\nback\nscene 2\nopen t3")
    let lists = try [1, 2].map { try #require(host.scenes[$0]?.list as? TodoListScreen) }
    let before = lists.map(\.changesReceived)
    try await host.perform(script: "rename Call the surgery")
    #expect(lists.map(\.changesReceived) == before.map { $0 + 1 })
  }

  // MARK: - Threads

  @Test func postsFromManyBackgroundTasksAtOnceAreDeliveredOnTheMainActor() async throws {
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
    host.app.remoteChangeDidArrive(change)  // A snapshot with the old title, posted late.
    await host.settle()
    let expected = Todo(id: "t3", title: "Call the surgery", isFavorite: true)
    #expect(host.row("t3", inScene: 1) == expected)
    #expect(host.activeScene.navigation.detailOnTop?.detailView.content == expected)
  }

  // MARK: - The typed payload

  @Test(arguments: [
    TodoChange.added(Todo(id: "t21", title: "Buy oat milk")),
    .updated(Todo(id: "t3", title: "Call the dentist", isFavorite: true)),
    .deleted("t5"),
  ])
  func aPostedChangeDecodesToTheSameChange(change: TodoChange) {
    let center = NotificationCenter()
    var received: [TodoChange] = []
    let token = center.addObserver(forName: .todoDidChange, object: nil, queue: nil) {
      if let change = $0.todoChange { MainActor.assumeIsolated { received.append(change) } }
    }
    center.post(change)
    center.removeObserver(token)
    #expect(received == [change])
  }

  @Test func otherNotificationsCarryNoChange() {
    #expect(Notification(name: Notification.Name("Other")).todoChange == nil)
    #expect(Notification(name: .todoDidChange).todoChange == nil)
  }

  // MARK: - Lifetime

  @Test func anObserverIsRemovedWhenItsObservationIsReleased() {
    let center = TodoChangeCenter(notificationCenter: NotificationCenter())
    let screen = CountingObserver()
    var observation: TodoChangeObservation? = center.addObserver(screen)
    center.post(.deleted("t1"))
    #expect(center.liveObserverCount == 1)
    observation = nil
    center.post(.deleted("t2"))
    #expect(observation == nil)
    #expect(center.liveObserverCount == 0)
    #expect(screen.deleted == ["t1"])
  }

  @Test func afterFiftyDetailsTheLiveObserversAreBackWhereTheyStarted() async throws {
    let host = try await launch(after: "scene 2\nscene 1")
    let center = try #require(host.environment[TodoChangeCenter.self])
    let before = center.liveObserverCount
    #expect(before == 2)  // One list per scene.
    var details: [() -> Bool] = []
    for round in 0..<50 {
      try await host.perform(
        script: round.isMultiple(of: 2) ? "open t\(round % 20 + 1)" : "link t2")
      weak let detail = host.activeScene.navigation.detailOnTop
      details.append { detail == nil }
      try await host.perform(script: "favorite\nback")
    }
    #expect(center.liveObserverCount == before)
    #expect(details.allSatisfy { $0() })
  }

  @Test func closedScenesReleaseTheirScreensAndTheirObservers() async throws {
    let host = try await launch(after: "scene 2\nopen t3")
    let center = try #require(host.environment[TodoChangeCenter.self])
    weak let list = host.scenes[2]?.list
    weak let detail = host.scenes[2]?.navigation.detailOnTop
    #expect(center.liveObserverCount == 3)
    host.closeScene(2)
    #expect(list == nil)
    #expect(detail == nil)
    #expect(center.liveObserverCount == 1)
  }

  // MARK: - Helpers

  private let threeScenesShowingT3 = "open t3\nscene 2\nopen t3\nscene 3\nlink t3"

  private func launch(
    _ variant: ChapterVariant = NotificationCenterSyncApp.broadcast, after script: String = ""
  ) async throws -> AppHost {
    let host = AppHost(chapter: NotificationCenterSyncApp.self, variant: variant)
    try await host.perform(script: script)
    return host
  }

  private func expectMatchesReferenceAfterEveryStep(_ script: String) async throws {
    let divergence = try await AppHost(chapter: NotificationCenterSyncApp.self).firstDivergence(
      running: script)
    #expect(divergence == nil, "\(divergence ?? "")")
  }
}

/// A stand-in screen that records what it was told.
@MainActor
private final class CountingObserver: TodoChangeObserving {
  var deleted: [TodoID] = []
  func didUpdate(_ todo: Todo) {}
  func didDelete(_ id: TodoID) { deleted.append(id) }
}
