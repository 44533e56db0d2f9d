// Chapter 6 in UIKit: iOS 15 or later (`reconfigureRows(at:)`). The classic delegate, the same
// with a closure, and a list that opens the detail and listens to it.

#if canImport(UIKit)
import TodoData
import UIKit

/// What a detail tells the screen that opened it.
@MainActor
protocol TodoDetailDelegate: AnyObject {
  func todoDetail(_ detail: TodoDetailViewController, didSave todo: Todo)
}

final class TodoDetailViewController: UIViewController {
  /// Weak, by Cocoa's convention: a delegate often owns the object that reports to it, and a
  /// strong reference back would then be a cycle. Here it also means that a detail never keeps
  /// alive a list the navigation stack has let go of.
  weak var delegate: (any TodoDetailDelegate)?
  /// The same message as a closure; whoever sets it captures what it needs weakly.
  var onSave: ((Todo) -> Void)?
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
    delegate?.todoDetail(self, didSave: saved)
    onSave?(saved)
  }
}

/// The list that opened the detail: the only screen the detail tells.
final class TodoListViewController: UITableViewController, TodoDetailDelegate {
  private let store: TodoStore
  private var todos: [Todo]

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
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let detail = TodoDetailViewController(store: store, todoID: todos[indexPath.row].id)
    detail.delegate = self
    // Or, with a closure: capture `self` weakly, as the delegate property does.
    // detail.onSave = { [weak self] todo in self?.showSaved(todo) }
    navigationController?.pushViewController(detail, animated: true)
  }

  func todoDetail(_ detail: TodoDetailViewController, didSave todo: Todo) {
    showSaved(todo)
  }

  private func showSaved(_ todo: Todo) {
    guard let row = todos.firstIndex(where: { $0.id == todo.id }) else { return }
    todos[row] = todo
    tableView.reconfigureRows(at: [IndexPath(row: row, section: 0)])
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
