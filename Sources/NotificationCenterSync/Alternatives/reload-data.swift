import TodoModel

/// `reload-data`: the list's todos reload the whole table whenever they change, in `didSet`,
/// the way ayakix's list does.
///
/// In sync, at a cost that grows with the list: every change, a rename of one todo included,
/// renders every row of every list again. The correct list reconfigures the one row that
/// changed.
final class ReloadDataListViewController: TodoListViewController {
  override var todos: [Todo] {
    didSet { tableView.reloadData() }
  }

  override func didAdd(_ todo: Todo) {
    todos.insert(todo, at: 0)
  }

  override func didUpdate(_ todo: Todo) {
    // The newest value, as in the correct list: a late notification must not roll back an edit.
    guard let current = repository.todo(withID: todo.id),
      let row = todos.firstIndex(where: { $0.id == todo.id })
    else { return }
    todos[row] = current
  }

  override func didDelete(_ id: TodoID) {
    todos.removeAll { $0.id == id }
  }
}
