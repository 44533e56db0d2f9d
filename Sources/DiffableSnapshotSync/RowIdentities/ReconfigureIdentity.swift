import TodoModel

/// `reconfigure`, the default and the fix iOS 15 added: the snapshot holds ids, the data lives in
/// the store, and an edit asks for the item to be reconfigured.
///
/// The cell is rendered again in place: same cell, new content, one render.
struct ReconfigureIdentity: RowIdentity {
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
    try? snapshot.reconfigureItems([id])
    return snapshot
  }
}
