import TodoModel
import TodoUIKit
import UIKit

/// The list: its own array of todos, kept current by todo-change notifications.
///
/// Unlike chapter 0's copy, this one is told about every change. Each change updates the array
/// first and then re-renders from it, so the table and the array never disagree.
class TodoListViewController: UITableViewController, TodoChangeObserving {
  let repository: any TodoRepository
  let changes: TodoChangeCenter
  /// The list's model: what its rows show, top to bottom.
  var todos: [Todo]
  /// The row of each id, so a change finds its row in O(1); `nil` once rows moved, until a
  /// change needs it again (``row(of:)``).
  private var rowIndex: [TodoID: Int]?
  /// The list's registration with the change center; releasing it stops the deliveries.
  var observation: TodoChangeObservation?

  init(repository: any TodoRepository, changes: TodoChangeCenter) {
    self.repository = repository
    self.changes = changes
    self.todos = repository.allTodos()
    super.init(style: .plain)
    observation = changes.addObserver(self)  // Once, for the list's whole life.
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

  // MARK: - Actions of the list itself

  /// Saves, then announces; the list shows its own add the way every other list does: by
  /// hearing about it.
  private func addTodo(title: String) {
    changes.post(.added(repository.add(title: title)))
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    let id = todos[indexPath.row].id
    guard editingStyle == .delete, repository.delete(id: id) != nil else { return }
    changes.post(.deleted(id))
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let detail = TodoDetailViewController(
      todoID: todos[indexPath.row].id, repository: repository, changes: changes)
    navigationController?.pushViewController(detail, animated: true)
  }

  // MARK: - TodoChangeObserving: the model first, then the view

  func didAdd(_ todo: Todo) {
    todos.insert(todo, at: 0)
    rowIndex = nil  // Every row moved down one.
    tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
  }

  func didUpdate(_ todo: Todo) {
    guard let row = row(of: todo.id) else { return }
    // NB: a notification posted on another thread may arrive after a newer edit made here. The
    // data source always has the newest value, so the list takes the todo from there.
    guard let current = repository.todo(withID: todo.id) else { return }
    todos[row] = current
    tableView.reconfigureRows(at: [IndexPath(row: row, section: 0)])
  }

  func didDelete(_ id: TodoID) {
    // The delete moves every row below, which spoils the index at once: one pass finds the
    // row, where making the index first would hash every id.
    guard let row = rowIndex?[id] ?? todos.firstIndex(where: { $0.id == id }) else { return }
    todos.remove(at: row)
    rowIndex = nil  // Every row below moved up one.
    tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
  }

  /// The row that shows `id`, from the index, which is made again first if rows moved since.
  ///
  /// An add at the top moves every row, so the index is not rewritten on each add, which would
  /// cost O(n) every time, but once, when a change next needs it.
  func row(of id: TodoID) -> Int? {
    if rowIndex == nil {
      // NB: a todo is in `todos` once, unless one add was delivered twice by a leaked observer;
      // then its first row is the one found.
      rowIndex = Dictionary(
        todos.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }
    return rowIndex?[id]
  }

  // MARK: - UITableViewDataSource

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
}
