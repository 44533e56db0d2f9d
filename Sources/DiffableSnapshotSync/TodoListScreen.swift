import ScreenKit
import TodoModel

/// The list: a table driven by a diffable data source; every change is a snapshot applied to it.
///
/// Adds and deletes apply a fresh snapshot of the store and let the diff find the one row that
/// differs. Edits apply whatever the variant's ``RowIdentity`` says shows them.
@MainActor
final class TodoListScreen<Identity: RowIdentity>: ListScreen {
  let tableView = TableView()
  let dataSource: TableViewDiffableDataSource<ListSection, Identity.Item>
  private let identity: Identity
  private let store: TodoStore

  init(store: TodoStore, identity: Identity) {
    self.store = store
    self.identity = identity
    dataSource = TableViewDiffableDataSource(tableView: tableView) { _, _, item in
      identity.content(of: item)
    }
    dataSource.applySnapshotUsingReloadData(identity.freshSnapshot(of: store))
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
      dataSource.apply(identity.snapshot(showingEditOf: todo.id, current: dataSource.snapshot()))
    case .added, .deleted:
      dataSource.apply(identity.freshSnapshot(of: store))
    }
  }
}
