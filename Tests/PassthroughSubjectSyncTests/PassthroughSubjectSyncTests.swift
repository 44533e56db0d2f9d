import ChapterKit
import ChapterTestSupport
import HeadlessUIKit
import ScenarioLanguage
import Testing
import TodoModel
import UIKitHosting

@testable import PassthroughSubjectSync

/// The correct app: one subject, every change sent once and heard by every screen.
@MainActor
struct PassthroughSubjectSyncTests {
  // MARK: - Lifetime

  @Test func subscriptionsEndWithTheirScreens() async throws {
    let host = try await launch(after: "scene 2\nscene 1")
    #expect(host.liveListenerCount == 2)  // One list view model per scene.
    var released: [() -> Bool] = []
    for round in 0..<50 {
      try await host.perform(
        script: round.isMultiple(of: 2) ? "open t\(round % 20 + 1)" : "link t2")
      #expect(host.liveListenerCount == 3)
      weak let detail = host.activeScene.navigation.detailOnTop?.lifetimeObject
      released.append { detail == nil }
      try await host.perform(script: "favorite\nback")
    }
    #expect(host.liveListenerCount == 2)
    #expect(released.allSatisfy { $0() })
  }

  @Test func closingASceneReleasesItsScreensAndEndsTheirSubscriptions() async throws {
    let host = try await launch(after: "scene 2\nopen t3")
    weak let list = host.scenes[2]?.list.lifetimeObject
    weak let viewModel = host.listController(inScene: 2)?.viewModel
    weak let detail = host.scenes[2]?.navigation.detailOnTop?.lifetimeObject
    #expect(host.liveListenerCount == 3)
    host.closeScene(2)
    #expect(list == nil)
    #expect(viewModel == nil)
    #expect(detail == nil)
    #expect(host.liveListenerCount == 1)
  }

  // MARK: - The broken variants

  @Test func aDroppedCancellableMeansTheListNeverHearsAnything() async throws {
    let host = try await launch(
      CancellableDroppedApp.thisVariant, after: "open t3\nrename Call the surgery")
    #expect(host.detail(inScene: 1)?.title == "Call the surgery")
    #expect(host.row("t3", inScene: 1)?.title == "Call the dentist")
    try await host.perform(script: "back\nadd Buy oat milk")
    #expect(host.row("t21", inScene: 1) == nil)
    #expect(host.liveListenerCount == 0)  // No list is subscribed; the detail that was is gone.
  }

  @Test func separateSubjectsMeanEverySendGoesNowhereElse() async throws {
    let host = try await launch(
      SeparateSubjectsApp.thisVariant,
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
      CompletedOnCloseApp.thisVariant, after: "open t3\nfavorite")
    #expect(host.row("t3", inScene: 1)?.isFavorite == true)  // Works until the first close…
    try await host.perform(script: "back\nopen t5\ndelete")
    // …after which nobody hears anything: the row stays and the detail of a deleted todo is open.
    #expect(host.row("t5", inScene: 1) != nil)
    #expect(host.detail(inScene: 1)?.id == "t5")
    #expect(host.liveListenerCount == 0)
  }

  @Test func assigningOnSelfKeepsAClosedScenesListAliveAndRenderingEveryChange() async throws {
    let host = try await launch(AssignOnSelfApp.thisVariant, after: "scene 2\nopen t3\nback")
    weak let list = host.scenes[2]?.list.lifetimeObject
    weak let viewModel = host.listController(inScene: 2)?.viewModel
    let table = try #require(host.scenes[2]?.list.tableView)
    #expect(host.liveListenerCount == 2)
    host.closeScene(2)
    // The subscription holds the view model, the view model holds the subscription.
    #expect(viewModel != nil)
    #expect(list != nil)
    #expect(host.liveListenerCount == 2)
    table.resetRenderCounts()
    try await host.perform(script: "open t4\nrename Pay the gas bill\nback\nadd Buy oat milk")
    #expect(table.renderLog == ["t4", "t21"])  // A list nobody can see, still rendering.
    #expect(host.row("t4", inScene: 1)?.title == "Pay the gas bill")
    // A scene opened again gets a new list, and closing it leaves one more behind.
    try await host.perform(script: "scene 2")
    #expect(host.liveListenerCount == 3)
    host.closeScene(2)
    #expect(host.liveListenerCount == 3)
  }

  // MARK: - Helpers

  /// How many screens are subscribed to the app's subject, as the chapter's probe counts them:

  private func launch(
    _ variant: ChapterVariant = PassthroughSubjectSyncApp.thisVariant, after script: String = ""
  ) async throws -> AppHost {
    try await AppHost.launch(variant, after: script)
  }
}

extension AppHost {
  /// The list view controller at the root of scene `number`'s window.
  fileprivate func listController(inScene number: Int) -> TodoListViewController? {
    (scenes[number]?.list as? UIKitListScreen)?.listController as? TodoListViewController
  }
}
