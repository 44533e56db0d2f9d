import TodoModel

/// `ids-and-store`, the article's first fix: ids in the snapshot, the data in a store, and
/// `reloadItems` for an edit.
///
/// The row updates; the cell is thrown away and a new one rendered in its place.
struct IDsAndStoreIdentity: RowIdentity {
  let store: TodoStore

  func item(for todo: Todo) -> TodoID {
    todo.id
  }

  func content(of item: TodoID) -> Todo {
    store.todo(withID: item) ?? Todo(id: item, title: "")
  }

  func snapshot(showingEditOf id: TodoID, current: DiffableSnapshot<ListSection, TodoID>)
    -> DiffableSnapshot<ListSection, TodoID>
  {
    var snapshot = current
    try? snapshot.reloadItems([id])
    return snapshot
  }
}
