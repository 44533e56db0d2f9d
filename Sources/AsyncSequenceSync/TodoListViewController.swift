import TodoModel
import TodoUIKit
import UIKit

/// The list: its own array for the table, kept current by a loop over its own stream of changes.
class TodoListViewController: UITableViewController {
  let library: TodoLibrary
  var todos: [Todo]
  /// The row of each id, so a change finds its row in O(1); `nil` once rows moved, until a
  /// change needs it again (``row(of:)``).
  var rowIndex: [TodoID: Int]?
  /// The loop that reads the list's stream; cancelled when the list is released.
  var listening: Task<Void, Never>?

  init(library: TodoLibrary) {
    self.library = library
    // Subscribe before reading, so that no change falls between the two.
    let changes = library.changes()
    todos = library.todos
    super.init(style: .plain)
    startListening(to: changes)
  }

  required init?(coder: NSCoder) {
    fatalError("TodoListViewController is made in code")
  }

  /// Reads the stream for as long as the list lives: the task holds the list weakly, and the
  /// list cancels the task when it goes.
  func startListening(to changes: AsyncStream<TodoChange>) {
    listening = Task { [weak self] in
      // `self?` on each change: a `guard let self` here would hold the list for the whole loop.
      for await change in changes {
        self?.apply(change)
      }
    }
  }

  deinit {
    listening?.cancel()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Todos"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "todo")
    tableView.tableHeaderView = NewTodoField { [weak self] title in self?.addTodo(title: title) }
  }

  // MARK: - Actions of the list itself: through the library, like everyone else

  private func addTodo(title: String) {
    library.add(title: title)
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    library.delete(id: todos[indexPath.row].id)
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let detail = TodoDetailViewController(todoID: todos[indexPath.row].id, library: library)
    navigationController?.pushViewController(detail, animated: true)
  }

  // MARK: - What the loop applies: the model first, then the view

  func apply(_ change: TodoChange) {
    switch change {
    case .added(let todo):
      todos.insert(todo, at: 0)
      rowIndex = nil  // Every row moved down one.
      tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    case .updated(let todo):
      guard let row = row(of: todo.id), let current = library.repository.todo(withID: todo.id)
      else { return }
      todos[row] = current
      tableView.reconfigureRows(at: [IndexPath(row: row, section: 0)])
    case .deleted(let id):
      // The delete moves every row below, which spoils the index at once: one pass finds the
      // row, where making the index first would hash every id.
      guard let row = rowIndex?[id] ?? todos.firstIndex(where: { $0.id == id }) else { return }
      todos.remove(at: row)
      rowIndex = nil  // Every row below moved up one.
      tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
    }
  }

  /// The row that shows `id`, from the index, which is made again first if rows moved since.
  ///
  /// An add at the top moves every row, so the index is not rewritten on each add, which would
  /// cost O(n) every time, but once, when a change next needs it.
  func row(of id: TodoID) -> Int? {
    if rowIndex == nil {
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
