import ChapterKit
import ChapterTestSupport
import HeadlessSwiftUI
import HeadlessUIKit
import ScenarioLanguage
import Testing
import TodoModel

@testable import SharedObjectSync

/// Each variant that is not the default goes wrong, or costs more, in the way the chapter doc
/// says it does.
@MainActor
struct PitfallTests {
  // MARK: - store-recreated

  @Test func aControllerMadeInTheAppsBodyGivesEachWindowItsOwnAndAnEditReachesOneWindow()
    async throws
  {
    let host = try await launch(
      StoreRecreatedApp.thisVariant,
      after: "open t3\nscene 2\nopen t3\nrename Call the surgery")
    #expect(host.row("t3", inScene: 2)?.title == "Call the surgery")
    #expect(host.row("t3", inScene: 1)?.title == "Call the dentist")
    #expect(host.detail(inScene: 1)?.title == "Call the dentist")
    let graph = try graph(of: host)
    let controllers = graph.nodes(of: TodoListView.self).compactMap {
      $0.environment.object(of: TodoController.self)
    }
    #expect(controllers.count == 2)
    #expect(Set(controllers.map(ObjectIdentifier.init)).count == 2)
    // Neither is the controller the launcher made, which gets the server's changes.
    let app = try #require(host.app as? SharedObjectSyncApp)
    #expect(!controllers.contains { $0 === app.controller })
  }

  @Test func aServerChangeReachesTheDataSourceButNoWindow() async throws {
    let host = try await launch(StoreRecreatedApp.thisVariant, after: "open t3")
    try await host.perform(script: "remote rename t3 Call the surgery")
    #expect(host.repository.todo(withID: "t3")?.title == "Call the surgery")
    #expect(host.row("t3", inScene: 1)?.title == "Call the dentist")
    #expect(host.detail(inScene: 1)?.title == "Call the dentist")
  }

  // MARK: - detail-owns-copy

  @Test func aDetailThatOwnsACopyMissesAnEditFromAnotherWindow() async throws {
    let host = try await launch(
      DetailOwnsCopyApp.thisVariant,
      after: "open t3\nscene 2\nopen t3\nrename Call the surgery")
    #expect(host.row("t3", inScene: 1)?.title == "Call the surgery")
    #expect(host.detail(inScene: 1)?.title == "Call the dentist")
  }

