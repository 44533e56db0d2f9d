import TodoModel
import TodoUIKit
import UIKit

/// The list: a table driven by a diffable data source of todo ids; every change is a snapshot
/// applied to it.
///
/// The snapshot holds identifiers only; what a cell shows is read from the store when the cell
/// renders. Adds and deletes apply a fresh snapshot of the store's ids and let the diff find the
/// one row that differs. An edit leaves the ids alone, so the diff would find nothing: the list
/// asks for the edited item to be reconfigured instead.
class TodoListViewController: UITableViewController {
  let store: TodoStore
  private(set) lazy var dataSource = TodoDataSource(tableView: tableView, store: store)

  init(store: TodoStore) {
    self.store = store
    super.init(style: .plain)
    store.observe(self) { [weak self] change in self?.storeDidChange(change) }
  }

  required init?(coder: NSCoder) {
    fatalError("TodoListViewController is made in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Todos"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "todo")
    tableView.tableHeaderView = NewTodoField { [weak self] title in self?.store.add(title: title) }
    dataSource.applySnapshotUsingReloadData(freshSnapshot())
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let id = dataSource.itemIdentifier(for: indexPath) else { return }
    let detail = TodoDetailViewController(todoID: id, store: store)
    navigationController?.pushViewController(detail, animated: true)
  }

  private func storeDidChange(_ change: TodoChange) {
    guard isViewLoaded else { return }  // The first snapshot, in viewDidLoad, will show it.
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
  func freshSnapshot() -> NSDiffableDataSourceSnapshot<ListSection, TodoID> {
    var snapshot = NSDiffableDataSourceSnapshot<ListSection, TodoID>()
    // NB: a repeated id would stop the app; the store's ids are unique by construction.
    snapshot.appendSections([.todos])
    snapshot.appendItems(store.allTodos().map(\.id))
    return snapshot
  }
}

/// The list's data source: a cell for each id, filled from the store, and a swipe that deletes.
///
/// UIKit's diffable data source lets no row be swiped away; a subclass says which rows can be,
/// and what a swipe does.
final class TodoDataSource: UITableViewDiffableDataSource<ListSection, TodoID> {
  private let store: TodoStore

  init(tableView: UITableView, store: TodoStore) {
    self.store = store
    super.init(tableView: tableView) { tableView, indexPath, id in
      let cell = tableView.dequeueReusableCell(withIdentifier: "todo", for: indexPath)
      if let todo = store.todo(withID: id) { cell.show(todo) }
      return cell
    }
  }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete, let id = itemIdentifier(for: indexPath) else { return }
    store.delete(id: id)
  }
}

/// The list has one section.
enum ListSection: Hashable, Sendable {
  case todos
}
