import Foundation
import TodoModel

// The table view: rows of cells, asked of a data source, and a delegate told of taps. The rows
// are kept by the stand-in's ``TableView``, which counts every render and reverts a patched cell
// when it scrolls; this class gives it UIKit's API.

/// Gives a table its rows, as `UITableViewDataSource` (iOS 2).
///
/// Only section 0 is shown.
@MainActor
public protocol UITableViewDataSource: AnyObject {
  /// How many rows `section` has.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell of the row at `indexPath`, dequeued and filled in.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// Whether the row at `indexPath` can be edited, and so swiped away.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// The person swiped the row at `indexPath` away (`.delete`).
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
}

extension UITableViewDataSource {
  /// A data source that does not implement it has every row editable, as UIKit documents.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// A data source that does not implement it has no swipe to delete.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
}

/// Hears what the person does to a table's rows, as `UITableViewDelegate` (iOS 2).
@MainActor
public protocol UITableViewDelegate: AnyObject {
  /// The person tapped the row at `indexPath`.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  /// A delegate that does not implement it does nothing on a tap.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

extension IndexPath {
  /// The path of `row` in `section`, as UIKit adds it to Foundation's `IndexPath`.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The row within the section.
  public var row: Int {
    self[1]
  }

  /// The section.
  public var section: Int {
    self[0]
  }
}

/// A list of rows, as `UITableView` (iOS 2).
@MainActor
open class UITableView: UIView {
  /// How the table groups its sections.
  public enum Style: Sendable {
    /// One continuous list.
    case plain
    /// Sections in groups.
    case grouped
    /// Groups inset from the edges (iOS 13).
    case insetGrouped
  }

  /// How a row comes and goes; here every change is at once.
  public enum RowAnimation: Sendable {
    /// A fade.
    case fade
    /// The system's choice (iOS 11).
    case automatic
    /// No animation.
    case none
  }

  /// The table's style.
  public let style: Style
  /// Where the rows come from; weak, as in UIKit.
  public weak var dataSource: (any UITableViewDataSource)?
  /// Who hears of taps; weak, as in UIKit.
  public weak var delegate: (any UITableViewDelegate)?
  /// A view above the rows.
  public var tableHeaderView: UIView?
  /// The rows as the stand-in keeps them: what each cell shows, with every render counted.
  package let rows = TableView()
  /// The inserts and deletes of the batch being made, while ``performBatchUpdates(_:completion:)``
  /// runs its block.
  private var batch: [TableUpdate]?
  private var cellClasses: [String: UITableViewCell.Type] = [:]
  private var hasLoadedRows = false
  private lazy var cellSource = CellSource(table: self)

  /// A table of `style`.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    rows.dataSource = cellSource
  }

  /// Makes cells of `cellClass` for `identifier`.
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    cellClasses[identifier] = cellClass as? UITableViewCell.Type
  }

  /// A cell of the class registered for `identifier`, for the row at `indexPath`.
  ///
  /// Asking for an identifier nothing was registered for stops the app, as UIKit raises.
  public func dequeueReusableCell(
    withIdentifier identifier: String, for indexPath: IndexPath
  ) -> UITableViewCell {
    guard let cellClass = cellClasses[identifier] else {
      fatalError(
        "unable to dequeue a cell with identifier \(identifier): register a class for it with "
          + "register(_:forCellReuseIdentifier:) first")
    }
    return cellClass.init(style: .default, reuseIdentifier: identifier)
  }

  /// Asks the data source for every row again.
  public func reloadData() {
    hasLoadedRows = true
    rows.reloadData()
  }

  /// What UIKit does when the table is first laid out: load the rows, once.
  public func layoutIfNeeded() {
    if !hasLoadedRows { reloadData() }
  }

  /// The number of rows in `section`.
  public func numberOfRows(inSection section: Int) -> Int {
    rows.numberOfRows
  }

  /// Adds rows at these paths (in the table after the insert).
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    guard batch == nil else {
      batch?.append(contentsOf: indexPaths.map { .insert($0.row) })
      return
    }
    rows.insertRows(indexPaths.map(\.row))
  }

  /// Removes the rows at these paths (in the table before the delete).
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    guard batch == nil else {
      batch?.append(contentsOf: indexPaths.map { .delete($0.row) })
      return
    }
    rows.deleteRows(indexPaths.map(\.row))
  }

  /// Runs `updates` and applies the inserts and deletes it makes as one batch (iOS 11).
  ///
  /// As in UIKit, a delete names a row as it was before the batch and an insert as it is after,
  /// in whatever order the block calls them. `completion` runs once they are applied.
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    batch = []
    updates?()
    let collected = batch ?? []
    batch = nil
    if !collected.isEmpty { rows.performBatchUpdates(collected) }
    completion?(true)
  }

  /// Replaces the cells of these rows with new ones from the data source.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    rows.reloadRows(indexPaths.map(\.row))
  }

  /// Fills these rows' existing cells again from the data source (iOS 15).
  public func reconfigureRows(at indexPaths: [IndexPath]) {
    rows.reconfigureRows(indexPaths.map(\.row))
  }

  /// The cell on screen at `indexPath`, or `nil` when the row is off screen or out of range.
  ///
  /// Setting its content configuration shows the new content in that row at once, without
  /// asking the data source: a patch of the view alone, which the next reload, reconfigure or
  /// scroll of the row replaces with what the data source says.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    let row = indexPath.row
    guard rows.cells.indices.contains(row), rows.isOnScreen(row) else { return nil }
    return VisibleCell(table: self, row: row, showing: rows.cellContent(ofRow: row))
  }

  /// The header, then the subviews.
  override var reachableSubviews: [UIView] {
    (tableHeaderView.map { [$0] } ?? []) + subviews
  }
}

/// Asks a ``UITableView``'s data source for each row's cell, and tells the stand-in's table
/// what the cell shows.
@MainActor
private final class CellSource: TableViewDataSource {
  weak var table: UITableView?

  init(table: UITableView) {
    self.table = table
  }

  func numberOfRows(in tableView: TableView) -> Int {
    guard let table, let dataSource = table.dataSource else { return 0 }
    return dataSource.tableView(table, numberOfRowsInSection: 0)
  }

  func tableView(_ tableView: TableView, contentForRowAt row: Int) -> CellContent {
    guard let table, let dataSource = table.dataSource else { return CellContent.empty }
    return dataSource.tableView(table, cellForRowAt: IndexPath(row: row, section: 0)).shownContent
  }

  func tableView(_ tableView: TableView, offScreenContentForRowAt row: Int) -> CellContent {
    self.tableView(tableView, contentForRowAt: row)
  }
}

/// A cell on screen, as ``UITableView/cellForRow(at:)`` hands it out: what is set on it shows in
/// its row at once.
@MainActor
private final class VisibleCell: UITableViewCell {
  private weak var table: UITableView?
  private var row = 0

  convenience init(table: UITableView, row: Int, showing content: CellContent) {
    self.init(style: .default, reuseIdentifier: nil)
    accessibilityIdentifier = content.identifier
    var configuration = defaultContentConfiguration()
    configuration.text = content.text
    configuration.image = content.imageName.flatMap(UIImage.init(systemName:))
    contentConfiguration = configuration
    self.table = table
    self.row = row
  }

  override var contentConfiguration: (any UIContentConfiguration)? {
    didSet { table?.rows.configureCell(at: row, with: Todo(showing: shownContent)) }
  }
}

extension CellContent {
  /// What a cell shows before anything was put in it.
  static let empty = CellContent(identifier: "", text: "")
}
