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
///
/// Like SwiftUI's `List`, which "computes its rows on demand", it makes views for the rows on
/// screen only: the first ``ListRenderer/rowsOnScreen``. The other rows have no views and no
/// state, and render nothing; what they show is read from views made for the moment when the
/// dump asks (see ``ListRenderer``).
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
/// Rows on screen, the first ``rowsOnScreen``, have views and state, kept with their identity
/// while they stay on screen; a row that scrolls off (pushed down by an insert, say) loses its
/// views and its `@State`, and a row that comes on screen gets new ones. A row off screen has a
/// cell that renders nothing and no views: what it would show is read, when asked, from views
/// made for the moment and thrown away, which run no appearance action and write nothing to the
/// body log. So an edit of a todo off screen costs no list anything, as in SwiftUI.
///
/// After each update pass it changes only what changed: a row on screen whose views were
/// evaluated again is reconfigured; when a `ForEach` ran again, rows are inserted and deleted by
/// identity, in one pass over the ids.
@MainActor
public final class ListRenderer: TableViewDataSource {
  /// How many rows from the top have views: about what a phone's screen shows at once.
  public static let rowsOnScreen = 12

  /// The table the list renders into.
  public let tableView = TableView()
  private unowned let node: ViewNode
  private var rows: [Row] = []
  private var indexByID: [AnyHashable: Int] = [:]
  private var hasRendered = false
  /// Whether a `ForEach` of the list ran again since the last render.
  private var rowsMayHaveChanged = true
  /// The rows on screen with something new to show since the last render: their views, by id.
  private var changedRows: [AnyHashable: ViewNode] = [:]

  private struct Row {
    let id: AnyHashable
    /// The `ForEach` that makes the row (its place in ``sources``), and the row's place among
    /// its elements.
    var source: Int
    var index: Int
    var content: Todo
  }
  /// The `ForEach`es whose children are the rows, as of the last render.
  private var sources: [ViewNode] = []

  init(node: ViewNode) {
    self.node = node
    tableView.rowsOnScreen = Self.rowsOnScreen
    tableView.dataSource = self
  }

  /// A `ForEach` of the list ran: rows may have come and gone.
  func rowsDidChange() {
    rowsMayHaveChanged = true
  }

  /// Views of `row` were evaluated: its cell has something new to show.
  func rowDidChange(_ row: ViewNode) {
    // Views made for a moment to read an off-screen row are not the tree's.
    guard !node.graph.isReadingOffscreenRows else { return }
    changedRows[row.key] = row
  }

  /// Brings the table up to date with the rows' views.
  func render() {
    defer { changedRows = [:] }
    guard node.isInTree else { return }
    // The same rows as last time: only the rows whose views ran have anything new to show, and
    // their views are at hand. The cost is that of what changed, not of the list.
    guard rowsMayHaveChanged || !hasRendered else {
      let reconfigured = changedRows.compactMap { id, rowNode in
        indexByID[id].map { (index: $0, rowNode: rowNode) }
      }.sorted { $0.index < $1.index }
      for (index, rowNode) in reconfigured { rows[index].content = Self.content(of: rowNode) }
      if !reconfigured.isEmpty {
        tableView.performBatchUpdates(reconfigured.map { .reconfigure($0.index) })
      }
      return
    }
    rowsMayHaveChanged = false
    sources = rowSources()
    var newRows: [Row] = []
    for (sourceIndex, source) in sources.enumerated() {
      guard let producer = source.view as? any RowProducing else { continue }
      let ids = producer.rowIDs()
      newRows.reserveCapacity(newRows.count + ids.count)
      for (index, id) in ids.enumerated() {
        newRows.append(
          Row(id: id, source: sourceIndex, index: index, content: Todo(id: "", title: "")))
      }
    }
    // One pass over the new ids: each one's old place, if any, says whether the row stays; the
    // rows that stay must keep their order, or the table reloads.
    var newIndexByID: [AnyHashable: Int] = [:]
    newIndexByID.reserveCapacity(newRows.count)
    var stays = [Bool](repeating: false, count: rows.count)
    var updates: [TableUpdate] = []
    var lastOldIndex = -1
    var isReordered = false
    for index in newRows.indices {
      let id = newRows[index].id
      // The first row of an id is the one found by it, as SwiftUI warns of the others.
      if let first = newIndexByID.updateValue(index, forKey: id) { newIndexByID[id] = first }
      if let oldIndex = indexByID[id], !stays[oldIndex] {
        stays[oldIndex] = true
        if oldIndex < lastOldIndex { isReordered = true }
        lastOldIndex = oldIndex
        // A row that stays keeps what its cell shows, unless its views ran. One that came on
        // screen has new views, which ran to appear: its cell renders only if what it shows is
        // new, as one that was off screen may have changed meanwhile.
        let isOnScreen = index < Self.rowsOnScreen
        let cameOnScreen = isOnScreen && oldIndex >= Self.rowsOnScreen
        if isOnScreen && (changedRows[id] != nil || cameOnScreen) {
          newRows[index].content = content(of: newRows[index])
          if !cameOnScreen || newRows[index].content != rows[oldIndex].content {
            updates.append(.reconfigure(oldIndex))
          }
        } else {
          newRows[index].content = rows[oldIndex].content
        }
      } else {
        newRows[index].content = content(of: newRows[index])
        updates.append(.insert(index))
      }
    }
    updates += stays.indices.filter { !stays[$0] }.map(TableUpdate.delete)
    rows = newRows
    indexByID = newIndexByID
    if !hasRendered || isReordered {
      hasRendered = true
      tableView.reloadData()
    } else if !updates.isEmpty {
      tableView.performBatchUpdates(updates)
    }
  }

