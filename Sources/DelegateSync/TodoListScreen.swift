import HeadlessUIKit
import TodoModel

/// The list: its own array of todos for the table, kept current as a delegate of the store.
@MainActor
class TodoListScreen: ViewController, ListScreen, TableViewDataSource, TodoStoreDelegate {
  let tableView = TableView()
  let store: DelegatingTodoStore
  private(set) var todos: [Todo]
  private var rowByID: [TodoID: Int] = [:]

  init(store: DelegatingTodoStore) {
    self.store = store
    todos = store.repository.allTodos()
    super.init()
    indexRows()
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
    indexRows()
    tableView.insertRows([0])
  }

  func todoStore(_ store: DelegatingTodoStore, didUpdate todo: Todo) {
    guard let row = rowByID[todo.id] else { return }
    // NB: a server push may arrive after a newer edit made here; the data source has the newest.
    guard let current = store.repository.todo(withID: todo.id) else { return }
    todos[row] = current
    tableView.reconfigureRows([row])
  }

  func todoStore(_ store: DelegatingTodoStore, didDelete id: TodoID) {
    guard let row = rowByID[id] else { return }
    todos.remove(at: row)
    indexRows()
    tableView.deleteRows([row])
  }

  private func indexRows() {
    rowByID = Dictionary(
      todos.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  // MARK: - TableViewDataSource

  func numberOfRows(in tableView: TableView) -> Int {
    todos.count
  }

  func tableView(_ tableView: TableView, contentForRowAt row: Int) -> Todo {
    todos[row]
  }
}
