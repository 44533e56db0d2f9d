import ChapterCommandLine
import ChapterKit
import ChapterTestSupport
import HeadlessUIKit
import ScenarioLanguage
import Testing
import TodoModel

@testable import NoSync

@MainActor
struct NoSyncTests {
  private func host(_ variant: ChapterVariant = NoSyncApp.thisVariant, after script: String)
    async throws
    -> AppHost
  {
    let host = AppHost(chapter: NoSyncApp.self, variant: variant)
    for command in try Scenario(text: script).commands() { try await host.perform(command) }
    return host
  }

  private func row(_ host: AppHost, scene: Int, _ id: TodoID) -> Todo? {
    host.scenes[scene]?.list.tableView.rows.first { $0.id == id }
  }

  @Test func theListIsStaleAfterARenameInTheDetail() async throws {
    let host = try await host(after: "open t3\nrename Buy oat milk\nback")
    #expect(row(host, scene: 1, "t3")?.title == "Call the dentist")
    #expect(host.repository.todo(withID: "t3")?.title == "Buy oat milk")
  }

  @Test func theDetailShowsItsOwnEditAtOnce() async throws {
    let host = try await host(after: "open t3\nfavorite\nrename Buy oat milk")
    #expect(host.dump().scenes[0].detail == Todo(id: "t3", title: "Buy oat milk", isFavorite: true))
  }

  @Test func scrollingDoesNotHelpBecauseTheListsOwnCopyIsStale() async throws {
    let host = try await host(after: "open t3\nrename Buy oat milk\nback\nscroll")
    #expect(row(host, scene: 1, "t3")?.title == "Call the dentist")
  }

  @Test func aDeletedTodoStaysInTheList() async throws {
    let host = try await host(after: "open t5\ndelete")
    #expect(host.activeScene.navigation.detailOnTop == nil)
    #expect(row(host, scene: 1, "t5") != nil)
    #expect(!host.repository.contains("t5"))
  }

  @Test func theListsOwnAddAndRemoveDoShow() async throws {
    let host = try await host(after: "add Buy oat milk\nremove t2")
    let rows = host.activeScene.list.tableView.rows
    #expect(rows.first == Todo(id: "t21", title: "Buy oat milk"))
    #expect(!rows.contains { $0.id == "t2" })
  }

  @Test func refetchOnAppearFixesTheSingleSceneCase() async throws {
    let host = try await host(
      RefetchOnAppearApp.thisVariant, after: "open t3\nrename Buy oat milk\nback")
    #expect(row(host, scene: 1, "t3")?.title == "Buy oat milk")
  }

  @Test func refetchOnAppearReloadsEveryRowToShowOneChange() async throws {
    let host = try await host(RefetchOnAppearApp.thisVariant, after: "open t3\nrename Buy oat milk")
    let table = host.activeScene.list.tableView
    table.resetRenderCounts()
    try await host.perform(.back)
    #expect(table.renderLog.count == 20)
  }

  @Test func refetchOnAppearStaysStaleForAnEditInAnotherScene() async throws {
    let host = try await host(
      RefetchOnAppearApp.thisVariant, after: "scene 2\nopen t3\nrename Buy oat milk\nscene 1")
    #expect(row(host, scene: 1, "t3")?.title == "Call the dentist")
    #expect(host.dump().scenes[1].detail?.title == "Buy oat milk")
  }

  @Test func refetchOnAppearStaysStaleForARemoteChange() async throws {
    let host = try await host(RefetchOnAppearApp.thisVariant, after: "open t2")
    try await host.perform(.remote(.rename("t2", "Renew passport online")))
    #expect(host.dump().scenes[0].detail?.title == "Renew passport")
    #expect(row(host, scene: 1, "t2")?.title == "Renew passport")
  }

  @Test func poppedDetailsAreReleased() async throws {
    let host = try await host(after: "open t3")
    weak let detail = host.activeScene.navigation.detailOnTop?.lifetimeObject
    try await host.perform(.back)
    #expect(detail == nil)
  }

  @Test func thePlainScriptOfTheIssueShowsTheOldTitle() async {
    let recorder = OutputRecorder()
    let status = await ChapterRunner.run(
      NoSyncApp.self, arguments: ["--plain"],
      io: recorder.io(input: "open t3\nrename Buy oat milk\nback\ndump\n"))
    #expect(status == 0)
    #expect(recorder.output.contains("\nlist t3 0 Call the dentist\n"))
    let fixed = OutputRecorder()
    _ = await ChapterRunner.run(
      NoSyncApp.self, arguments: ["--plain", "--variant", "refetch-on-appear"],
      io: fixed.io(input: "open t3\nrename Buy oat milk\nback\ndump\n"))
    #expect(fixed.output.contains("\nlist t3 0 Buy oat milk\n"))
  }

  @Test func theTranscriptShowsTheStaleRowAfterTheRename() async {
    let recorder = OutputRecorder()
    let status = await ChapterRunner.run(
      NoSyncApp.self, arguments: ["--pretty", "--width", "200"], io: recorder.io())
    #expect(status == 0)
    let afterBack = recorder.output.components(separatedBy: "Step 4 · back")[1]
    #expect(afterBack.contains("t3   Call the dentist"))
    #expect(afterBack.contains("stale"))
    #expect(
      afterBack.contains(
        "✗ scene 1: row t3 shows 'Call the dentist' ☆, the data source says "
          + "'Call the dentist about the crown' ★"))
  }
}
