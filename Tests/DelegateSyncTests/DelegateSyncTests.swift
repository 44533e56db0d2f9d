import ChapterKit
import ChapterTestSupport
import HeadlessUIKit
import ScenarioLanguage
import Testing
import TodoModel

@testable import DelegateSync

/// The correct app: one store, every screen a weak delegate of it, every change told once.
@MainActor
struct DelegateSyncTests {
  // MARK: - The store's list of weak delegates

  @Test func aClosedScenesScreensDropOutWithoutBeingRemoved() async throws {
    let host = try await launch(after: "scene 2\nopen t3")
    weak let list = host.scenes[2]?.list.lifetimeObject
    weak let detail = host.scenes[2]?.navigation.detailOnTop?.lifetimeObject
    try await host.perform(script: "close 2")
    #expect(list == nil)
    #expect(detail == nil)
    #expect(host.liveListenerCount == 1)
  }

  // MARK: - single-delegate

  @Test func aSingleDelegateReachesTheOpenerOnly() async throws {
    let host = try await launch(SingleDelegateApp.thisVariant, after: "scene 2\nopen t3")
    try await host.perform(script: "rename Call the surgery")
    #expect(host.row("t3", inScene: 2)?.title == "Call the surgery")  // The opener heard.
    #expect(host.row("t3", inScene: 1)?.title == "Call the dentist")  // Scene 1 did not.
    try await host.perform(script: "remote rename t3 From the server")
    // The server's change reaches nobody: not the lists, not the open detail.
    #expect(host.row("t3", inScene: 2)?.title == "Call the surgery")
    #expect(host.detail(inScene: 2)?.title == "Call the surgery")
    #expect(host.liveListenerCount == 0)  // The app's store has no delegate at all.
  }

  // MARK: - strong-delegate

  @Test func aStrongDelegateKeepsEveryScreenItWasToldAbout() async throws {
    let host = try await launch(StrongDelegateApp.thisVariant)
    for id in ["t1", "t2", "t3", "t4", "t5"] { try await host.perform(script: "open \(id)\nback") }
    #expect(host.liveListenerCount == 6)  // The list and five popped details.
    try await host.perform(script: "scene 2\nclose 2")
    #expect(host.liveListenerCount == 7)
    #expect(host.closedScreensStillAlive == 6)  // Five popped details and a closed list.
    let notes = host.takeStepNotes()
    #expect(notes.contains("scene 1's popped detail t1 is still alive"))
    #expect(notes.contains("closed scene 2's list is still alive"))
  }

  // MARK: - closure-captures-self

  @Test func aClosureThatCapturesSelfKeepsAClosedScenesListRendering() async throws {
    let host = try await launch(ClosureCapturesSelfApp.thisVariant, after: "scene 2")
    weak let list = host.scenes[2]?.list.lifetimeObject
    let table = try #require(host.scenes[2]?.list.tableView)
    try await host.perform(script: "close 2\nopen t4\nrename Pay the gas bill")
    #expect(list != nil)
    #expect(table.renderLog == ["t4"])
    #expect(host.row("t4", inScene: 1)?.title == "Pay the gas bill")
  }

  // MARK: - Helpers

  private func launch(
    _ variant: ChapterVariant = DelegateSyncApp.thisVariant, after script: String = ""
  ) async throws -> AppHost {
    try await AppHost.launch(variant, after: script)
  }
}
