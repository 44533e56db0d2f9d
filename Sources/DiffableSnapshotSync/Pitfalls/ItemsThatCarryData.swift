import HeadlessUIKit
import TodoModel

/// What a snapshot item *is*: the one thing the value-carrying variants change.
///
/// The correct list keeps ids in its snapshot; these variants put data in the item, each in its
/// own way, and show an edit as a new snapshot of their items.
@MainActor
protocol RowIdentity {
  /// What the snapshot holds for one todo.
  associatedtype Item: Hashable & Sendable

  /// The item for a todo, as a fresh snapshot holds it.
  func item(for todo: Todo) -> Item

  /// What the cell of `item` shows.
  func content(of item: Item) -> Todo

  /// The snapshot that shows the edit of todo `id`, starting from the one the table shows.
  func snapshot(
    showingEditOf id: TodoID, current: DiffableSnapshot<ListSection, Item>, store: TodoStore
  ) -> DiffableSnapshot<ListSection, Item>
}

/// The list of the correct app, with items that carry data instead of ids.
@MainActor
final class ItemListScreen<Identity: RowIdentity>: ListScreen {
  let tableView = TableView()
  let dataSource: TableViewDiffableDataSource<ListSection, Identity.Item>
  let identity: Identity
  private let store: TodoStore

  init(store: TodoStore, identity: Identity) {
    self.store = store
    self.identity = identity
    dataSource = TableViewDiffableDataSource(tableView: tableView) { _, _, item in
      identity.content(of: item)
    }
    dataSource.applySnapshotUsingReloadData(freshSnapshot())
    store.observe(self) { [weak self] change in self?.storeDidChange(change) }
  }

  func addTodo(title: String) {
    store.add(title: title)
  }

  func removeTodo(id: TodoID) {
    store.delete(id: id)
  }

  private func storeDidChange(_ change: TodoChange) {
    switch change {
    case .updated(let todo):
      dataSource.apply(
        identity.snapshot(showingEditOf: todo.id, current: dataSource.snapshot(), store: store))
    case .added, .deleted:
      dataSource.apply(freshSnapshot())
    }
  }

  /// A snapshot of an item for every todo in the store, built from scratch.
  func freshSnapshot() -> DiffableSnapshot<ListSection, Identity.Item> {
    identity.freshSnapshot(of: store)
  }
}

extension RowIdentity {
  /// A snapshot of an item for every todo in the store, built from scratch.
  func freshSnapshot(of store: TodoStore) -> DiffableSnapshot<ListSection, Item> {
    var snapshot = DiffableSnapshot<ListSection, Item>()
    // NB: `try!` because the store's ids are unique by construction.
    try! snapshot.appendSections([.todos])
    try! snapshot.appendItems(store.allTodos().map(item(for:)))
    return snapshot
  }
}
