import HeadlessUIKit

/// A scrolling list of rows: SwiftUI's `List`.
///
/// The rows are the views of the `ForEach` inside it, one per element, identified by the
/// element's id. Each row renders into a cell of the list's ``TableView``, the table the dump
/// reads. A cell shows what its row's views last produced, as a ``CellContent``: the row's first
/// `Text` (or `Label`) is its text, its first `Image` its symbol, and the identifier is the row's
/// id. A cell renders again only when something in its row was evaluated again, so the table
/// counts exactly the row bodies that ran.
///
/// Like SwiftUI's `List`, which "computes its rows on demand", it makes views for the rows on
/// screen only: the first ``ListRenderer/rowsOnScreen``. The other rows have no views and no
/// state, and render nothing: their cells hold the rows' ids alone, so opening a long list costs
/// what is on screen, and what they show is read from views made for the moment when the dump
/// asks (see ``ListRenderer``).
public struct List<Content: View>: View, PrimitiveView {
  let content: Content

  /// A list of the rows `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A primitive has no body.
  public var body: Never { primitiveBody(Self.self) }
  func children(in context: ChildContext) -> [ViewChild] { [ViewChild(position: 0, view: content)] }
  /// A list renders its rows into a table.
  var listRole: ListRole { .list }
}

/// The table of one `List` identity.
///
/// Rows on screen, the first ``rowsOnScreen``, have views and state, kept with their identity
/// while they stay on screen; a row that scrolls off (pushed down by an insert, say) loses its
/// views and its `@State`, and a row that comes on screen gets new ones. A row off screen has a
/// cell that renders nothing and no views: what it would show is read, when asked, from views
/// made for the moment, which run no appearance action and write nothing to the body log, and
/// which, when they hold no state, read the next such row too, as a table reuses a cell. So an
/// edit of a todo off screen costs no list anything, as in SwiftUI.
///
/// It keeps the rows' ids and nothing else per row: what a cell shows is read from the row's
/// views when the table renders it. After each update pass it changes only what changed: a row on
/// screen whose views were evaluated again is reconfigured; when a `ForEach` ran again, the new
/// ids are compared with the old ones in one pass, and rows are inserted and deleted by identity.
@MainActor
package final class ListRenderer: TableViewDataSource {
  /// How many rows from the top have views: about what a phone's screen shows at once.
  package static let rowsOnScreen = 12

  /// The table the list renders into.
  package let tableView = TableView()
  unowned let node: ViewNode
  /// The `ForEach`es whose children are the rows, as of the last render: the ids of each one's
  /// rows, and the row after its last one.
  var sources: [ViewNode] = []
  var sourceIDs: [any RowIDList] = []
  private var sourceEnds: [Int] = []
  private var hasRendered = false
  /// Whether a `ForEach` of the list ran again since the last render.
  private var rowsMayHaveChanged = true
  /// The rows on screen with something new to show since the last render: their views, each
  /// once (``ViewNode/hasNewCellContent``).
  private var changedRows: [ViewNode] = []
  /// The views last made to read a row off screen, kept to read the next one, as a table reuses
  /// a cell: reading every row of a long list then makes views once, not once per row.
  var offScreenRowViews: ViewNode?

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
    // Each view of a row that ran says so; the row is noted once.
    guard !row.hasNewCellContent else { return }
    row.hasNewCellContent = true
    changedRows.append(row)
  }

  /// Brings the table up to date with the rows' views.
  func render() {
    defer { forgetChangedRows() }
    // What the rows read may have changed: views kept to read a row off screen are made anew.
    offScreenRowViews?.destroy()
    offScreenRowViews = nil
    guard node.isInTree else { return }
    guard rowsMayHaveChanged || !hasRendered else {
      reconfigureChangedRows()
      return
    }
    rowsMayHaveChanged = false
    let oldEnds = sourceEnds
    let keptIDs = sourceIDs
    sources = rowSources()
    // Each `ForEach` brings the ids it had up to date and says how they changed. Rows that stay
    // must keep their order, and the `ForEach`es must be the same, or the table reloads.
    var diffs: [RowIDDiff] = []
    sourceIDs = sources.enumerated().map { index, source in
      let kept = keptIDs.count == sources.count ? keptIDs[index] : nil
      guard let producer = source.view as? any RowProducing else { return RowIDs<Int>(ids: []) }
      let (ids, diff) = producer.rowIDs(updating: kept)
      if let diff { diffs.append(diff) }
      return ids
    }
    sourceEnds = sourceIDs.reduce(into: []) { ends, ids in
      ends.append((ends.last ?? 0) + ids.count)
    }
    guard hasRendered, keptIDs.count == sourceIDs.count, diffs.count == sourceIDs.count,
      !diffs.contains(where: \.isReordered)
    else {
      hasRendered = true
      tableView.reloadData()
      return
    }
    var updates: [TableUpdate] = []
    for (index, diff) in diffs.enumerated() {
      let oldStart = Self.start(ofSource: index, ends: oldEnds)
      let newStart = Self.start(ofSource: index, ends: sourceEnds)
      updates += diff.deletedOldRows.map { .delete(oldStart + $0) }
      updates += diff.insertedNewRows.map { .insert(newStart + $0) }
    }
    updates += reconfigurationsOfRowsOnScreen(diffs: diffs, oldEnds: oldEnds)
    if !updates.isEmpty { tableView.performBatchUpdates(updates) }
  }

  /// The rows on screen after an update pass whose cells must render again, named by their rows
  /// before it.
  ///
  /// A row on screen that stays keeps what its cell shows, unless its views ran. One that came on
  /// screen has new views, which ran to appear: its cell renders if it has shown nothing yet (it
  /// was made below the screen), or if what it shows is new, as a row off screen may have changed
  /// meanwhile.
  private func reconfigurationsOfRowsOnScreen(diffs: [RowIDDiff], oldEnds: [Int]) -> [TableUpdate] {
    var updates: [TableUpdate] = []
    for row in 0..<min(Self.rowsOnScreen, numberOfRows) {
      guard let (sourceIndex, index) = place(ofRow: row),
        let oldIndex = diffs[sourceIndex].oldRow(ofNewRow: index)
      else { continue }
      let oldRow = Self.start(ofSource: sourceIndex, ends: oldEnds) + oldIndex
      let cameOnScreen = oldRow >= Self.rowsOnScreen
      if cameOnScreen {
        if tableView.cellIsBlank(atRow: oldRow)
          || content(ofRow: row) != tableView.cellContent(ofRow: oldRow)
        {
          updates.append(.reconfigure(oldRow))
        }
      } else if index < sources[sourceIndex].children.count,
        sources[sourceIndex].children[index].hasNewCellContent
      {
        updates.append(.reconfigure(oldRow))
      }
    }
    return updates
  }

  /// How many rows the list shows.
  private var numberOfRows: Int { sourceEnds.last ?? 0 }

  /// The first row of the `ForEach` at `sourceIndex`, whose rows end where `ends` says.
  private static func start(ofSource sourceIndex: Int, ends: [Int]) -> Int {
    sourceIndex == 0 ? 0 : ends[sourceIndex - 1]
  }

  /// Reconfigures the rows whose views ran, when the rows are the same as last time.
  ///
  /// Only those rows have anything new to show, and their views are at hand: the cost is that
  /// of what changed, not of the list.
  private func reconfigureChangedRows() {
    // The table asks for each row's content next: the views found here are handed over.
    rowsBeingReconfigured = changedRows.compactMap { node in row(of: node).map { ($0, node) } }
    defer { rowsBeingReconfigured = [] }
    let rows = rowsBeingReconfigured.map(\.row).sorted()
    if !rows.isEmpty { tableView.reconfigureRows(rows) }
  }

  /// The rows ``reconfigureChangedRows()`` is rendering, with their views.
  var rowsBeingReconfigured: [(row: Int, node: ViewNode)] = []

  /// The row whose views `rowNode` holds: its place among its `ForEach`'s children, which are
  /// the first elements, after the rows of the `ForEach`es above.
  private func row(of rowNode: ViewNode) -> Int? {
    let parent = rowNode.parent
    guard let sourceIndex = sources.firstIndex(where: { $0 === parent }) else { return nil }
    let children = sources[sourceIndex].children
    // Where the row was when its `ForEach` last ran, checked; or else looked for.
    let place = rowNode.placeAmongSiblings
    guard
      let index = place < children.count && children[place] === rowNode
        ? place : children.firstIndex(where: { $0 === rowNode })
    else { return nil }
    let ids = sourceIDs[sourceIndex]
    guard index < ids.count, ids.hasID(at: index, rowNode.key) else { return nil }
    return Self.start(ofSource: sourceIndex, ends: sourceEnds) + index
  }

  /// The `ForEach` that makes `row` (its place in ``sources``), and the row's place among its
  /// elements.
  func place(ofRow row: Int) -> (sourceIndex: Int, index: Int)? {
    guard row >= 0, let sourceIndex = sourceEnds.firstIndex(where: { row < $0 }) else {
      return nil
    }
    return (sourceIndex, row - Self.start(ofSource: sourceIndex, ends: sourceEnds))
  }

  /// The `ForEach`es whose children are the list's rows, top to bottom.
  private func rowSources() -> [ViewNode] {
    var sources: [ViewNode] = []
    func visit(_ node: ViewNode) {
      if node.role.listRole == .rows {
        sources.append(node)
      } else {
        node.children.forEach(visit)
      }
    }
    visit(node)
    return sources
  }

  /// How many rows the list shows.
  package func numberOfRows(in tableView: TableView) -> Int {
    numberOfRows
  }

  /// What the cell of `row` shows: read from the row's views.
  package func tableView(_ tableView: TableView, contentForRowAt row: Int) -> CellContent {
    content(ofRow: row)
  }

  /// What a row below the screen would show now: read from its views made for the moment.
  package func tableView(_ tableView: TableView, offScreenContentForRowAt row: Int) -> CellContent {
    content(ofRow: row)
  }

  /// The id of `row`'s item, from the row's id alone, so that the cell of a row below the screen
  /// is made without its views; `nil` for a row identified by its place, whose item is read from
  /// its views.
  package func tableView(_ tableView: TableView, itemIDOfRowAt row: Int) -> AnyHashable? {
    guard let (sourceIndex, index) = place(ofRow: row) else { return nil }
    let ids = sourceIDs[sourceIndex]
    // Most rows are identified by their item's id itself, handed over as it is; any other row's
    // is worked out from its id.
    if let id = ids.idNamingItsItem(at: index) { return id }
    return Self.identifier(ofKey: ids.id(at: index)).map(AnyHashable.init)
  }

  /// Rows scrolling back into view are made again from the list's data, as cell reuse does: each
  /// row's view is made again from its element, and its body runs.
  package func tableViewWillScroll(_ tableView: TableView) {
    for source in rowSources() {
      guard let producer = source.view as? any RowProducing else { continue }
      // The rows on screen are the first elements, in order.
      for (index, child) in source.children.enumerated() {
        if let view = producer.rowView(at: index) { child.reappear(as: view) }
      }
    }
    forgetChangedRows()
  }

  /// Starts anew: no row has anything new to show.
  private func forgetChangedRows() {
    for row in changedRows { row.hasNewCellContent = false }
    changedRows.removeAll(keepingCapacity: true)
  }
}
