import TodoModel

// What a list's rows are made of: the elements of the `ForEach` inside it, and what a row's views
// show, read as a cell.

extension ListRenderer {
  /// What a row's views show, read as a cell: the first text, and whether a star is there.
  static func content(of row: ViewNode) -> Todo {
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
}

/// A view whose children are rows: `ForEach`.
@MainActor
protocol RowProducing {
  /// Every row's id, in order.
  func rowIDs() -> [AnyHashable]
  /// The view of the row at `index`, made again from the data.
  func rowView(at index: Int) -> (any View)?
  /// How many rows there are.
  var rowCount: Int { get }
}

extension ForEach: RowProducing {
  /// A `ForEach` in a list makes its rows.
  var listRole: ListRole { .rows }

  func rowIDs() -> [AnyHashable] {
    data.map { AnyHashable($0[keyPath: id]) }
  }

  var rowCount: Int { data.count }

  func rowView(at index: Int) -> (any View)? {
    guard (0..<data.count).contains(index) else { return nil }
    return content(data[data.index(data.startIndex, offsetBy: index)])
  }
}
