// Chapter 2 in UIKit: iOS 15 or later (`reconfigureRows(at:)`). The list registers once, applies
// every change to its model and then to its table, and removes its observer when it goes away.

#if canImport(UIKit)
import TodoData
import UIKit

final class TodoListViewController: UITableViewController {
  private let store: TodoStore
  private var todos: [Todo]
  private var observer: NSObjectProtocol?

  init(store: TodoStore) {
    self.store = store
    todos = store.allTodos()
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) {
    fatalError("TodoListViewController is made in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "todo")
    observer = NotificationCenter.default.addObserver(
      forName: .todoDidChange, object: store, queue: .main
    ) { [weak self] notification in
      guard let change = notification.todoChange else { return }
      MainActor.assumeIsolated { self?.apply(change) }
    }
  }

  deinit {
    if let observer { NotificationCenter.default.removeObserver(observer) }
  }

  /// The model first, then the view: the row reads `todos` again when it is drawn.
  private func apply(_ change: TodoChange) {
    switch change {
    case .added(let todo):
      todos.insert(todo, at: 0)
      tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    case .updated(let todo):
      guard let row = todos.firstIndex(where: { $0.id == todo.id }) else { return }
      todos[row] = todo
      tableView.reconfigureRows(at: [IndexPath(row: row, section: 0)])
    case .deleted(let id):
      guard let row = todos.firstIndex(where: { $0.id == id }) else { return }
      todos.remove(at: row)
      tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
    }
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

/// The detail saves, then announces what it saved.
final class TodoDetailViewController: UIViewController {
  private let store: TodoStore
  private let todoID: Todo.ID

  init(store: TodoStore, todoID: Todo.ID) {
    self.store = store
    self.todoID = todoID
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("TodoDetailViewController is made in code")
  }

  func rename(to title: String) {
    guard let saved = store.rename(id: todoID, to: title) else { return }
    NotificationCenter.default.post(.updated(saved), from: store)
  }
}
#endif
