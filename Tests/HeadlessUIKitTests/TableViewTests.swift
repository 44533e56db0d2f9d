import ChapterKit
import HeadlessUIKit
import Testing
import TodoModel

/// A data source whose rows the test changes directly.
@MainActor
private final class RowsSource: TableViewDataSource {
  var todos: [Todo]
  init(_ todos: [Todo]) { self.todos = todos }
  func numberOfRows(in tableView: TableView) -> Int { todos.count }
  func tableView(_ tableView: TableView, contentForRowAt row: Int) -> Todo { todos[row] }
}

@MainActor
struct TableViewTests {
  private func makeTable(_ count: Int = 5) -> (TableView, RowsSource) {
    let source = RowsSource(TodoFixture.todos(count: count))
    let table = TableView()
    table.dataSource = source
    table.reloadData()
    return (table, source)
  }

  @Test func reloadDataRendersEveryRowOnce() {
    let (table, source) = makeTable()
    #expect(table.rows == source.todos)
    #expect(table.cells.allSatisfy { $0.renderCount == 1 })
    #expect(table.renderLog == ["t1", "t2", "t3", "t4", "t5"])
  }

  @Test func everyUpdateThatRendersMarksWhenItFinished() throws {
    let (table, _) = makeTable()
    let afterReload = try #require(table.lastRenderFinished)
    let beforeReconfigure = ContinuousClock.now
    table.reconfigureRows([2])
    let afterReconfigure = try #require(table.lastRenderFinished)
    #expect(afterReload <= beforeReconfigure)
    #expect(afterReconfigure >= beforeReconfigure)
  }

  @Test func cellsKeepWhatTheyRenderedUntilRenderedAgain() {
    let (table, source) = makeTable()
    source.todos[2].title = "Changed"
    #expect(table.rows[2].title == "Call the dentist")
    table.reconfigureRows([2])
    #expect(table.rows[2].title == "Changed")
  }

  @Test func reconfigureKeepsTheCellAndReloadReplacesIt() {
    let (table, source) = makeTable()
    defer { withExtendedLifetime(source) {} }  // The table holds its data source weakly.
    let before = table.cells.map(\.serial)
    table.resetRenderCounts()
    table.reconfigureRows([1])
    #expect(table.cells[1].serial == before[1])
    #expect(table.cells[1].renderCount == 2)
    table.reloadRows([3])
    #expect(table.cells[3].serial != before[3])
    #expect(table.cells[3].renderCount == 1)
    #expect(table.renderLog == ["t2", "t4"])
    #expect(table.renderCountSinceReset(of: "t2") == 1)
    #expect(table.renderCountSinceReset(of: "t1") == 0)
  }

  @Test func scrollRendersEveryRowFromTheDataSourcesCurrentState() {
    let (table, source) = makeTable()
    source.todos[0].title = "Model changed"
    table.resetRenderCounts()
    table.scroll()
    #expect(table.rows == source.todos)
    #expect(table.renderLog.count == 5)
  }

  @Test func aPatchedCellShowsThePatchUntilTheNextRenderFromTheDataSource() {
    let (table, source) = makeTable()
    defer { withExtendedLifetime(source) {} }
    table.resetRenderCounts()
    table.configureCell(at: 2, with: Todo(id: "t3", title: "Patched"))
    #expect(table.rows[2].title == "Patched")
    #expect(table.renderLog == ["t3"])
    table.scroll()
    #expect(table.rows[2].title == "Call the dentist")
  }

  @Test func batchUpdatesFollowUIKitIndexRules() {
    let (table, source) = makeTable(6)
    let cellOfT6 = table.cells[5].serial
    // Delete t2 (old row 1), move t6 from old row 5 to new row 0, insert a new row at new row 3,
    // reconfigure t4 (old row 3).
    var todos = source.todos
    todos.remove(at: 1)
    let t6 = todos.remove(at: 4)
    todos.insert(t6, at: 0)
    todos[3].title = "Reconfigured"  // t4 now at index 3 after the moves: t6, t1, t3, t4, t5
    todos.insert(Todo(id: "t7", title: "Inserted"), at: 3)
    source.todos = todos
    table.resetRenderCounts()
    table.performBatchUpdates([.delete(1), .move(from: 5, to: 0), .insert(3), .reconfigure(3)])
    #expect(table.rows.map(\.id) == ["t6", "t1", "t3", "t7", "t4", "t5"])
    #expect(table.rows[4].title == "Reconfigured")
    #expect(table.cells[0].serial == cellOfT6)
    #expect(Set(table.renderLog) == ["t7", "t4"])
  }

  @Test func insertAndDeleteRowsRenderOnlyNewRows() {
    let (table, source) = makeTable(3)
    source.todos.insert(Todo(id: "t9", title: "New"), at: 0)
    table.resetRenderCounts()
    table.insertRows([0])
    #expect(table.renderLog == ["t9"])
    source.todos.remove(at: 2)
    table.deleteRows([2])
    #expect(table.rows.map(\.id) == ["t9", "t1", "t3"])
    #expect(table.renderLog == ["t9"])
    #expect(table.row(showing: "t3") == 2)
    #expect(table.row(showing: "t2") == nil)
  }

  /// Deletes alone, or inserts alone, with reloads and reconfigures beside them: the cells move
  /// as a block, and each row named, before the batch, renders at its new place.
  @Test func aBatchOfDeletesOrInsertsRefreshesTheRowsItNamesAtTheirNewPlaces() {
    let (table, source) = makeTable(6)
    let cellOfT5 = table.cells[4].serial
    source.todos.remove(at: 1)
    source.todos[3].title = "Reconfigured"  // t5, old row 4
    source.todos[4].title = "Reloaded"  // t6, old row 5
    table.resetRenderCounts()
    table.performBatchUpdates([.delete(1), .reconfigure(4), .reload(5), .reconfigure(1)])
    #expect(table.rows == source.todos)
    #expect(table.cells[3].serial == cellOfT5)
    #expect(table.renderLog == ["t5", "t6"])
    source.todos.insert(Todo(id: "t7", title: "Inserted"), at: 0)
    source.todos[1].title = "Reconfigured too"  // t1, old row 0
    table.resetRenderCounts()
    table.performBatchUpdates([.insert(0), .reconfigure(0)])
    #expect(table.rows == source.todos)
    #expect(table.renderLog == ["t7", "t1"])
  }
}
