import TodoModel

/// The one thing the variants of this chapter disagree on: what a snapshot item *is*, and how
/// the list shows an edit of one todo.
///
/// Adds and deletes are the same for all of them: a fresh snapshot of the store's todos,
/// diffed against the one on screen. Edits are where identity and equality matter.
@MainActor
protocol RowIdentity {
  /// What the snapshot holds for one todo.
  associatedtype Item: Hashable & Sendable

  /// The item for a todo, as a fresh snapshot holds it.
  func item(for todo: Todo) -> Item

  /// What the cell of `item` shows.
  func content(of item: Item) -> Todo

  /// The snapshot that shows the edit of todo `id`, starting from the one the table shows.
  func snapshot(showingEditOf id: TodoID, current: DiffableSnapshot<ListSection, Item>)
    -> DiffableSnapshot<ListSection, Item>
}

/// The list has one section.
enum ListSection: Hashable, Sendable {
  case todos
}

extension RowIdentity {
  /// A snapshot of every todo in the store, built from scratch.
  func freshSnapshot(of store: TodoStore) -> DiffableSnapshot<ListSection, Item> {
    var snapshot = DiffableSnapshot<ListSection, Item>()
    // NB: `try!` because the store's ids are unique by construction; a failure here is a
    // programming error, and stops the program as UIKit would.
    try! snapshot.appendSections([.todos])
    try! snapshot.appendItems(store.allTodos().map(item(for:)))
    return snapshot
  }
}
