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
public struct List<Content: View>: View, PrimitiveView {
  let content: Content

  /// A list of the rows `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A primitive has no body.
  public var body: Never { primitiveBody(Self.self) }
  func children(in context: ChildContext) -> [ViewChild] { [ViewChild(key: 0, view: content)] }
  /// A list renders its rows into a table.
  var listRole: ListRole { .list }
}

/// The table of one `List` identity, and what each of its cells last showed.
///
/// After each update pass it changes only what changed: a row whose views were evaluated again
/// is reconfigured; when a `ForEach` ran again, rows are inserted and deleted by identity. A row
/// is identified by its node, so a row whose id changed (`ForEach(todos, id: \.self)` after an
/// edit) is deleted and a new one inserted, as SwiftUI destroys one view and creates another.
@MainActor
public final class ListRenderer: TableViewDataSource {
  /// The table the list renders into.
  public let tableView = TableView()
  private unowned let node: ViewNode
  private var rows: [Row] = []
  private var hasRendered = false
  /// Whether a `ForEach` of the list ran again since the last render.
  private var rowsMayHaveChanged = true
  /// The rows whose views were evaluated since the last render, by node.
  private var changedRows: [ObjectIdentifier: ViewNode] = [:]
  /// The index of each row in ``rows``, by node.
  private var rowIndexByNode: [ObjectIdentifier: Int] = [:]

  private struct Row {
    let node: ViewNode
    var content: Todo
  }

  init(node: ViewNode) {
    self.node = node
    tableView.dataSource = self
  }

  /// A `ForEach` of the list ran: rows may have come and gone.
  func rowsDidChange() {
    rowsMayHaveChanged = true
  }

  /// Views of `row` were evaluated: its cell has something new to show.
  func rowDidChange(_ row: ViewNode) {
    changedRows[ObjectIdentifier(row)] = row
  }

  /// Brings the table up to date with the rows' views.
  func render() {
    defer { changedRows = [:] }
    guard node.isInTree else { return }
    guard rowsMayHaveChanged || !hasRendered else {
      let reconfigured = changedRows.keys.compactMap { rowIndexByNode[$0] }.sorted()
      for index in reconfigured { rows[index].content = Self.content(of: rows[index].node) }
      if !reconfigured.isEmpty {
        tableView.performBatchUpdates(reconfigured.map(TableUpdate.reconfigure))
      }
      return
    }
    rowsMayHaveChanged = false
    let newNodes = currentRowNodes()
    let newIDs = Set(newNodes.map(ObjectIdentifier.init))
    let oldIndexByNode = rowIndexByNode
    let deletes = rows.indices.filter { !newIDs.contains(ObjectIdentifier(rows[$0].node)) }
    let survivorsInOldOrder = rows.map(\.node).filter { newIDs.contains(ObjectIdentifier($0)) }
    let survivorsInNewOrder = newNodes.filter { oldIndexByNode[ObjectIdentifier($0)] != nil }
    var updates: [TableUpdate] = deletes.map(TableUpdate.delete)
    var newRows: [Row] = []
    for (index, rowNode) in newNodes.enumerated() {
      let key = ObjectIdentifier(rowNode)
      if let oldIndex = oldIndexByNode[key] {
        var row = rows[oldIndex]
        if changedRows[key] != nil {
          row.content = Self.content(of: rowNode)
          updates.append(.reconfigure(oldIndex))
        }
        newRows.append(row)
      } else {
        newRows.append(Row(node: rowNode, content: Self.content(of: rowNode)))
        updates.append(.insert(index))
      }
    }
    rows = newRows
    rowIndexByNode = Dictionary(
      uniqueKeysWithValues: rows.enumerated().map { (ObjectIdentifier($1.node), $0) })
    let isReordered = !survivorsInOldOrder.elementsEqual(survivorsInNewOrder, by: ===)
    if !hasRendered || isReordered {
      hasRendered = true
      tableView.reloadData()
    } else if !updates.isEmpty {
      tableView.performBatchUpdates(updates)
    }
  }

  /// The rows the list's views show now: each child of a `ForEach` inside the list.
  private func currentRowNodes() -> [ViewNode] {
    var rows: [ViewNode] = []
    func visit(_ node: ViewNode) {
      if node.view is any RowProducing {
        rows.append(contentsOf: node.children)
      } else {
        node.children.forEach(visit)
      }
    }
    visit(node)
    return rows
  }

  /// What a row's views show, read as a cell: the first text, and whether a star is there.
  private static func content(of row: ViewNode) -> Todo {
    var title: String?
    var isFavorite = false
    func visit(_ node: ViewNode) {
      if let text = node.view as? Text, title == nil { title = text.string }
      if let image = node.view as? Image, image.systemName == HostControl.favoriteSymbol {
        isFavorite = true
      }
      node.children.forEach(visit)
    }
    visit(row)
    return Todo(id: rowID(of: row), title: title ?? "", isFavorite: isFavorite)
  }

  /// The todo a row shows: its id in the `ForEach`, the id of the todo that is its id, or, for
  /// rows identified otherwise (by position), the todo its view was given.
  private static func rowID(of row: ViewNode) -> TodoID {
    if let id = todoID(in: row.key.base) { return id }
    for node in row.subtree {
      for field in Mirror(reflecting: node.view).children {
        if let id = todoID(in: field.value) { return id }
      }
    }
    return TodoID("\(row.key.base)")
  }

  /// The id of the todo `value` is, names or is bound to.
  private static func todoID(in value: Any) -> TodoID? {
    switch value {
    case let id as TodoID: id
    case let todo as Todo: todo.id
    case let binding as Binding<Todo>: binding.wrappedValue.id
    default: nil
    }
  }

  /// The node of the row that shows `id`, or `nil`.
  ///
  /// O(n), like `indexPath(for:)` over the visible cells.
  public func rowNode(showing id: TodoID) -> ViewNode? {
    rows.first { $0.content.id == id }?.node
  }

  /// How many rows the list shows.
  public func numberOfRows(in tableView: TableView) -> Int {
    rows.count
  }

  /// What the cell of `row` shows.
  public func tableView(_ tableView: TableView, contentForRowAt row: Int) -> Todo {
    rows[row].content
  }

  /// Rows scrolling back into view are made again from the list's data, as cell reuse does: each
  /// row's view is made again from its element, and its body runs.
  public func tableViewWillScroll(_ tableView: TableView) {
    func visit(_ node: ViewNode) {
      if let forEach = node.view as? any RowProducing {
        let views = forEach.rowViews()
        for child in node.children {
          if let view = views[child.key] { child.reappear(as: view) }
        }
      } else {
        node.children.forEach(visit)
      }
    }
    visit(node)
    for index in rows.indices { rows[index].content = Self.content(of: rows[index].node) }
    changedRows = [:]
  }
}

/// A view whose children are rows: `ForEach`.
@MainActor
protocol RowProducing {
  /// The view of each row, made again from the data, by row identity.
  func rowViews() -> [AnyHashable: any View]
}

extension ForEach: RowProducing {
  /// A `ForEach` in a list makes its rows.
  var listRole: ListRole { .rows }

  func rowViews() -> [AnyHashable: any View] {
    Dictionary(
      data.map { (AnyHashable($0[keyPath: id]), content($0) as any View) },
      uniquingKeysWith: { first, _ in first })
  }
}
