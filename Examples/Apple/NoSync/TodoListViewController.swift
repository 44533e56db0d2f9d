// Chapter 0 in UIKit: iOS 14 or later (`defaultContentConfiguration()`). The list keeps a copy of
// the todos and makes it again each time it appears: the refetch.

#if canImport(UIKit)
import TodoData
import UIKit

final class TodoListViewController: UITableViewController {
  private let store: TodoStore
  private var todos: [Todo] = []

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
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    todos = store.allTodos()
    tableView.reloadData()
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    todos.count
  }

  override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "todo", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = todos[indexPath.row].title
    cell.contentConfiguration = content
    return cell
  }
}
#endif
