import TodoModel
import TodoUIKit
import UIKit

/// The list: a table over its view model's rows, rendering the one row each change touched.
class TodoListViewController: UITableViewController {
  let viewModel: TodoListViewModel

  init(viewModel: TodoListViewModel) {
    self.viewModel = viewModel
    super.init(style: .plain)
    viewModel.rowsDidChange = { [weak self] change in self?.show(change) }
  }

  required init?(coder: NSCoder) {
    fatalError("TodoListViewController is made in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Todos"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "todo")
    tableView.tableHeaderView = NewTodoField { [weak self] title in
      self?.viewModel.add(title: title)
    }
  }

  /// Renders one change the view model has already made to its rows.
  private func show(_ change: RowChange) {
    // A table not loaded yet reads every row when it loads.
    guard isViewLoaded else { return }
    switch change {
    case .inserted(let row):
      tableView.insertRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
    case .changed(let row):
      tableView.reconfigureRows(at: [IndexPath(row: row, section: 0)])
    case .deleted(let row):
      tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
    }
  }

  // MARK: - Actions of the list itself

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    viewModel.remove(id: viewModel.todos[indexPath.row].id)
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let detail = TodoDetailViewController(
      todoID: viewModel.todos[indexPath.row].id, repository: viewModel.repository,
      events: viewModel.events)
    navigationController?.pushViewController(detail, animated: true)
  }

  // MARK: - UITableViewDataSource

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    viewModel.todos.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "todo", for: indexPath)
    cell.show(viewModel.todos[indexPath.row])
    return cell
  }
}
