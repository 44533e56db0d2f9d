import ChapterKit
import ChapterTestSupport
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
