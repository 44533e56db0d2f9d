import ChapterKit
import ChapterTestSupport
import Foundation
import FoundationShims
import HeadlessUIKit
import ScenarioLanguage
import Testing
import TodoModel

@testable import NotificationCenterSync

/// The correct app: every change saved, posted, heard by every screen, rendered once.
@MainActor
struct NotificationCenterSyncTests {
  // MARK: - Exact renders

  @Test func eachListRendersEachChangeOnceHoweverOftenItAppeared() async throws {
    let host = try await launch(after: "open t3\nback\nopen t3\nback\nscene 2\nopen t3")
    let tables = [1, 2].compactMap { host.scenes[$0]?.list.tableView }
    for table in tables { table.resetRenderCounts() }
    try await host.perform(script: "rename Call the surgery")
    // A list told twice would render the row twice.
    for table in tables { #expect(table.renderLog == ["t3"]) }
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
    observation = nil
    center.post(.deleted("t2"))
    #expect(observation == nil)
    // The screen is still alive, so only a removed observer explains the missing delivery.
    #expect(screen.deleted == ["t1"])
  }

  @Test func afterFiftyDetailsTheLiveObserversAreBackWhereTheyStarted() async throws {
    let host = try await launch(after: "scene 2\nscene 1")
    let before = host.liveListenerCount
    #expect(before == 2)  // One list per scene.
    var details: [() -> Bool] = []
    for round in 0..<50 {
      try await host.perform(
        script: round.isMultiple(of: 2) ? "open t\(round % 20 + 1)" : "link t2")
      weak let detail = host.activeScene.navigation.detailOnTop?.lifetimeObject
      details.append { detail == nil }
      try await host.perform(script: "favorite\nback")
    }
    #expect(host.liveListenerCount == before)
    #expect(details.allSatisfy { $0() })
  }

  // MARK: - Helpers

  private func launch(
    _ variant: ChapterVariant = NotificationCenterSyncApp.thisVariant, after script: String = ""
  ) async throws -> AppHost {
    try await AppHost.launch(variant, after: script)
  }
}

/// A stand-in screen that records what it was told.
@MainActor
private final class CountingObserver: TodoChangeObserving {
  var deleted: [TodoID] = []
  func didUpdate(_ todo: Todo) {}
  func didDelete(_ id: TodoID) { deleted.append(id) }
}
