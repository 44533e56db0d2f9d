import HeadlessUIKit
import TodoModel

/// The list: its own array of todos for the table, kept current as a delegate of the store.
@MainActor
class TodoListScreen: ViewController, ListScreen, TableViewDataSource, TodoStoreDelegate {
  let tableView = TableView()
  let store: DelegatingTodoStore
  private(set) var todos: [Todo]
  /// The row of each id, so a change finds its row in O(1); `nil` once rows moved, until a
  /// change needs it again (``row(of:)``).
  private var rowIndex: [TodoID: Int]?

  init(store: DelegatingTodoStore) {
    self.store = store
    todos = store.repository.allTodos()
    super.init()
    tableView.dataSource = self
    tableView.reloadData()
    registerWithStore()
  }

  /// Becomes a delegate of the store, once, for the list's whole life.
  func registerWithStore() {
    store.addDelegate(self)
  }

  // MARK: - Actions of the list itself: through the store, like everyone else

  func addTodo(title: String) {
    store.add(title: title)
  }

  func removeTodo(id: TodoID) {
    store.delete(id: id)
  }

  // MARK: - TodoStoreDelegate: the model first, then the view

  func todoStore(_ store: DelegatingTodoStore, didAdd todo: Todo) {
    todos.insert(todo, at: 0)
    rowIndex = nil  // Every row moved down one.
    tableView.insertRows([0])
  }

  func todoStore(_ store: DelegatingTodoStore, didUpdate todo: Todo) {
    guard let row = row(of: todo.id) else { return }
    // NB: a server push may arrive after a newer edit made here; the data source has the newest.
    guard let current = store.repository.todo(withID: todo.id) else { return }
    todos[row] = current
    tableView.reconfigureRows([row])
  }

  func todoStore(_ store: DelegatingTodoStore, didDelete id: TodoID) {
    guard let row = row(of: id) else { return }
    todos.remove(at: row)
    rowIndex = nil  // Every row below moved up one.
    tableView.deleteRows([row])
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

  // MARK: - TableViewDataSource

  func numberOfRows(in tableView: TableView) -> Int {
    todos.count
  }

  func tableView(_ tableView: TableView, contentForRowAt row: Int) -> Todo {
    todos[row]
  }
}
