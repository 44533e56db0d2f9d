import ChapterBenchmark
import ChapterCommandLine
import ChapterKit
import ChapterTestSupport
import HeadlessUIKit
import ScenarioLanguage
import Testing
import TodoModel
import UIKitHosting

@testable import DiffableSnapshotSync

/// The chapter's mechanism: what each variant does to the table, and what the transcript says.
@MainActor
struct DiffableSnapshotSyncTests {
  // MARK: - What each variant does to the table

  @Test func reconfigureRendersOneCellPerListAndKeepsTheCell() async throws {
    let host = try await launch(after: "open t3\nscene 2\nopen t3")
    let tables = [1, 2].compactMap { host.scenes[$0]?.list.tableView }
    let serials = tables.map { $0.cells[2].serial }
    for table in tables { table.resetRenderCounts() }
    try await host.perform(script: "rename Call the surgery")
    for table in tables { #expect(table.renderLog == ["t3"]) }
    #expect(tables.map { $0.cells[2].serial } == serials)
    #expect(updates(host, scene: 1) == [.reconfigure("t3")])
  }

  @Test func applyingTheWholeListDiffsEveryItemToReconfigureOne() async throws {
    let host = try await launch(ApplyWholeListApp.thisVariant, after: "open t3\nscene 2\nopen t3")
    let tables = [1, 2].compactMap { host.scenes[$0]?.list.tableView }
    for table in tables { table.resetRenderCounts() }
    try await host.perform(script: "rename Call the surgery")
    // The same outcome as the correct list: one cell per list, reconfigured in place…
    for table in tables { #expect(table.renderLog == ["t3"]) }
    #expect(updates(host, scene: 1) == [.reconfigure("t3")])
    // …after a diff of both whole lists, where the correct list runs none.
    let list = try #require(controller(host, scene: 1) as TodoListViewController?)
    #expect(list.dataSource.lastDiffedItemCount == 2 * 20)
    let correct = try await launch(after: "open t3\nrename Call the surgery")
    let correctList = try #require(controller(correct, scene: 1) as TodoListViewController?)
    #expect(correctList.dataSource.lastDiffedItemCount == 0)
  }

  @Test func idOnlyEqualityFindsNothingToUpdateAndTheCellStaysStale() async throws {
    let host = try await launch(
      IDOnlyEqualityApp.thisVariant, after: "open t3\nrename Call the surgery")
    #expect(host.activeScene.list.tableView.rows[2].title == "Call the dentist")
    let list = try #require(controller(host, scene: 1) as ItemListViewController<IDOnlyRow>?)
    #expect(list.dataSource.lastAppliedUpdates.isEmpty)
    // The data source holds the new snapshot, so the next render from it shows the new title.
    try await host.perform(script: "back\nscroll")
    #expect(host.row("t3", inScene: 1)?.title == "Call the surgery")
  }

  @Test func reloadingANewValueRendersTheOldOneBecauseTheSnapshotKeepsItsItem() async throws {
    let host = try await launch(ReloadNewValueApp.thisVariant, after: "open t3")
    let table = host.activeScene.list.tableView
    let serial = table.cells[2].serial
    table.resetRenderCounts()
    try await host.perform(script: "rename Call the surgery")
    // The reload happened: a new cell, rendered once…
    #expect(table.renderLog == ["t3"])
    #expect(table.cells[2].serial != serial)
    // …from the item the snapshot already had, so it shows the old title.
    #expect(table.rows[2].title == "Call the dentist")
    let list = try #require(controller(host, scene: 1) as NewValueReloadingListViewController?)
    #expect(
      list.dataSource.itemIdentifier(for: IndexPath(row: 2, section: 0))?.title
        == "Call the dentist")
    #expect(host.repository.todo(withID: "t3")?.title == "Call the surgery")
  }

  @Test func fullValueHashableDeletesAndInsertsANewCell() async throws {
    let host = try await launch(FullValueHashableApp.thisVariant, after: "open t3")
    let table = host.activeScene.list.tableView
    let serial = table.cells[2].serial
    try await host.perform(script: "rename Call the surgery")
    let list = try #require(controller(host, scene: 1) as ItemListViewController<TodoRow>?)
    #expect(
      list.dataSource.lastAppliedUpdates == [
        .delete(TodoRow(Todo(id: "t3", title: "Call the dentist"))),
        .insert(TodoRow(Todo(id: "t3", title: "Call the surgery"))),
      ])
    #expect(table.rows[2].title == "Call the surgery")
    #expect(table.cells[2].serial != serial)  // A new cell: whatever the old one held is gone.
  }

