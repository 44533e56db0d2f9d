import HeadlessUIKit
import TodoModel

/// The list: an array of todos copied from the data source, rendered into a table.
///
/// The copy is the bug. Nothing updates `todos` when a todo changes elsewhere, so the table
/// keeps rendering the old values, even when it scrolls.
@MainActor
class TodoListScreen: ViewController, ListScreen, TableViewDataSource {
  let tableView = TableView()
  let repository: any TodoRepository
  var todos: [Todo]

  init(repository: any TodoRepository) {
    self.repository = repository
    self.todos = repository.allTodos()
    super.init()
    tableView.dataSource = self
    tableView.reloadData()
  }

  // MARK: - Actions of the list itself

  /// The list's own edits update its copy too, so they show; only other screens' edits go missing.
  func addTodo(title: String) {
    let todo = repository.add(title: title)
    todos.insert(todo, at: 0)
    tableView.insertRows([0])
  }

  func removeTodo(id: TodoID) {
    repository.delete(id: id)
    guard let row = todos.firstIndex(where: { $0.id == id }) else { return }
    todos.remove(at: row)
    tableView.deleteRows([row])
  }

  // MARK: - TableViewDataSource

  func numberOfRows(in tableView: TableView) -> Int {
    todos.count
  }

  func tableView(_ tableView: TableView, contentForRowAt row: Int) -> Todo {
    todos[row]
  }
}
