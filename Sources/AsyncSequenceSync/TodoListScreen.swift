import HeadlessUIKit
import TodoModel

/// The list: its own array for the table, kept current by a loop over its own stream of changes.
@MainActor
class TodoListScreen: ViewController, ListScreen, TableViewDataSource {
  let tableView = TableView()
  let library: TodoLibrary
  var todos: [Todo]
  private var rowByID: [TodoID: Int] = [:]
  /// The loop that reads the list's stream; cancelled when the list is released.
  var listening: Task<Void, Never>?

  init(library: TodoLibrary) {
    self.library = library
    // Subscribe before reading, so that no change falls between the two.
    let changes = library.changes()
    todos = library.todos
    super.init()
    indexRows()
    tableView.dataSource = self
    tableView.reloadData()
    startListening(to: changes)
  }

  /// Reads the stream for as long as the list lives: the task holds the list weakly, and the
  /// list cancels the task when it goes.
  func startListening(to changes: AsyncStream<TodoChange>) {
    listening = Task { [weak self] in
      for await change in changes {
        self?.apply(change)
      }
    }
  }

  deinit {
    listening?.cancel()
  }

  // MARK: - Actions of the list itself

  func addTodo(title: String) {
    library.add(title: title)
  }

  func removeTodo(id: TodoID) {
    library.delete(id: id)
  }

  // MARK: - What the loop applies: the model first, then the view

  func apply(_ change: TodoChange) {
    switch change {
    case .added(let todo):
      todos.insert(todo, at: 0)
      indexRows()
      tableView.insertRows([0])
    case .updated(let todo):
      guard let row = rowByID[todo.id], let current = library.repository.todo(withID: todo.id)
      else { return }
      todos[row] = current
      tableView.reconfigureRows([row])
    case .deleted(let id):
      guard let row = rowByID[id] else { return }
      todos.remove(at: row)
      indexRows()
      tableView.deleteRows([row])
    }
  }

  func indexRows() {
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