  @Test func idsAndStoreReloadsANewCell() async throws {
    let host = try await launch(IDsAndStoreApp.thisVariant, after: "open t3")
    let table = host.activeScene.list.tableView
    let serial = table.cells[2].serial
    table.resetRenderCounts()
    try await host.perform(script: "rename Call the surgery")
    #expect(updates(host, scene: 1) == [.reload("t3")])
    #expect(table.renderLog == ["t3"])
    #expect(table.cells[2].serial != serial)
  }

  @Test func referenceInfoChangesTheObjectInPlaceAndReloads() async throws {
    let host = try await launch(ReferenceInfoApp.thisVariant, after: "open t3")
    let list = try #require(controller(host, scene: 1) as ReferenceInfoListViewController?)
    let before = try #require(list.dataSource.itemIdentifier(for: IndexPath(row: 2, section: 0)))
    try await host.perform(script: "rename Call the surgery")
    let after = try #require(list.dataSource.itemIdentifier(for: IndexPath(row: 2, section: 0)))
    #expect(after.info === before.info)  // The same object, changed in place.
    #expect(before.info.title == "Call the surgery")
    #expect(list.dataSource.lastAppliedUpdates.count == 1)
    if case .reload(let row) = list.dataSource.lastAppliedUpdates.first {
      #expect(row.id == "t3")
    } else {
      Issue.record("expected a reload, got \(list.dataSource.lastAppliedUpdates)")
    }
    #expect(host.row("t3", inScene: 1)?.title == "Call the surgery")
  }

  @Test(arguments: DiffableSnapshotSyncApp.variants)
  func addsAndDeletesAreOneInsertAndOneDeleteForEveryVariant(variant: ChapterVariant) async throws {
    let host = try await launch(variant)
    let table = host.activeScene.list.tableView
    table.resetRenderCounts()
    try await host.perform(script: "add Buy oat milk")
    #expect(table.renderLog == ["t21"])
    table.resetRenderCounts()
    try await host.perform(script: "remove t4")
    #expect(table.renderLog.isEmpty)
    #expect(host.takeStepNotes() == ["scene 1: insert t21", "scene 1: delete t4"])
  }

  @Test func theTranscriptNamesWhatEachDataSourceDid() async {
    let recorder = OutputRecorder()
    _ = await ChapterRunner.run(
      DiffableSnapshotSyncApp.self, arguments: ["--pretty", "--variant", "full-value-hashable"],
      io: recorder.io())
    let step2 = recorder.output.components(separatedBy: "Step 2 · favorite")[1]
    #expect(step2.contains("↳ scene 1: delete t3, insert t3"))
    let plain = OutputRecorder()
    _ = await ChapterRunner.run(
      DiffableSnapshotSyncApp.self, arguments: ["--plain"],
      io: plain.io(input: "open t3\nfavorite\ndump\n"))
    #expect(!plain.output.contains("↳"))
  }

  @Test func theDiffIsMeasuredWithTheChapterNotWithEachVariant() async {
    let recorder = OutputRecorder()
    let status = await ChapterRunner.run(
      DiffableSnapshotSyncApp.self,
      arguments: [
        "--bench", "--json", "--sizes", "30", "--edits", "1", "--variant", "apply-whole-list",
      ],
      io: recorder.io())
    #expect(status == 0)
    let (records, _) = BenchmarkRecord.parse(recorder.output)
    // The variant's own edits, openings, adds and deletes; not the chapter's diff benchmark.
    #expect(records.map(\.benchmark) == ["edit", "open", "add", "delete"])
  }

  // MARK: - Threads and lifetime

  @Test func aQuickBenchmarkMeasuresTheDiffAtItsSmallestSizeOnly() {
    // CI's quick run stops its edits at 10,000 todos: the diff's larger lists would take minutes.
    #expect(SnapshotBenchmark.sizes(afterEditsAt: [1_000, 10_000]) == [10_000])
    // `--bench` alone and the full sweep go further, and measure every size.
    #expect(
      SnapshotBenchmark.sizes(afterEditsAt: [1_000, 10_000, 100_000])
        == [10_000, 100_000, 1_000_000])
  }

  // MARK: - Helpers

  private func launch(
    _ variant: ChapterVariant = DiffableSnapshotSyncApp.thisVariant, after script: String = ""
  ) async throws -> AppHost {
    try await AppHost.launch(variant, after: script)
  }

  /// The lesson's list at the root of the window of `scene`, as `List`.
  private func controller<List>(_ host: AppHost, scene: Int) -> List? {
    (host.scenes[scene]?.list as? UIKitListScreen)?.listController as? List
  }

  /// What the last apply of an id-based list did.
  private func updates(_ host: AppHost, scene: Int) -> [AppliedUpdate<TodoID>]? {
    (controller(host, scene: scene) as TodoListViewController?)?.dataSource.lastAppliedUpdates
  }
}
