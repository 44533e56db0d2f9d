import Observation
import TodoModel

/// One todo as an observable object: the thing every view reads and nobody copies.
///
/// Each todo is its own object, so a row that reads one todo's title runs again when that todo
/// changes, and no other row does. One observable array of values would run every row's body on
/// every edit. A detail edits it through `@Bindable`; ``TodoController`` then saves it.
@Observable
@MainActor
final class TodoItem: Identifiable {
  let id: TodoID
  var title: String
  var isFavorite: Bool

  fileprivate init(_ todo: Todo) {
    id = todo.id
    title = todo.title
    isFavorite = todo.isFavorite
  }

  /// The values a screen shows.
  ///
  /// Reading it inside a body, or inside `withObservationTracking`, tracks the title and the
  /// star, which is exactly what a row or a detail depends on.
  var todo: Todo {
    Todo(id: id, title: title, isFavorite: isFavorite)
  }
}

/// The single source of truth: the todos every list and detail of every scene reads and writes.
///
/// It is created once per app, kept by `@State` on the ``TodoApp``, and handed down with
/// `.environment(controller)`. Every change updates the observable model first, then writes the
/// data source, so the views never wait for the data source to show an edit.
@Observable
@MainActor
final class TodoController {
  /// The todos, newest first.
  ///
  /// A list's body reads this array, so it runs again for adds and deletes; a rename or a star
  /// changes an item, not the array, so it does not run the list's body.
  private(set) var items: [TodoItem]
  /// The same items by id.
  ///
  /// A detail reads it to learn that its todo was deleted, and every lookup by id is O(1).
  private(set) var itemsByID: [TodoID: TodoItem]
  @ObservationIgnored private let repository: any TodoRepository

  /// Loads the todos from the data source, where it writes every change.
  init(repository: any TodoRepository) {
    let items = repository.allTodos().map(TodoItem.init)
    self.items = items
    self.itemsByID = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0) })
    self.repository = repository
  }

  /// The todo with this id, or `nil` once it is deleted; O(1).
  func item(withID id: TodoID) -> TodoItem? {
    itemsByID[id]
  }

  // MARK: - Changes made in a view

  // The model changes first, so every view that read it runs again; then the data source gets
  // the one field that changed, so a server change to the other field is never overwritten.

  /// Gives `item` the title a person submitted in its detail, then saves it.
  func rename(_ item: TodoItem, to title: String) {
    item.title = title
    repository.rename(id: item.id, to: title)
  }

  /// Sets the star of `item`, then saves it.
  func setFavorite(_ isFavorite: Bool, of item: TodoItem) {
    item.isFavorite = isFavorite
    repository.modify(id: item.id) { $0.isFavorite = isFavorite }
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
    // Only values that differ are written: a write is what runs the bodies that read it. (The
    // `@Observable` macro of Swift 6.3 also skips a write of an equal value by itself.)
    if item.title != current.title { item.title = current.title }
    if item.isFavorite != current.isFavorite { item.isFavorite = current.isFavorite }
  }

  // MARK: - Private

  private func insert(_ item: TodoItem) {
    items.insert(item, at: 0)
    itemsByID[item.id] = item
  }

  private func remove(id: TodoID) {
    // The search stops at the todo: a delete reads the items above it, not every item.
    guard itemsByID.removeValue(forKey: id) != nil,
      let index = items.firstIndex(where: { $0.id == id })
    else { return }
    items.remove(at: index)
  }
}
