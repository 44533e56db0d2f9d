import HeadlessUIKit

// How a list reads what a row shows: from its views on screen, or, for a row below the screen,
// from views made for the moment, as a person scrolls to a row before tapping it.

extension ListRenderer {
  /// What `row` shows: read from its views on screen, or from views made for the moment.
  func content(ofRow row: Int) -> CellContent {
    withRowNode(atRow: row) { Self.content(of: $0) }
      ?? CellContent(identifier: "", text: "")
  }

  /// Runs `body` with the views of `row`: its views on screen, or, for a row off screen, views
  /// made for the moment from its element, as a person scrolls to a row before tapping it (the
  /// views of the last such row, read again, when they hold no state); `nil` when there is no
  /// such row.
  package func withRowNode<Result>(atRow row: Int, _ body: (ViewNode) -> Result) -> Result? {
    if let known = rowsBeingReconfigured.first(where: { $0.row == row }) {
      return body(known.node)
    }
    guard let (sourceIndex, index) = place(ofRow: row) else { return nil }
    let source = sources[sourceIndex]
    if index < source.children.count,
      sourceIDs[sourceIndex].hasID(at: index, source.children[index].key)
    {
      return body(source.children[index])
    }
    let id = sourceIDs[sourceIndex].id(at: index)
    guard let producer = source.view as? any RowProducing, let view = producer.rowView(at: index)
    else { return nil }
    node.graph.isReadingOffscreenRows = true
    defer { node.graph.isReadingOffscreenRows = false }
    if let reused = offScreenRowViews, reused.parent === source {
      reused.readAgain(as: view, key: id)
      return body(reused)
    }
    let rowNode = ViewNode(
      view: view, key: id, parent: source, graph: node.graph, environment: source.environment)
    rowNode.update()
    defer { keepForTheNextOffScreenRow(rowNode) }
    return body(rowNode)
  }

  /// Keeps `rowNode`, views made to read a row off screen, to read the next such row.
  ///
  /// Only views that hold no state are kept: a row with `@State`, a `.task` or a subscription
  /// gets views of its own each time, since each row's would start anew. Views kept before are
  /// thrown away.
  private func keepForTheNextOffScreenRow(_ rowNode: ViewNode) {
    offScreenRowViews?.destroy()
    offScreenRowViews = nil
    guard rowNode.subtree.allSatisfy({ $0.storage.isEmpty && $0.objectSubscriptions.isEmpty })
    else {
      rowNode.destroy()
      return
    }
    offScreenRowViews = rowNode
  }
}
