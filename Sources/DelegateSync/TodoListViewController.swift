import TodoModel
import TodoUIKit
import UIKit

/// The list: its own array of todos for the table, kept current as a delegate of the store.
class TodoListViewController: UITableViewController, TodoStoreDelegate {
  let store: DelegatingTodoStore
  private(set) var todos: [Todo]
  /// The row of each id, so a change finds its row in O(1); `nil` once rows moved, until a
  /// change needs it again (``row(of:)``).
  private var rowIndex: [TodoID: Int]?

  init(store: DelegatingTodoStore) {
    self.store = store
    todos = store.repository.allTodos()
    super.init(style: .plain)
    registerWithStore()
  }

  required init?(coder: NSCoder) {
    fatalError("TodoListViewController is made in code")
  }

  /// Becomes a delegate of the store, once, for the list's whole life.
  func registerWithStore() {
    store.addDelegate(self)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Todos"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "todo")
    tableView.tableHeaderView = NewTodoField { [weak self] title in self?.addTodo(title: title) }
  }

  // MARK: - Actions of the list itself: through the store, like everyone else

  private func addTodo(title: String) {
    store.add(title: title)
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    store.delete(id: todos[indexPath.row].id)
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let detail = TodoDetailViewController(todoID: todos[indexPath.row].id, store: store)
    navigationController?.pushViewController(detail, animated: true)
  }

  // MARK: - TodoStoreDelegate: the model first, then the view

  func todoStore(_ store: DelegatingTodoStore, didAdd todo: Todo) {
    todos.insert(todo, at: 0)
    rowIndex = nil  // Every row moved down one.
    tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
  }

  func todoStore(_ store: DelegatingTodoStore, didUpdate todo: Todo) {
    guard let row = row(of: todo.id) else { return }
    // NB: a server push may arrive after a newer edit made here; the data source has the newest.
    guard let current = store.repository.todo(withID: todo.id) else { return }
    todos[row] = current
    tableView.reconfigureRows(at: [IndexPath(row: row, section: 0)])
  }

  func todoStore(_ store: DelegatingTodoStore, didDelete id: TodoID) {
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
