// Chapter 7 in UIKit: iOS 17 or later. The list reads its own stream in a task it cancels when
// it goes.

#if canImport(UIKit)
import TodoData
import UIKit

final class TodoListViewController: UITableViewController {
  private let library: TodoLibrary
  private var todos: [Todo] = []
  private var listening: Task<Void, Never>?

  init(library: TodoLibrary) {
    self.library = library
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) {
    fatalError("TodoListViewController is made in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "todo")
    // Subscribe before reading, so that no change falls between the two.
    let changes = library.changes()
    todos = library.todos
    listening = Task { [weak self] in
      // `self?` on each change: a `guard let self` here would hold the list for the whole loop.
      for await change in changes {
        self?.apply(change)
      }
    }
  }

  deinit {
    listening?.cancel()
  }

  private func apply(_ change: TodoChange) {
    switch change {
    case .added(let todo):
      // Subscribing before reading means a todo added in between is read and then heard about.
      guard !todos.contains(where: { $0.id == todo.id }) else { return }
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
#endif
