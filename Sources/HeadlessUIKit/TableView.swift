import TodoModel

/// Supplies a ``TableView`` with its rows, like `UITableViewDataSource`.
@MainActor
public protocol TableViewDataSource: AnyObject {
  /// What a row's cell is given: a screen's own value (a `Todo`), or a ``CellContent``.
  associatedtype Content: CellContentConvertible
  /// How many rows the table has; asked by ``TableView/reloadData()`` and checked after batches.
  func numberOfRows(in tableView: TableView) -> Int
  /// What the cell at `row` shows. Each call is one render, and is counted.
  func tableView(_ tableView: TableView, contentForRowAt row: Int) -> Content
  /// Called before ``TableView/scroll()`` renders the visible cells again, so that a data source
  /// that makes its rows' content from views can make those views again first.
  func tableViewWillScroll(_ tableView: TableView)
  /// What the row at `row` would show if it scrolled on screen now, for a table with
  /// ``TableView/rowsOnScreen``: read without a render, so it counts none.
  func tableView(_ tableView: TableView, offScreenContentForRowAt row: Int) -> Content
  /// The id of the item the row at `row` shows — a ``TodoID``, or a value whose description is
  /// one — when the data source knows it without making what the row shows, or `nil`.
  ///
  /// A table with ``TableView/rowsOnScreen`` makes the cell of a row below the screen with its
  /// item's id alone when it has one, so that opening a long list costs what is on screen; a
  /// data source without it has each such cell made with the row's whole content.
  func tableView(_ tableView: TableView, itemIDOfRowAt row: Int) -> AnyHashable?
}

extension TableViewDataSource {
  /// Most data sources keep their rows' content ready, and have nothing to do before a scroll.
  public func tableViewWillScroll(_ tableView: TableView) {}

  /// Most data sources make a row's content as cheaply as its item's id.
  public func tableView(_ tableView: TableView, itemIDOfRowAt row: Int) -> AnyHashable? { nil }
}

extension TableViewDataSource where Content == Todo {
  /// A data source whose table shows every row has no row off screen to read.
  public func tableView(_ tableView: TableView, offScreenContentForRowAt row: Int) -> Todo {
    tableView.cells[row].content
  }
}

/// One cell of a ``TableView``: it keeps what it last rendered until it is rendered again.
///
/// A reload replaces the cell with a new one (its ``serial`` changes); a reconfigure renders into
/// the same cell. Tests tell the two apart by the serial, as UIKit code would by cell identity.
@MainActor
public final class TableCell {
  /// A number unique to this cell within its table, so tests can tell a new cell from a reused one.
  public let serial: Int
  /// What the cell shows now.
  public fileprivate(set) var content: Todo
  /// How many times this cell has been rendered.
  public fileprivate(set) var renderCount = 0
  /// Whether the cell was made below the screen with its row's item's id alone, and has shown
  /// nothing since: its ``content`` has the id and no more.
  public fileprivate(set) var isBlank = false

  fileprivate init(serial: Int, content: Todo) {
    self.serial = serial
    self.content = content
  }
}

/// One change of a batch applied with ``TableView/performBatchUpdates(_:)``.
///
/// As in UIKit, deletes, reloads, reconfigures and the sources of moves name rows *before* the
/// batch; inserts and the destinations of moves name rows *after* it.
public enum TableUpdate: Hashable, Sendable, CustomStringConvertible {
  /// Remove the row that was at this index.
  case delete(Int)
  /// Add a new row that will be at this index.
  case insert(Int)
  /// Move the row from its old index to its new one, keeping its cell.
  case move(from: Int, to: Int)
  /// Replace the cell of the row that was at this index with a freshly rendered one.
  case reload(Int)
  /// Render the row that was at this index into its existing cell.
  case reconfigure(Int)

  /// Whether the update leaves every row where it is (a reload or a reconfigure).
  var keepsRowsInPlace: Bool {
    switch self {
    case .reload, .reconfigure: true
    case .delete, .insert, .move: false
    }
  }

