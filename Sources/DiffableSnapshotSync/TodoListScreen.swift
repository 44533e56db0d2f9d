import HeadlessUIKit
import TodoModel

/// The list: a table driven by a diffable data source of todo ids; every change is a snapshot
/// applied to it.
///
/// The snapshot holds identifiers only; what a cell shows is read from the store when the cell
/// renders. Adds and deletes apply a fresh snapshot of the store's ids and let the diff find the
/// one row that differs. An edit leaves the ids alone, so the diff would find nothing: the list
/// asks for the edited item to be reconfigured instead.
@MainActor
class TodoListScreen: ListScreen {
  let tableView = TableView()
  let dataSource: TableViewDiffableDataSource<ListSection, TodoID>
  let store: TodoStore

  init(store: TodoStore) {
    self.store = store
    dataSource = TableViewDiffableDataSource(tableView: tableView) { _, _, id in
      store.todo(withID: id) ?? Todo(id: id, title: "")
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
      showEdit(of: todo.id)
    case .added, .deleted:
      dataSource.apply(freshSnapshot())
    }
  }

  /// Renders the edited todo's cell again, in place: the current snapshot, with the item marked
  /// for reconfiguring, so no other cell renders and no fresh snapshot is built.
  func showEdit(of id: TodoID) {
    var snapshot = dataSource.snapshot()
    // An item the snapshot does not hold (a todo deleted meanwhile) would stop the app.
    guard snapshot.indexOfItem(id) != nil else { return }
    snapshot.reconfigureItems([id])
    dataSource.apply(snapshot)
  }

  /// A snapshot of every id in the store, built from scratch.
  private func freshSnapshot() -> DiffableSnapshot<ListSection, TodoID> {
    var snapshot = DiffableSnapshot<ListSection, TodoID>()
    // NB: a repeated id would stop the app; the store's ids are unique by construction.
    snapshot.appendSections([.todos])
    snapshot.appendItems(store.allTodos().map(\.id))
    return snapshot
  }
}

/// The list has one section.
enum ListSection: Hashable, Sendable {
  case todos
}
