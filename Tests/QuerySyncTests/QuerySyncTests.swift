import ChapterKit
import ChapterTestSupport
import HeadlessSwiftUI
import Testing
import TodoModel

@testable import QuerySync

/// What is specific to the query: a push saved by the model actor reaches every window.
@MainActor
struct QuerySyncTests {
  @Test func aPushSavedByTheImporterReachesEveryWindowAndTheOpenDetail() async throws {
    let host = try await AppHost.launch(
      QuerySyncApp.thisVariant, after: "open t3\nscene 2\nremote rename t3 Call the surgery")
    #expect(host.row("t3", inScene: 1)?.title == "Call the surgery")
    #expect(host.row("t3", inScene: 2)?.title == "Call the surgery")
  }
}

/// The search alternative: a query built again from the text in a child's initializer.
@MainActor
struct QuerySyncSearchTests {
  @Test func aSearchFiltersTheListAndTheNewQueryStaysLive() async throws {
    let host = try await AppHost.launch(
      try #require(QuerySyncApp.variant(named: "search-in-child-query")), after: "")
    let app = try #require(host.app as? QuerySyncApp)
    let search = try #require(
      app.runningApp.graph.nodes(of: TextField.self).first {
        ($0.view as? TextField)?.title == "Search"
      })
    search.typeText("dent")
    await host.settle()
    #expect(host.row("t3", inScene: 1)?.title == "Call the dentist")
    #expect(host.row("t1", inScene: 1) == nil)
    // A todo renamed to match comes in; one renamed not to match goes.
    try await host.perform(script: "remote rename t4 Pay the dentist\nremote rename t3 Call Sam")
    #expect(host.row("t4", inScene: 1)?.title == "Pay the dentist")
    #expect(host.row("t3", inScene: 1) == nil)
  }
}

/// Each mistake shows its symptom.
@MainActor
struct QuerySyncPitfallTests {
  private func launch(_ name: String, after script: String) async throws -> AppHost {
    try await AppHost.launch(try #require(QuerySyncApp.variant(named: name)), after: script)
  }

  @Test func aListOfAViewModelsFetchMissesATodoAddedInAnotherWindowButShowsARename() async throws {
    let host = try await launch(
      "fetch-in-view-model",
      after: "scene 2\nadd Buy oat milk\nopen t3\nrename Call the surgery\nscene 1")
    #expect(host.row("t21", inScene: 1) == nil)
    #expect(host.row("t3", inScene: 1)?.title == "Call the surgery")
  }

  @Test func anEditInAContextThatNeverSavesReachesNoList() async throws {
    let host = try await launch("second-context", after: "open t3\nrename Call the surgery")
    #expect(host.row("t3", inScene: 1)?.title == "Call the dentist")
    #expect(host.repository.todo(withID: "t3")?.title == "Call the surgery")
  }

  @Test func aDetailHoldingItsModelStaysOpenAfterTheTodoIsDeletedElsewhere() async throws {
    let host = try await launch(
      "model-held-after-delete", after: "open t3\nscene 2\nopen t3\nscene 1\ndelete")
    #expect(host.row("t3", inScene: 1) == nil)
    #expect(host.repository.todo(withID: "t3") == nil)
    #expect(host.detail(inScene: 2)?.title == "Call the dentist")
    // Going back and opening another todo works as before: only the deleted one stays open.
    try await host.perform(script: "scene 2\nremote delete t4\nback\nopen t5")
    #expect(host.detail(inScene: 2)?.title == "Pick up dry cleaning")
  }

  @Test func aDetailEditingACopyMissesAPushAndItsSaveWritesTheOldValueBack() async throws {
    let host = try await launch(
      "value-copy", after: "open t4\nremote rename t4 Pay the electricity bill online\nfavorite")
    #expect(host.row("t4", inScene: 1)?.title == "Pay the electricity bill")
    #expect(host.repository.todo(withID: "t4")?.title == "Pay the electricity bill")
  }

  @Test func aFieldBoundToTheModelShowsTypingInTheListAndLosesItToAPush() async throws {
    let host = try await launch(
      "field-bound-to-model", after: "open t3\ntype Call the dentist about the crown")
    #expect(host.row("t3", inScene: 1)?.title == "Call the dentist about the crown")
    #expect(host.repository.todo(withID: "t3")?.title == "Call the dentist")
    try await host.perform(script: "remote favorite t3\nsubmit")
    #expect(host.detail(inScene: 1)?.title == "Call the dentist")
    #expect(host.repository.todo(withID: "t3")?.title == "Call the dentist")
  }
}
