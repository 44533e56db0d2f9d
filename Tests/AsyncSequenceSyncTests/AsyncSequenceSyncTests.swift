import ChapterKit
import ChapterTestSupport
import HeadlessUIKit
import ScenarioLanguage
import Testing
import TodoModel

@testable import AsyncSequenceSync

/// The correct app: a stream per screen, read in a loop that ends with the screen.
@MainActor
struct AsyncSequenceSyncTests {
  // MARK: - One stream per screen, and its end

  @Test func everyScreenReadsAStreamOfItsOwnAndItsEndRemovesIt() async throws {
    let host = try await launch(after: "scene 2\nopen t3")
    #expect(host.liveListenerCount == 3)  // Two lists and scene 2's detail.
    try await host.perform(script: "back")
    #expect(host.liveListenerCount == 2)  // The popped detail's loop was cancelled.
    try await host.perform(script: "close 2")
    #expect(host.liveListenerCount == 1)
  }

  @Test func changesSentInOneTurnArriveInOrder() async throws {
    let host = try await launch(after: "scene 2")
    let library = try #require(host.environment[TodoLibrary.self])
    library.modify(id: "t3") { $0.title = "First" }
    library.modify(id: "t3") { $0.title = "Second" }
    library.add(title: "Third")
    await host.settle()
    for scene in [1, 2] {
      #expect(host.row("t3", inScene: scene)?.title == "Second")
      #expect(host.scenes[scene]?.list.tableView.rows.first?.title == "Third")
    }
  }

  // MARK: - observations (costly)

  @Test func observationsSendTheWholeArrayAndCoalesceEditsMadeInOneTurn() async throws {
    let host = try await launch(ObservationsApp.thisVariant)
    let library = try #require(host.environment[TodoLibrary.self])
    let list = try #require(
      host.activeScene.list.lifetimeObject as? CountingObservingListViewController)
    let before = list.valuesReceived
    library.modify(id: "t3") { $0.title = "First" }
    library.modify(id: "t4") { $0.title = "Second" }
    await host.settle()
    // Two edits in one turn, one value: the same screen, with one pass instead of two.
    #expect(list.valuesReceived - before == 1)
    #expect(host.row("t3", inScene: 1)?.title == "First")
    #expect(host.row("t4", inScene: 1)?.title == "Second")
  }

  // MARK: - shared-stream

  @Test func aSharedStreamSplitsTheChangesBetweenTheScreens() async throws {
    let host = try await launch(SharedStreamApp.thisVariant, after: "scene 2")
    try await host.perform(script: "open t3\nrename Call the surgery\nback\nopen t4\nfavorite")
    let truth = host.repository
    // Each change reached one loop only, so some screen missed each of them.
    let stale = [1, 2].flatMap { scene in
      ["t3", "t4"].filter { host.row($0, inScene: scene) != truth.todo(withID: $0) }
    }
    #expect(!stale.isEmpty)
  }

  @Test func aSharedStreamEndsForEveryoneWhenOneReaderIsCancelled() async throws {
    let host = try await launch(SharedStreamApp.thisVariant, after: "scene 2\nopen t3")
    #expect(host.liveListenerCount == 1)  // One stream, three readers.
    try await host.perform(script: "back")  // The detail's loop is cancelled…
    #expect(host.liveListenerCount == 0)  // …and the stream has ended for the lists too.
    try await host.perform(script: "remote rename t4 From the server")
    #expect(host.row("t4", inScene: 1)?.title == "Pay the electricity bill")
    #expect(host.row("t4", inScene: 2)?.title == "Pay the electricity bill")
  }

  // MARK: - task-never-cancelled

  @Test func aTaskNeverCancelledKeepsAClosedScenesListReading() async throws {
    let host = try await launch(TaskNeverCancelledApp.thisVariant, after: "scene 2")
    weak let list = host.scenes[2]?.list.lifetimeObject
    let table = try #require(host.scenes[2]?.list.tableView)
    try await host.perform(script: "close 2\nopen t4\nrename Pay the gas bill")
    #expect(list != nil)
    #expect(table.renderLog == ["t4"])
    #expect(host.liveListenerCount == 3)  // Two lists, one closed, and the open detail.
  }

  // MARK: - Helpers

  private func launch(
    _ variant: ChapterVariant = AsyncSequenceSyncApp.thisVariant, after script: String = ""
  ) async throws -> AppHost {
    try await AppHost.launch(variant, after: script)
  }
}
