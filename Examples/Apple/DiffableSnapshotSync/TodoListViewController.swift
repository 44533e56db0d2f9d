// Chapter 4 on Apple platforms: iOS 15 or later (`reconfigureItems(_:)`). Identifiers in the
// snapshot, the data in the store, and `reconfigureItems` for an edit.

#if canImport(UIKit)
import TodoData
import UIKit

enum Section: Hashable {
  case main
}

final class TodoListViewController: UITableViewController {
  private let store: TodoStore
  private var dataSource: UITableViewDiffableDataSource<Section, Todo.ID>!

  init(store: TodoStore) {
    self.store = store
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) {
    fatalError("TodoListViewController is made in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "todo")
    let store = store
    dataSource = UITableViewDiffableDataSource<Section, Todo.ID>(tableView: tableView) {
      tableView, indexPath, id in
      let cell = tableView.dequeueReusableCell(withIdentifier: "todo", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = store.todo(withID: id)?.title
      cell.contentConfiguration = content
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Todo.ID>()
    snapshot.appendSections([.main])
    snapshot.appendItems(store.allTodos().map(\.id))
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  /// Called on the main actor for every change, whoever made it.
  func todoDidChange(_ change: TodoChange) {
    var snapshot = dataSource.snapshot()
    switch change {
    case .added(let todo):
      if let first = snapshot.itemIdentifiers.first {
        snapshot.insertItems([todo.id], beforeItem: first)
      } else {
        snapshot.appendItems([todo.id])
      }
    case .updated(let todo):
      // The identifier did not change, so the diff finds nothing: ask for the cell again.
      snapshot.reconfigureItems([todo.id])  // iOS 15; before it, reloadItems([todo.id])
    case .deleted(let id):
      snapshot.deleteItems([id])
    }
    dataSource.apply(snapshot, animatingDifferences: true)
  }
}
#endif