  /// The `ForEach`es whose children are the list's rows, top to bottom.
  private func rowSources() -> [ViewNode] {
    var sources: [ViewNode] = []
    func visit(_ node: ViewNode) {
      if node.primitive?.listRole == .rows {
        sources.append(node)
      } else {
        node.children.forEach(visit)
      }
    }
    visit(node)
    return sources
  }

  /// What the row shows: read from its views on screen, or from views made for the moment.
  private func content(of row: Row) -> Todo {
    if let rowNode = nodeOnScreen(row) { return Self.content(of: rowNode) }
    return withRowViews(of: row) { Self.content(of: $0) }
  }

  /// The views of `row`, if it is on screen: a child of its `ForEach`, which has views for the
  /// rows on screen only.
  private func nodeOnScreen(_ row: Row) -> ViewNode? {
    guard row.index < Self.rowsOnScreen, sources.indices.contains(row.source) else { return nil }
    return sources[row.source].children.first { $0.key == row.id }
  }

  /// Runs `body` with the views of an off-screen `row`, made for the moment from its element and
  /// thrown away after.
  private func withRowViews<Result>(of row: Row, _ body: (ViewNode) -> Result) -> Result {
    let source = sources[row.source]
    guard let producer = source.view as? any RowProducing,
      (0..<producer.rowCount).contains(row.index)
    else {
      return body(source)
    }
    node.graph.isReadingOffscreenRows = true
    defer { node.graph.isReadingOffscreenRows = false }
    let rowNode = ViewNode(
      view: producer.rowView(at: row.index) ?? EmptyView(), key: row.id, parent: source,
      graph: node.graph, environment: source.environment)
    defer { rowNode.destroy() }
    rowNode.update()
    return body(rowNode)
  }

  /// Runs `action` with the views of the row that shows `id`, made for the moment if the row is
  /// off screen, as a person scrolls to a row before tapping it; `false` when no row shows `id`.
  ///
  /// O(n), like `indexPath(for:)`.
  public func withRowNode(showing id: TodoID, _ action: (ViewNode) -> Void) -> Bool {
    guard let row = rows.first(where: { $0.content.id == id }) else { return false }
    if let rowNode = nodeOnScreen(row) {
      action(rowNode)
    } else {
      withRowViews(of: row, action)
    }
    return true
  }

  /// How many rows the list shows.
  public func numberOfRows(in tableView: TableView) -> Int {
    rows.count
  }

  /// What the cell of `row` shows.
  public func tableView(_ tableView: TableView, contentForRowAt row: Int) -> Todo {
    rows[row].content
  }

  /// What a row below the screen would show now: read from its views made for the moment.
  public func tableView(_ tableView: TableView, offScreenContentForRowAt row: Int) -> Todo {
    content(of: rows[row])
  }

  /// Rows scrolling back into view are made again from the list's data, as cell reuse does: each
  /// row's view is made again from its element, and its body runs.
  public func tableViewWillScroll(_ tableView: TableView) {
    for source in rowSources() {
      guard let producer = source.view as? any RowProducing else { continue }
      // The rows on screen are the first elements, in order.
      for (index, child) in source.children.enumerated() {
        if let view = producer.rowView(at: index) { child.reappear(as: view) }
      }
    }
    for index in rows.indices.prefix(Self.rowsOnScreen) {
      rows[index].content = content(of: rows[index])
    }
    changedRows = [:]
  }
}
