import HeadlessUIKit
import TodoModel

/// `full-value-hashable`, hironytic's first fix: the item carries everything its cell shows,
/// with synthesized `Hashable`, so a renamed todo is a *different* item.
///
/// The row updates, but the diff sees the old item deleted and a new one inserted: the cell is
/// thrown away (with anything it held, such as a text field being edited or a swipe in
/// progress), and every edit costs a fresh snapshot and a full diff.
class FullValueHashableApp: DiffableSnapshotSyncApp {
  override func makeListScreen(context: ScreenContext) -> any ListScreen {
    ItemListScreen<TodoRow>(store: store)
  }
}

/// A snapshot item that carries what its cell shows.
protocol RowItem: Hashable, Sendable {
  init(_ todo: Todo)
  /// What the cell shows.
  var todo: Todo { get }
}

/// A todo's id and everything its cell shows; synthesized `Hashable` compares all of it.
struct TodoRow: RowItem {
  let id: TodoID
  let title: String
  let isFavorite: Bool

  init(_ todo: Todo) {
    (id, title, isFavorite) = (todo.id, todo.title, todo.isFavorite)
  }

  var todo: Todo { Todo(id: id, title: title, isFavorite: isFavorite) }
}

/// The correct app's list with items that carry data: every change applies a fresh snapshot.
@MainActor
class ItemListScreen<Item: RowItem>: ListScreen {
  let tableView = TableView()
  let dataSource: TableViewDiffableDataSource<ListSection, Item>
  let store: TodoStore

  init(store: TodoStore) {
    self.store = store
    dataSource = TableViewDiffableDataSource(tableView: tableView) { _, _, item in item.todo }
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
      showEdit(of: todo.id)
    case .added, .deleted:
      dataSource.apply(freshSnapshot())
    }
  }

  /// Shows an edit like any other change: a fresh snapshot, and the diff finds what differs.
  func showEdit(of id: TodoID) {
    dataSource.apply(freshSnapshot())
  }

  /// A snapshot of an item for every todo in the store, built from scratch.
  func freshSnapshot() -> DiffableSnapshot<ListSection, Item> {
    var snapshot = DiffableSnapshot<ListSection, Item>()
    // NB: a repeated item would stop the app; the store's ids are unique by construction.
    snapshot.appendSections([.todos])
    snapshot.appendItems(store.allTodos().map(Item.init))
    return snapshot
  }
}
