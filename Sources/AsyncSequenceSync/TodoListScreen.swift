import HeadlessUIKit
import TodoModel

/// The list: its own array for the table, kept current by a loop over its own stream of changes.
@MainActor
class TodoListScreen: ViewController, ListScreen, TableViewDataSource {
  let tableView = TableView()
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
    super.init()
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
      rowIndex = nil  // Every row moved down one.
      tableView.insertRows([0])
    case .updated(let todo):
      guard let row = row(of: todo.id), let current = library.repository.todo(withID: todo.id)
      else { return }
      todos[row] = current
      tableView.reconfigureRows([row])
    case .deleted(let id):
      guard let row = row(of: id) else { return }
      todos.remove(at: row)
      rowIndex = nil  // Every row below moved up one.
      tableView.deleteRows([row])
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

  // MARK: - TableViewDataSource

  func numberOfRows(in tableView: TableView) -> Int {
    todos.count
  }

  func tableView(_ tableView: TableView, contentForRowAt row: Int) -> Todo {
    todos[row]
  }
}