  /// `delete 3`, `move 4→0`, … for logs and test messages.
  public var description: String {
    switch self {
    case .delete(let row): "delete \(row)"
    case .insert(let row): "insert \(row)"
    case .move(let from, let to): "move \(from)→\(to)"
    case .reload(let row): "reload \(row)"
    case .reconfigure(let row): "reconfigure \(row)"
    }
  }
}

/// A headless table view: rows of cells that show what the data source rendered into them.
///
/// It behaves like `UITableView` where data flow depends on it: a cell keeps its content until the
/// screen re-renders it, only the rows named in an update are rendered, and ``scroll()`` renders
/// every visible cell again from the data source, the way cell reuse does when rows scroll back
/// into view. Every render is counted, per cell and in ``renderLog``.
///
/// NB: a table whose ``rowsOnScreen`` is `nil`, as the UIKit-shaped screens leave it, counts every
/// row as visible, as if the screen were tall enough for the whole list; a real table renders only
/// the rows on screen, which changes how many cells a reload costs, not which. A SwiftUI-shaped
/// `List` sets it: its rows below the screen have cells that render nothing and hold only the row's
/// identifier, and what they show is read from the data source when asked.
@MainActor
public final class TableView {
  /// Where rows come from.
  ///
  /// Weak, as in UIKit, so a screen can own its table and be its data source.
  public weak var dataSource: (any TableViewDataSource)?

  /// The cells, top to bottom.
  public internal(set) var cells: [TableCell] = []
  /// The ids of the rows rendered since the last ``resetRenderCounts()``, in render order.
  public private(set) var renderLog: [TodoID] = []
  /// How many renders this table has made since it was created.
  public private(set) var totalRenderCount = 0
  /// When the table last finished an update that rendered cells, or `nil` before the first.
  ///
  /// A benchmark stops its clock here: the moment the last list showed an edit, before the
  /// round trips it makes for its own sake to be sure nothing else is on the way.
  public internal(set) var lastRenderFinished: ContinuousClock.Instant?

  /// How many rows from the top are on screen, or `nil` when every row counts as on screen.
  ///
  /// A row below them is rendered by nothing: no reload, reconfigure or scroll renders it, and
  /// what it shows is read from the data source without a render when ``rows`` is asked.
  public var rowsOnScreen: Int?

  private var nextSerial = 1

  /// Creates an empty table; it shows rows after ``reloadData()``.
  public init() {}

  /// What each row shows, top to bottom: a row off screen shows what it would if it scrolled
  /// into view now.
  ///
  /// O(n).
  public var rows: [Todo] {
    cells.indices.map { content(ofRow: $0) }
  }

  /// What the row at `row` shows.
  public func content(ofRow row: Int) -> Todo {
    guard let rowsOnScreen, row >= rowsOnScreen, let dataSource else { return cells[row].content }
    return Todo(showing: dataSource.tableView(self, offScreenContentForRowAt: row).cellContent)
  }

  /// What the cell at `row` holds now, without asking the data source: for a row below the
  /// screen, what it was made with (only its identifier when ``cellIsBlank(atRow:)``).
  public func cellContent(ofRow row: Int) -> CellContent {
    cells[row].content.cellContent
  }

  /// Whether the cell at `row` has shown nothing yet: it was made below the screen with its
  /// row's item's id alone, and no render has reached it since.
  public func cellIsBlank(atRow row: Int) -> Bool {
    cells[row].isBlank
  }

  /// Whether the row at `row` is on screen.
  public func isOnScreen(_ row: Int) -> Bool {
    rowsOnScreen.map { row < $0 } ?? true
  }

  /// The number of rows shown.
  public var numberOfRows: Int {
    cells.count
  }

  /// The row that shows this todo, or `nil`.
  ///
  /// O(n), like `indexPath(for:)` over visible cells.
  public func row(showing id: TodoID) -> Int? {
    cells.firstIndex { $0.content.id == id }
  }

  /// How many times the cell showing this id was rendered since ``resetRenderCounts()``.
  public func renderCountSinceReset(of id: TodoID) -> Int {
    renderLog.lazy.filter { $0 == id }.count
  }

