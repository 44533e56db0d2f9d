import HeadlessUIKit
import TodoModel

/// `reload-data`: the list keeps its todos in a property whose `didSet` reloads the whole table,
/// the way ayakix's list does.
///
/// In sync, at a cost that grows with the list: every change, a rename of one todo included,
/// renders every row of every list again. The correct list reconfigures the one row that
/// changed.
final class ReloadDataApp: NotificationCenterSyncApp {
  override func makeListScreen(context: ScreenContext) -> any ListScreen {
    ReloadDataListScreen(repository: repository, changes: changes)
  }
}

/// A list whose rows come from `models`, and whose every change to `models` reloads the table.
final class ReloadDataListScreen: TodoListScreen {
  private var models: [Todo] {
    didSet { tableView.reloadData() }
  }

  override init(repository: any TodoRepository, changes: TodoChangeCenter) {
    models = repository.allTodos()
    super.init(repository: repository, changes: changes)
  }

  override func didAdd(_ todo: Todo) {
    models.insert(todo, at: 0)
  }

  override func didUpdate(_ todo: Todo) {
    // The newest value, as in the correct list: a late notification must not roll back an edit.
    guard let current = repository.todo(withID: todo.id),
      let row = models.firstIndex(where: { $0.id == todo.id })
    else { return }
    models[row] = current
  }

  override func didDelete(_ id: TodoID) {
    models.removeAll { $0.id == id }
  }

  override func numberOfRows(in tableView: TableView) -> Int {
    models.count
  }

  override func tableView(_ tableView: TableView, contentForRowAt row: Int) -> Todo {
    models[row]
  }
}
