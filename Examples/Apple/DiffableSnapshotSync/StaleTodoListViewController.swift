// Chapter 4's pitfall on Apple platforms: iOS 13 or later. The item carries its title, but
// equality and hashing use the id alone, so after a rename the new snapshot looks the same as the
// old one and nothing is redrawn.

#if canImport(UIKit)
import TodoData
import UIKit

struct TodoRow: Hashable {
  let id: Todo.ID
  var title: String

  static func == (lhs: TodoRow, rhs: TodoRow) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

final class StaleTodoListViewController: UITableViewController {
  private let store: TodoStore
  private var dataSource: UITableViewDiffableDataSource<Int, TodoRow>!

  init(store: TodoStore) {
    self.store = store
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) {
    fatalError("StaleTodoListViewController is made in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "todo")
    dataSource = UITableViewDiffableDataSource<Int, TodoRow>(tableView: tableView) {
      tableView, indexPath, row in
      let cell = tableView.dequeueReusableCell(withIdentifier: "todo", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = row.title
      cell.contentConfiguration = content
      return cell
    }
    showTodos()
  }

  func showTodos() {
    var snapshot = NSDiffableDataSourceSnapshot<Int, TodoRow>()
    snapshot.appendSections([0])
    snapshot.appendItems(store.allTodos().map { TodoRow(id: $0.id, title: $0.title) })
    dataSource.apply(snapshot)  // After a rename: nothing happens.
  }

  /// The next attempt: reload the item, handing it the new title. The snapshot keeps the item it
  /// already holds — equal by id — so the cell is made again from the old title.
  func showRename(of todo: Todo) {
    var snapshot = dataSource.snapshot()
    snapshot.reloadItems([TodoRow(id: todo.id, title: todo.title)])
    dataSource.apply(snapshot)
  }
}
#endif
