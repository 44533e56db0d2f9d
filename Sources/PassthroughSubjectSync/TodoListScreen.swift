import HeadlessUIKit
import TodoModel

/// The list screen: a table over its view model's rows.
@MainActor
class TodoListScreen: ListScreen, TableViewDataSource {
  let tableView = TableView()
  let viewModel: TodoListViewModel

  init(viewModel: TodoListViewModel) {
    self.viewModel = viewModel
    tableView.dataSource = self
    tableView.reloadData()
    viewModel.rowsDidChange = { [weak self] updates in
      self?.tableView.performBatchUpdates(updates)
    }
  }

  func addTodo(title: String) {
    viewModel.add(title: title)
  }

  func removeTodo(id: TodoID) {
    viewModel.remove(id: id)
  }

  // MARK: - TableViewDataSource

  func numberOfRows(in tableView: TableView) -> Int {
    viewModel.todos.count
  }

  func tableView(_ tableView: TableView, contentForRowAt row: Int) -> Todo {
    viewModel.todos[row]
  }
}
