import TodoModel
import TodoUIKit
import UIKit

/// The list: an array of todos copied from the data source, shown in a table.
///
/// The copy is the bug. Nothing updates `todos` when a todo changes elsewhere, so the table
/// keeps showing the old values, even when it scrolls.
class TodoListViewController: UITableViewController {
  let repository: any TodoRepository
  var todos: [Todo]

  init(repository: any TodoRepository) {
    self.repository = repository
    self.todos = repository.allTodos()
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) {
    fatalError("TodoListViewController is made in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Todos"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "todo")
    tableView.tableHeaderView = NewTodoField { [weak self] title in self?.addTodo(title: title) }
  }

  /// The list's own edits update its copy too, so they show; only other screens' edits go
  /// missing.
  private func addTodo(title: String) {
    todos.insert(repository.add(title: title), at: 0)
    tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    todos.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "todo", for: indexPath)
    cell.show(todos[indexPath.row])
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let detail = TodoDetailViewController(
      todoID: todos[indexPath.row].id, repository: repository)
    navigationController?.pushViewController(detail, animated: true)
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    repository.delete(id: todos[indexPath.row].id)
    todos.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }
}
