import Observation
import TodoModel

/// One todo as an observable object: a row that reads its title depends on this todo alone.
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
}

/// The model: the todos every view of every window reads, saved in the SQLite database.
///
/// It is the source of truth while the app runs, made once and kept by `@State` on the
/// ``TodoApp``. Every change is stored first, and the model shows it once the store has it, so
/// an edit the disk refused never shows.
@Observable
@MainActor
final class TodoController {
  /// The todos, newest first; a list's body reads it, so it runs again for adds and deletes.
  private(set) var items: [TodoItem]
  /// The same items by id, for O(1) lookups; a detail reads it to learn its todo was deleted.
  private(set) var itemsByID: [TodoID: TodoItem]
  @ObservationIgnored private let store: any TodoRepository

  /// Loads the todos from `store`, where it saves every change.
  init(store: any TodoRepository) {
    let items = store.allTodos().map(TodoItem.init)
    self.items = items
    itemsByID = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0) })
    self.store = store
  }

  /// The todo with this id, or `nil` once it is deleted; O(1).
  func item(withID id: TodoID) -> TodoItem? {
    itemsByID[id]
  }

  /// Saves the title a person submitted in the detail of `item`, then shows it; a title the
  /// store refused is never shown.
  func rename(_ item: TodoItem, to title: String) {
    guard let saved = store.rename(id: item.id, to: title) else { return }
    item.title = saved.title
  }

  /// Saves the star of `item`, then shows it.
  func setFavorite(_ isFavorite: Bool, of item: TodoItem) {
    guard let saved = store.modify(id: item.id, { $0.isFavorite = isFavorite }) else { return }
    item.isFavorite = saved.isFavorite
  }

  /// Adds a todo at the top once the store has it; the store hands out its id.
  func add(title: String) {
    let todo = store.add(title: title)
    guard store.contains(todo.id) else { return }
    insert(TodoItem(todo))
  }

  /// Deletes a todo from the store, then from the model once the store no longer has it.
  func delete(id: TodoID) {
    store.delete(id: id)
    guard !store.contains(id) else { return }
    remove(id: id)
  }

  /// Applies a change the store already has, such as a server push, reading the store's current
  /// value so that a late push never rolls back a newer edit.
  func apply(_ change: TodoChange) {
    guard let current = store.todo(withID: change.todoID) else {
      remove(id: change.todoID)
      return
    }
    guard let item = itemsByID[current.id] else {
      if case .added = change { insert(TodoItem(current)) }
      return
    }
    if item.title != current.title { item.title = current.title }
    if item.isFavorite != current.isFavorite { item.isFavorite = current.isFavorite }
  }

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
