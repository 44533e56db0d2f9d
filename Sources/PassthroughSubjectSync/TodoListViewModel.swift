import Combine
import Dispatch
import TodoModel

/// What changed in the list's rows, for its table to show.
enum RowChange: Equatable {
  /// A todo was put in at this row.
  case inserted(row: Int)
  /// The todo at this row has a new title or star.
  case changed(row: Int)
  /// The todo at this row is gone.
  case deleted(row: Int)
}

/// The list's view model: it subscribes to todo changes and keeps the rows the list shows.
///
/// Each change updates `todos` first and then tells the list which row to render again, so the
/// table and the rows never disagree.
@MainActor
class TodoListViewModel {
  /// The rows, top to bottom.
  private(set) var todos: [Todo]
  /// Called after the rows changed, with the change the table shows.
  var rowsDidChange: ((RowChange) -> Void)?
  /// The row of each id, so a change finds its row in O(1); `nil` once rows moved, until a
  /// change needs it again (``row(of:)``).
  private var rowIndex: [TodoID: Int]?
  let repository: any TodoRepository
  let events: any TodoEvents
  private var cancellables = Set<AnyCancellable>()

  init(repository: any TodoRepository, events: any TodoEvents) {
    self.repository = repository
    self.events = events
    todos = repository.allTodos()
    subscribe()
  }

  /// Listens to every change on the main queue, for as long as the view model lives: the
  /// subscription lasts as long as its `AnyCancellable` is kept.
  func subscribe() {
    events.todoChanges
      .receive(on: DispatchQueue.main)
      .sink { [weak self] change in
        MainActor.assumeIsolated { self?.apply(change) }
      }
      .store(in: &cancellables)
  }

  // MARK: - What the list does: save, then send

  func add(title: String) {
    events.send(.added(repository.add(title: title)))
  }

  func remove(id: TodoID) {
    guard repository.delete(id: id) != nil else { return }
    events.send(.deleted(id))
  }

  // MARK: - What the list hears

  func apply(_ change: TodoChange) {
    switch change {
    case .added(let todo):
      todos.insert(todo, at: 0)
      rowIndex = nil  // Every row moved down one.
      rowsDidChange?(.inserted(row: 0))
    case .updated(let todo):
      // NB: a change sent before a newer edit made here may arrive after it; the data source
      // has the newest value, so the row takes it from there.
      guard let row = row(of: todo.id), let current = repository.todo(withID: todo.id) else {
        return
      }
      todos[row] = current
      rowsDidChange?(.changed(row: row))
    case .deleted(let id):
      // The delete moves every row below, which spoils the index at once: one pass finds the
      // row, where making the index first would hash every id.
      guard let row = rowIndex?[id] ?? todos.firstIndex(where: { $0.id == id }) else { return }
      todos.remove(at: row)
      rowIndex = nil  // Every row below moved up one.
      rowsDidChange?(.deleted(row: row))
    }
  }

  /// The row that shows `id`, from the index, which is made again first if rows moved since.
  ///
  /// An add at the top moves every row, so the index is not rewritten on each add, which would
  /// cost O(n) every time, but once, when a change next needs it.
  func row(of id: TodoID) -> Int? {
    if rowIndex == nil {
      rowIndex = Dictionary(uniqueKeysWithValues: todos.enumerated().map { ($1.id, $0) })
    }
    return rowIndex?[id]
  }
}
