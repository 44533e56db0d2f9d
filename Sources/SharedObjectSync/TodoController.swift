import Observation
import TodoModel

/// One todo as an observable object: the thing every screen reads and nobody copies.
///
/// Each todo is its own object, so a screen that reads one todo's title is told about changes to
/// that todo only. One observable array of values would tell every cell about every edit.
/// Only ``TodoController`` writes to it, which keeps "model first, then the data source" in one
/// place.
@Observable
@MainActor
final class TodoItem {
  let id: TodoID
  fileprivate(set) var title: String
  fileprivate(set) var isFavorite: Bool

  fileprivate init(_ todo: Todo) {
    id = todo.id
    title = todo.title
    isFavorite = todo.isFavorite
  }

  /// The values a screen shows.
  ///
  /// Reading it inside `withObservationTracking` tracks the title and the star, which is exactly
  /// what a cell or a detail depends on.
  var todo: Todo {
    Todo(id: id, title: title, isFavorite: isFavorite)
  }
}

/// The single source of truth: the todos every list and detail of every scene reads and writes.
///
/// It is created once per app and put into the environment, the way a SwiftUI app keeps one
/// `@State var controller = TodoController()` on its `App` and hands it down with
/// `.environment(controller)`. Every change updates the observable model first, then writes the
/// data source, so the screens never wait for the data source to show an edit.
@Observable
@MainActor
final class TodoController {
  /// The todos, newest first.
  ///
  /// Lists observe this array for adds and deletes; a rename or a star changes an item, not the
  /// array, so it does not wake every list.
  private(set) var items: [TodoItem]
  /// The same items by id.
  ///
  /// Details observe it to learn that their todo was deleted, and every lookup by id is O(1).
  private(set) var itemsByID: [TodoID: TodoItem]
  @ObservationIgnored private let repository: any TodoRepository

  /// Loads the todos from the data source.
  convenience init(repository: any TodoRepository) {
    self.init(todos: repository.allTodos(), repository: repository)
  }

  /// Starts from `todos`, writing changes to `repository`.
  init(todos: [Todo], repository: any TodoRepository) {
    let items = todos.map(TodoItem.init)
    self.items = items
    self.itemsByID = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0) })
    self.repository = repository
  }

  /// The todo with this id, or `nil` once it is deleted; O(1).
  func item(withID id: TodoID) -> TodoItem? {
    itemsByID[id]
  }

  // MARK: - Changes made on a screen

  // The model changes first, so every screen that tracks it is woken; then the data source gets
  // the one field that changed, so a server change to the other field is never overwritten.

  func rename(id: TodoID, to title: String) {
    guard let item = itemsByID[id] else { return }
    item.title = title
    repository.rename(id: id, to: title)
  }

  func toggleFavorite(id: TodoID) {
    guard let item = itemsByID[id] else { return }
    item.isFavorite.toggle()
    let isFavorite = item.isFavorite
    repository.modify(id: id) { $0.isFavorite = isFavorite }
  }

  /// Adds a todo at the top.
  ///
  /// NB: here the data source goes first, because it hands out the ids; the model follows in the
  /// same main-actor turn, so no screen can see one without the other.
  @discardableResult
  func add(title: String) -> TodoItem {
    let item = TodoItem(repository.add(title: title))
    insert(item)
    return item
  }

  func delete(id: TodoID) {
    remove(id: id)
    repository.delete(id: id)
  }

  // MARK: - Changes that came from elsewhere

  /// Applies a change the data source already has, such as a server push.
  ///
  /// NB: the change is a snapshot taken on another thread. By the time it arrives here, a screen
  /// may have written something newer, so the controller reads the current value from the data
  /// source instead of trusting the snapshot; a late push never rolls back a newer edit.
  func apply(_ change: TodoChange) {
    guard let current = repository.todo(withID: change.todoID) else {
      remove(id: change.todoID)
      return
    }
    guard let item = itemsByID[current.id] else {
      if case .added = change { insert(TodoItem(current)) }
      return
    }
    // Only values that differ are written, because every write wakes the screens that track it.
    if item.title != current.title { item.title = current.title }
    if item.isFavorite != current.isFavorite { item.isFavorite = current.isFavorite }
  }

  // MARK: - Private

  private func insert(_ item: TodoItem) {
    items.insert(item, at: 0)
    itemsByID[item.id] = item
  }

  private func remove(id: TodoID) {
    guard itemsByID.removeValue(forKey: id) != nil else { return }
    items.removeAll { $0.id == id }
  }
}
