import HeadlessUIKit
import TodoModel

/// A scrolling list of rows: SwiftUI's `List`.
///
/// The rows are the views of the `ForEach` inside it, one per element, identified by the
/// element's id, which must be a `TodoID`. Each row renders into a cell of the list's
/// ``TableView``, the table the dump reads. A cell shows what its row's views last produced: the
/// row's first `Text` (or `Label`) is the title, and a `star.fill` symbol marks a favourite. A
/// cell renders again only when something in its row was evaluated again, so the table counts
/// exactly the row bodies that ran.
public struct List<Content: View>: View, PrimitiveView, ListRendering {
  let content: Content

  /// A list of the rows `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A primitive has no body.
  public var body: Never { primitiveBody(Self.self) }
  func children(in context: ChildContext) -> [ViewChild] { [ViewChild(key: 0, view: content)] }
}

/// A view that renders rows into a table.
@MainActor
protocol ListRendering {}

/// The table of one `List` identity, and what each of its cells last showed.
@MainActor
public final class ListRenderer: TableViewDataSource {
  /// The table the list renders into.
  public let tableView = TableView()
  private unowned let node: ViewNode
  private var rows: [Row] = []

  private struct Row {
    let id: TodoID
    let content: Todo
    let generation: [ObjectIdentifier: Int]
  }

  init(node: ViewNode) {
    self.node = node
    tableView.dataSource = self
  }

  /// Brings the table up to date with the rows' views: inserts and deletes by identity, and a
  /// render of each row whose views were evaluated since the last time.
  func render() {
    let newRows = currentRows()
    guard !rows.isEmpty || !newRows.isEmpty else { return }
    let isFirstRender = tableView.numberOfRows == 0 && rows.isEmpty
    let oldRowByID = Dictionary(
      rows.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
    let newIDs = Set(newRows.map(\.id))
    var updates: [TableUpdate] = rows.indices.filter { !newIDs.contains(rows[$0].id) }
      .map(TableUpdate.delete)
    for (newRow, row) in newRows.enumerated() {
      if let oldRow = oldRowByID[row.id] {
        if rows[oldRow].generation != row.generation { updates.append(.reconfigure(oldRow)) }
      } else {
        updates.append(.insert(newRow))
      }
    }
    rows = newRows
    if isFirstRender {
      tableView.reloadData()
    } else if !updates.isEmpty {
      tableView.performBatchUpdates(updates)
    }
  }

  /// The rows the list's views show now: each child of a `ForEach` inside the list.
  private func currentRows() -> [Row] {
    var rows: [Row] = []
    func visit(_ node: ViewNode) {
      if node.view is any RowProducing {
        for row in node.children {
          guard let id = row.key.base as? TodoID else { continue }
          rows.append(
            Row(id: id, content: Self.content(of: row, id: id), generation: row.subtreeGeneration))
        }
      } else {
        node.children.forEach(visit)
      }
    }
    visit(node)
    return rows
  }

  /// What a row's views show, read as a cell: the first text, and whether a star is there.
  private static func content(of row: ViewNode, id: TodoID) -> Todo {
    var title: String?
    var isFavorite = false
    func visit(_ node: ViewNode) {
      if let text = node.view as? Text, title == nil { title = text.string }
      if let image = node.view as? Image, image.systemName == "star.fill" { isFavorite = true }
      node.children.forEach(visit)
    }
    visit(row)
    return Todo(id: id, title: title ?? "", isFavorite: isFavorite)
  }

  /// How many rows the list shows.
  public func numberOfRows(in tableView: TableView) -> Int {
    rows.count
  }

  /// What the cell of `row` shows.
  public func tableView(_ tableView: TableView, contentForRowAt row: Int) -> Todo {
    rows[row].content
  }
}

/// A view whose children are rows: `ForEach`.
@MainActor
protocol RowProducing {}

extension ForEach: RowProducing {}
