import ChapterKit
import ChapterTestSupport
import HeadlessUIKit
import ScenarioLanguage
import Testing
import TodoModel

@testable import NotificationCenterSync

/// Each broken variant goes wrong in the way the chapter doc says it does.
@MainActor
struct PitfallTests {
  // MARK: - view-only-patch

  @Test func aViewOnlyPatchLooksRightUntilTheListScrolls() async throws {
    let host = try await launch(
      ViewOnlyPatchApp.thisVariant,
      after: "open t3\nfavorite\nrename Call the surgery\nback")
    #expect(
      host.row("t3", inScene: 1) == Todo(id: "t3", title: "Call the surgery", isFavorite: true))
    try await host.perform(script: "scroll")
    #expect(host.row("t3", inScene: 1) == Todo(id: "t3", title: "Call the dentist"))
    #expect(host.repository.todo(withID: "t3")?.title == "Call the surgery")
  }

  @Test func aViewOnlyPatchIsUndoneByANewSceneToo() async throws {
    // A new scene loads fresh, so it is right; the old scene's list reverts on its next scroll.
    let host = try await launch(
      ViewOnlyPatchApp.thisVariant,
      after: "open t3\nrename Call the surgery\nback\nscene 2")
    #expect(host.row("t3", inScene: 2)?.title == "Call the surgery")
    try await host.perform(script: "scene 1\nscroll")
    #expect(host.row("t3", inScene: 1)?.title == "Call the dentist")
  }

  // MARK: - observer-leak

  @Test func aLeakedObserverDeliversOneChangeOncePerAppearance() async throws {
    let host = try await launch(
      ObserverLeakApp.thisVariant,
      after: "open t3\nback\nopen t3\nback\nopen t3\nback\nopen t3")
    let table = host.activeScene.list.tableView
    table.resetRenderCounts()
    try await host.perform(script: "rename Call the surgery")
    // Four appearances (the first and three returns), four observers: the row renders four times.
    #expect(table.renderLog == ["t3", "t3", "t3", "t3"])
  }

  @Test func aLeakedObserverAddsANewRowOncePerAppearance() async throws {
    let host = try await launch(
      ObserverLeakApp.thisVariant,
      after: "open t3\nback\nopen t4\nback\nadd Buy oat milk")
    let rows = host.activeScene.list.tableView.rows
    #expect(rows.prefix(3).allSatisfy { $0.id == "t21" })
    #expect(rows.count == 23)
  }

  @Test func aLeakedObserverKeepsAClosedScenesListAlive() async throws {
    let host = try await launch(
      ObserverLeakApp.thisVariant, after: "scene 2\nopen t3\nback")
    weak let list = host.scenes[2]?.list.lifetimeObject
    host.closeScene(2)
    #expect(list != nil)  // The notification center holds the block, and the block holds the list.
    // The correct variant lets it go.
    let correct = try await launch(after: "scene 2\nopen t3\nback")
    weak let correctList = correct.scenes[2]?.list.lifetimeObject
    correct.closeScene(2)
    #expect(correctList == nil)
  }

  // MARK: - posted-before-save

  @Test func postingBeforeSavingLeavesEveryListOneEditBehind() async throws {
    let host = try await launch(
      PostedBeforeSaveApp.thisVariant, after: "open t3\nfavorite")
    let detail = { host.activeScene.navigation.detailOnTop?.detailView.content }
    #expect(host.row("t3", inScene: 1) == Todo(id: "t3", title: "Call the dentist"))
    #expect(detail() == Todo(id: "t3", title: "Call the dentist"))
    try await host.perform(script: "rename Call the surgery")
    // The rename's notification arrives, and everyone re-reads: they find the star, not the title.
    // The detail's field keeps what was typed: it was still being edited when the news came.
    #expect(
      host.row("t3", inScene: 1) == Todo(id: "t3", title: "Call the dentist", isFavorite: true))
    #expect(detail() == Todo(id: "t3", title: "Call the surgery", isFavorite: true))
    #expect(
      host.repository.todo(withID: "t3")
        == Todo(id: "t3", title: "Call the surgery", isFavorite: true))
  }

  // MARK: - double-write

  @Test func aSecondWriteOfALateAnnouncementUndoesTheRenameMadeSince() async throws {
    let host = try await launch(
      DoubleWriteApp.thisVariant, after: "open t3\nremote late favorite t3")
    try await host.perform(script: "rename Call the surgery")
    // The announcement carried the todo as the server wrote it; the list saved it again.
    let undone = Todo(id: "t3", title: "Call the dentist", isFavorite: true)
    #expect(host.repository.todo(withID: "t3") == undone)
    #expect(host.row("t3", inScene: 1) == undone)
    #expect(host.lostEdit?.contains("“Call the surgery” was lost") == true)
    // The correct list reads the data source and writes nothing: the rename stays.
    let correct = try await launch(
      after: "open t3\nremote late favorite t3\nrename Call the surgery")
    #expect(correct.repository.todo(withID: "t3")?.title == "Call the surgery")
    #expect(correct.lostEdit == nil)
  }

  @Test func aSecondWriteCostsNothingVisibleWhenNothingIsLate() async throws {
    // Without a late announcement the list writes what the detail wrote: the bug hides.
    let host = try await launch(
      DoubleWriteApp.thisVariant, after: "open t3\nfavorite\nrename Call the surgery\nback")
    #expect(host.problemsOnScreen().isEmpty)
    #expect(host.repository.todo(withID: "t3")?.title == "Call the surgery")
  }

  // MARK: - reload-data

  @Test func reloadDataRendersEveryRowOfEveryListForOneRename() async throws {
    let host = try await launch(ReloadDataApp.thisVariant, after: "scene 2\nscene 1\nopen t3")
    let tables = [1, 2].compactMap { host.scenes[$0]?.list.tableView }
    let serials = tables.map { $0.cells.map(\.serial) }
    for table in tables { table.resetRenderCounts() }
    try await host.perform(script: "rename Call the surgery")
    for (table, oldSerials) in zip(tables, serials) {
      #expect(table.renderLog.count == 20)
      #expect(table.cells.map(\.serial).allSatisfy { !oldSerials.contains($0) })
    }
    #expect(host.row("t3", inScene: 1)?.title == "Call the surgery")
    #expect(host.row("t3", inScene: 2)?.title == "Call the surgery")
  }

  @Test func theCorrectListRendersOneRowPerListForOneRename() async throws {
    let host = try await launch(after: "scene 2\nscene 1\nopen t3")
    let tables = [1, 2].compactMap { host.scenes[$0]?.list.tableView }
    for table in tables { table.resetRenderCounts() }
    try await host.perform(script: "rename Call the surgery")
    for table in tables { #expect(table.renderLog == ["t3"]) }
  }

  // MARK: - Helpers

  private func launch(
    _ variant: ChapterVariant = NotificationCenterSyncApp.thisVariant, after script: String = ""
  ) async throws -> AppHost {
    try await AppHost.launch(variant, after: script)
  }

}