  @Test func aDetailThatOwnsACopyWritesItsOldCopyOverAServerChange() async throws {
    let host = try await launch(DetailOwnsCopyApp.thisVariant, after: "open t2")
    try await host.perform(script: "remote rename t2 Renew passport online")
    #expect(host.detail(inScene: 1)?.title == "Renew passport")
    try await host.perform(script: "favorite")
    // The star was the only edit, but the whole copy was saved: the server's title is gone.
    #expect(
      host.repository.todo(withID: "t2")
        == Todo(id: "t2", title: "Renew passport", isFavorite: true))
  }

  // MARK: - array-of-values

  @Test func aRenameInAnArrayOfValuesRunsEveryWindowsListBody() async throws {
    let host = try await launch(
      ArrayOfValuesApp.thisVariant, after: "scene 2\nscene 1\nopen t3")
    let graph = try graph(of: host)
    _ = graph.takeBodyLog()
    try await host.perform(script: "rename Call the surgery")
    let log = graph.takeBodyLog()
    // Both lists ran their bodies over all twenty todos; only the renamed row's body ran again.
    #expect(log.filter { $0 == "ValuesListView: @dependencies changed" }.count == 2)
    #expect(
      log.filter { $0.hasPrefix("ValueRow(") }
        == Array(repeating: "ValueRow(t3): its parent passed new values", count: 2))
    #expect(host.row("t3", inScene: 2)?.title == "Call the surgery")
  }

  @Test func aRenameOfAnObjectRunsNoListBody() async throws {
    let host = try await launch(after: "scene 2\nscene 1\nopen t3")
    let graph = try graph(of: host)
    _ = graph.takeBodyLog()
    try await host.perform(script: "rename Call the surgery")
    let log = graph.takeBodyLog()
    #expect(!log.contains { $0.hasPrefix("TodoListView") })
    #expect(log.contains { $0.hasPrefix("TodoRow(") })
  }

  // MARK: - foreach-id-self

  @Test func aRenameReplacesTheRowWithANewOneInsteadOfUpdatingIt() async throws {
    let host = try await launch(ForEachIDSelfApp.thisVariant, after: "open t3")
    let table = host.activeScene.list.tableView
    let row = try #require(table.row(showing: "t3"))
    let cell = table.cells[row].serial
    let graph = try graph(of: host)
    _ = graph.takeBodyLog()
    try await host.perform(script: "rename Call the surgery")
    #expect(table.cells[row].serial != cell)
    #expect(host.row("t3", inScene: 1)?.title == "Call the surgery")
    let log = graph.takeBodyLog()
    #expect(log.first == "ValueListView: @dependencies changed")
    #expect(log.contains("ValueRow(t3 “Call the surgery”): @self appeared"))
  }

  @Test func theCorrectListUpdatesTheRowInItsCell() async throws {
    let host = try await launch(after: "open t3")
    let table = host.activeScene.list.tableView
    let row = try #require(table.row(showing: "t3"))
    let cell = table.cells[row].serial
    try await host.perform(script: "rename Call the surgery")
    #expect(table.cells[row].serial == cell)
  }

  // MARK: - binding-by-index

  @Test func aDeleteBeforeTheOpenTodoMovesTheNextTodoUnderTheDetail() async throws {
    let host = try await launch(BindingByIndexApp.thisVariant, after: "open t4")
    try await host.perform(script: "remote delete t2")
    #expect(host.detail(inScene: 1)?.id == "t4")  // the screen opened for t4…
    #expect(host.detail(inScene: 1)?.title == "Pick up dry cleaning")  // …shows t5
    try await host.perform(script: "rename Pick up the suit")
    #expect(host.repository.todo(withID: "t5")?.title == "Pick up the suit")
    #expect(host.repository.todo(withID: "t4")?.title == "Pay the electricity bill")
  }

  @Test func aPositionThatIsGoneIsReportedAsSwiftUIWouldStopTheAppAndNothingCrashes() async throws {
    let host = try await launch(BindingByIndexApp.thisVariant, after: "open t20")
    let graph = try graph(of: host)
    try await host.perform(script: "remote delete t20\ndump")
    let issues = graph.takeRuntimeIssues()
    #expect(!issues.isEmpty)
    #expect(issues.allSatisfy { $0.hasPrefix("Fatal error: Index out of range") })
    #expect(host.repository.allTodos().count == 19)
  }

  // MARK: - tracks-once

  @Test func aListThatTracksOnceShowsOnlyTheFirstEditOfACell() async throws {
    let host = try await launch(TracksOnceApp.thisVariant, after: "open t3\nfavorite")
    #expect(
      host.row("t3", inScene: 1) == Todo(id: "t3", title: "Call the dentist", isFavorite: true))
    let table = host.activeScene.list.tableView
    table.resetRenderCounts()
    try await host.perform(script: "rename Call the surgery")
    #expect(table.renderLog.isEmpty)
    #expect(host.row("t3", inScene: 1)?.title == "Call the dentist")
    // The detail tracks correctly, so the two screens now disagree.
    #expect(host.detail(inScene: 1)?.title == "Call the surgery")
  }

  @Test func aListThatTracksOnceStillTracksCellsThatNeverChanged() async throws {
    let host = try await launch(
      TracksOnceApp.thisVariant, after: "open t3\nfavorite\nback\nopen t4\nfavorite")
    #expect(host.row("t4", inScene: 1)?.isFavorite == false)  // t4 starts as a favorite.
  }

  // MARK: - Helpers

  private func graph(of host: AppHost) throws -> ViewGraph {
    try #require(host.app as? SharedObjectSyncApp).runningApp.graph
  }

  private func launch(_ variant: ChapterVariant, after script: String = "") async throws -> AppHost
  {
    try await AppHost.launch(variant, after: script)
  }

  private func launch(after script: String) async throws -> AppHost {
    try await AppHost.launch(SharedObjectSyncApp.thisVariant, after: script)
  }
}
