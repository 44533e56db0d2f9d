import Observation
import TodoModel

/// The app's model: the todos, `@Observable`, and a stream of changes for every screen that
/// keeps its own copy.
///
/// Made once, on the main actor. Whoever changes a todo saves it here; the library writes the
/// data source, updates `todos`, and sends the change to every subscriber.
@Observable
@MainActor
class TodoLibrary {
  /// Every todo, newest first; a view that reads it is told when it changes (Observation).
  private(set) var todos: [Todo]
  @ObservationIgnored let repository: any TodoRepository
  @ObservationIgnored let broadcaster: TodoChangeBroadcaster
  /// The position of each id, so a change finds its todo in O(1); `nil` once todos moved,
  /// until a change needs it again (``position(of:)``).
  @ObservationIgnored private var positionIndex: [TodoID: Int]?

  init(repository: any TodoRepository, broadcaster: TodoChangeBroadcaster) {
    self.repository = repository
    self.broadcaster = broadcaster
    todos = repository.allTodos()
  }

  /// A stream of every change from now on, for one screen: read it in a loop, in a task that
  /// ends with the screen.
  func changes() -> AsyncStream<TodoChange> {
    broadcaster.changes()
  }

  // MARK: - Saving: the data source, the model, then everyone

  func add(title: String) {
    apply(.added(repository.add(title: title)))
  }

  func modify(id: TodoID, _ edit: (inout Todo) -> Void) {
    guard let saved = repository.modify(id: id, edit) else { return }
    apply(.updated(saved))
  }

  func delete(id: TodoID) {
    guard repository.delete(id: id) != nil else { return }
    apply(.deleted(id))
  }

  /// A change the server already saved.
  func changeDidArrive(_ change: TodoChange) {
    apply(change)
  }

  private func apply(_ change: TodoChange) {
    switch change {
    case .added(let todo):
      todos.insert(todo, at: 0)
      positionIndex = nil  // Every todo moved down one.
    case .updated(let todo):
      // The data source has the newest value: a push may arrive after a newer edit made here.
      guard let position = position(of: todo.id), let current = repository.todo(withID: todo.id)
      else { return }
      todos[position] = current
    case .deleted(let id):
      // The delete moves every todo below, which spoils the index at once: one pass finds the
      // todo, where making the index first would hash every id.
      guard let position = positionIndex?[id] ?? todos.firstIndex(where: { $0.id == id }) else {
        return
      }
      todos.remove(at: position)
      positionIndex = nil  // Every todo below moved up one.
    }
    broadcaster.send(change)
  }

  /// The position of `id` in `todos`, from the index, which is made again first if todos moved
  /// since: an add at the top moves every todo, so the index is made once, when next needed,
  /// not on every add.
  private func position(of id: TodoID) -> Int? {
    if positionIndex == nil {
      positionIndex = Dictionary(uniqueKeysWithValues: todos.enumerated().map { ($1.id, $0) })
    }
    return positionIndex?[id]
  }
}
