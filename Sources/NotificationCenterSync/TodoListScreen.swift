import Foundation
import ScreenKit
import TodoModel

/// The list: its own array of todos, kept current by todo-change notifications.
///
/// Unlike chapter 0's copy, this one is told about every change. Each change updates the array
/// first and then re-renders from it, so the table and the array never disagree.
@MainActor
final class TodoListScreen: ListScreen, TableViewDataSource, TodoChangeObserving {
  let tableView = TableView()
  private let repository: any TodoRepository
  private let changes: TodoChangeCenter
  private let pitfall: Pitfall?
  /// The list's model: what its rows show, top to bottom.
  private var todos: [Todo]
  /// The row of each id, so a change finds its row in O(1).
  private var rowByID: [TodoID: Int] = [:]
  private var observation: TodoChangeObservation?
  /// How many changes this list has been handed, so a duplicate delivery can be counted.
  private(set) var changesReceived = 0

  /// The list's mistakes, one per broken variant.
  enum Pitfall {
    /// Patch the visible cell and leave `todos` as it was.
    case patchesViewOnly
    /// Add a new observer by hand every time the list appears, and never remove one.
    case addsObserverOnEveryAppear
  }

  init(repository: any TodoRepository, changes: TodoChangeCenter, pitfall: Pitfall? = nil) {
    self.repository = repository
    self.changes = changes
    self.pitfall = pitfall
    self.todos = repository.allTodos()
    indexRows()
    tableView.dataSource = self
    tableView.reloadData()
    if pitfall != .addsObserverOnEveryAppear {
      observation = changes.addObserver(self)  // Once, for the list's whole life.
    }
  }

  /// The `observer-leak` pitfall: registering in `viewWillAppear`, with a block that holds the
  /// list strongly, and dropping the token that could remove it.
  func viewWillAppear() {
    guard pitfall == .addsObserverOnEveryAppear else { return }
    _ = changes.notificationCenter.addObserver(
      forName: .todoDidChange, object: nil, queue: nil
    ) { notification in
      guard let change = notification.todoChange else { return }
      MainActorDelivery.run { self.receive(change) }
    }
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
    changesReceived += 1
    todos.insert(todo, at: 0)
    indexRows()
    tableView.insertRows([0])
  }

  func didUpdate(_ todo: Todo) {
    changesReceived += 1
    guard let row = rowByID[todo.id] else { return }
    if pitfall == .patchesViewOnly {
      tableView.configureCell(at: row, with: todo)  // `todos[row]` keeps the old value.
      return
    }
    // NB: a notification posted on another thread may arrive after a newer edit made here. The
    // data source always has the newest value, so the list takes the todo from there.
    guard let current = repository.todo(withID: todo.id) else { return }
    todos[row] = current
    tableView.reconfigureRows([row])
  }

  func didDelete(_ id: TodoID) {
    changesReceived += 1
    guard let row = rowByID[id] else { return }
    todos.remove(at: row)
    indexRows()
    tableView.deleteRows([row])
  }

  private func indexRows() {
    // NB: a todo is in `todos` once, unless one add was delivered twice (the `observer-leak`
    // pitfall); then its first row is the one found.
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
