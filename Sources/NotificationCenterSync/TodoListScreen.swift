import Foundation
import FoundationShims
import HeadlessUIKit
import TodoModel

/// The list: its own array of todos, kept current by todo-change notifications.
///
/// Unlike chapter 0's copy, this one is told about every change. Each change updates the array
/// first and then re-renders from it, so the table and the array never disagree.
@MainActor
class TodoListScreen: ViewController, ListScreen, TableViewDataSource, TodoChangeObserving {
  let tableView = TableView()
  let repository: any TodoRepository
  let changes: TodoChangeCenter
  /// The list's model: what its rows show, top to bottom.
  private var todos: [Todo]
  /// The row of each id, so a change finds its row in O(1); `nil` once rows moved, until a
  /// change needs it again (``row(of:)``).
  private var rowIndex: [TodoID: Int]?
  /// The list's registration with the change center; releasing it stops the deliveries.
  var observation: NotificationObservation?

  init(repository: any TodoRepository, changes: TodoChangeCenter) {
    self.repository = repository
    self.changes = changes
    self.todos = repository.allTodos()
    super.init()
    tableView.dataSource = self
    tableView.reloadData()
    observation = changes.addObserver(self)  // Once, for the list's whole life.
  }

  // MARK: - Actions of the list itself

  /// Saves, then announces; the list shows its own add the way every other list does: by
  /// hearing about it.
  func addTodo(title: String) {
    changes.post(.added(repository.add(title: title)))
  }

  func removeTodo(id: TodoID) {
    guard repository.delete(id: id) != nil else { return }
    changes.post(.deleted(id))
  }

  // MARK: - TodoChangeObserving: the model first, then the view

  func didAdd(_ todo: Todo) {
    todos.insert(todo, at: 0)
    rowIndex = nil  // Every row moved down one.
    tableView.insertRows([0])
  }

  func didUpdate(_ todo: Todo) {
    guard let row = row(of: todo.id) else { return }
    // NB: a notification posted on another thread may arrive after a newer edit made here. The
    // data source always has the newest value, so the list takes the todo from there.
    guard let current = repository.todo(withID: todo.id) else { return }
    todos[row] = current
    tableView.reconfigureRows([row])
  }

  func didDelete(_ id: TodoID) {
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
      // NB: a todo is in `todos` once, unless one add was delivered twice by a leaked observer;
      // then its first row is the one found.
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
