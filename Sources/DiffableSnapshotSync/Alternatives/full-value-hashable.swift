import TodoModel
import TodoUIKit
import UIKit

/// `full-value-hashable`, hironytic's first fix: the item carries everything its cell shows,
/// with synthesized `Hashable`, so a renamed todo is a *different* item.
///
/// The row updates, but the diff sees the old item deleted and a new one inserted: the cell is
/// thrown away (with anything it held, such as a text field being edited or a swipe in
/// progress), and every edit costs a fresh snapshot and a full diff.
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

/// The correct list with items that carry data: every change applies a fresh snapshot.
class ItemListViewController<Item: RowItem>: UITableViewController {
  let store: TodoStore
  private(set) lazy var dataSource = ItemDataSource<Item>(tableView: tableView, store: store)

  init(store: TodoStore) {
    self.store = store
    super.init(style: .plain)
    store.observe(self) { [weak self] change in self?.storeDidChange(change) }
  }

  required init?(coder: NSCoder) {
    fatalError("ItemListViewController is made in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Todos"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "todo")
    tableView.tableHeaderView = NewTodoField { [weak self] title in self?.store.add(title: title) }
    dataSource.applySnapshotUsingReloadData(freshSnapshot())
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
    let detail = TodoDetailViewController(todoID: item.todo.id, store: store)
    navigationController?.pushViewController(detail, animated: true)
  }

  private func storeDidChange(_ change: TodoChange) {
    guard isViewLoaded else { return }
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
  func freshSnapshot() -> NSDiffableDataSourceSnapshot<ListSection, Item> {
    var snapshot = NSDiffableDataSourceSnapshot<ListSection, Item>()
    // NB: a repeated item would stop the app; the store's ids are unique by construction.
    snapshot.appendSections([.todos])
    snapshot.appendItems(store.allTodos().map(Item.init))
    return snapshot
  }
}

/// A data source whose cells show what their items carry, and whose rows a swipe deletes.
final class ItemDataSource<Item: RowItem>: UITableViewDiffableDataSource<ListSection, Item> {
  private let store: TodoStore

  init(tableView: UITableView, store: TodoStore) {
    self.store = store
    super.init(tableView: tableView) { tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "todo", for: indexPath)
      cell.show(item.todo)
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
    guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
    store.delete(id: item.todo.id)
  }
}