  /// Starts a new count, so a test can ask what one edit rendered.
  public func resetRenderCounts() {
    renderLog.removeAll(keepingCapacity: true)
  }

  // MARK: - Updating

  /// Throws away every cell and renders every row again, like `reloadData()`.
  public func reloadData() {
    defer { lastRenderFinished = .now }
    let count = dataSource?.numberOfRows(in: self) ?? 0
    cells = (0..<count).map { makeCell(forRow: $0) }
  }

  /// Renders every shown row again into its cell, from the data source's *current* state.
  ///
  /// This is what scrolling does to a real table: cells that leave the screen are reused and
  /// configured again when their rows come back. A change that only patched a cell, and not the
  /// screen's model, is undone here.
  public func scroll() {
    defer { lastRenderFinished = .now }
    dataSource?.tableViewWillScroll(self)
    let count = min(cells.count, dataSource?.numberOfRows(in: self) ?? 0)
    for row in 0..<count {
      render(cells[row], row: row)
    }
  }

  /// Replaces the cells of these rows with freshly rendered ones, like `reloadRows(at:with:)`.
  public func reloadRows(_ rows: [Int]) {
    defer { lastRenderFinished = .now }
    for row in rows where cells.indices.contains(row) {
      cells[row] = makeCell(forRow: row)
    }
  }

  /// Renders these rows into their existing cells, like `reconfigureRows(at:)`.
  public func reconfigureRows(_ rows: [Int]) {
    defer { lastRenderFinished = .now }
    for row in rows where cells.indices.contains(row) {
      render(cells[row], row: row)
    }
  }

  /// Sets what the cell at `row` shows without asking the data source, the way
  /// `tableView.cellForRow(at:)?.textLabel?.text = …` patches a visible cell in UIKit.
  ///
  /// It counts as a render. The screen's own state is not involved, so the next render from the
  /// data source (a reload, a reconfigure, a ``scroll()``) replaces the patch with whatever the
  /// screen's state says.
  public func configureCell(at row: Int, with todo: Todo) {
    defer { lastRenderFinished = .now }
    guard cells.indices.contains(row) else { return }
    show(todo, in: cells[row])
  }

  /// Adds new rows at these indices (ascending, in the table after the insert).
  public func insertRows(_ rows: [Int]) {
    performBatchUpdates(rows.map(TableUpdate.insert))
  }

  /// Removes the rows at these indices (in the table before the delete).
  public func deleteRows(_ rows: [Int]) {
    performBatchUpdates(rows.map(TableUpdate.delete))
  }

  // MARK: - Rendering

  func makeCell(forRow row: Int) -> TableCell {
    let cell = TableCell(serial: nextSerial, content: Todo(id: TodoID(""), title: ""))
    nextSerial += 1
    if isOnScreen(row) {
      render(cell, row: row)
    } else if let id = dataSource?.tableView(self, itemIDOfRowAt: row) {
      // A cell below the screen shows nothing until its row comes on screen: its item's id is
      // all a row needs to be found by id, and making the rest would cost the whole list.
      cell.content = Todo(id: id.base as? TodoID ?? TodoID("\(id)"), title: "")
      cell.isBlank = true
    } else if let content = dataSourceContent(ofRow: row) {
      // A data source that knows no item's id alone gives the cell its row's content, without
      // a render.
      cell.content = content
    }
    return cell
  }

  func render(_ cell: TableCell, row: Int) {
    guard isOnScreen(row), let content = dataSourceContent(ofRow: row) else { return }
    show(content, in: cell)
  }

  /// What the data source gives the cell of `row`, as the todo it shows.
  private func dataSourceContent(ofRow row: Int) -> Todo? {
    dataSource.map { Todo(showing: $0.tableView(self, contentForRowAt: row).cellContent) }
  }

  private func show(_ todo: Todo, in cell: TableCell) {
    cell.content = todo
    cell.isBlank = false
    cell.renderCount += 1
    totalRenderCount += 1
    renderLog.append(todo.id)
  }
}
