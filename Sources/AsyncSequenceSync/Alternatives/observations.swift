import Observation
import TodoModel
import UIKit

/// `observations`: each list reads `Observations { library.todos }`, an async sequence of the
/// whole array, instead of a stream of changes.
///
/// In sync, and costly: every edit sends each list a new array of every todo, which the list
/// copies and compares with the one it shows, O(n) per edit. Edits made in one turn arrive as one
/// value: the screens end the same, with fewer renders.
class ObservingListViewController: TodoListViewController {
  override func startListening(to changes: AsyncStream<TodoChange>) {
    let library = library
    listening = Task { [weak self] in
      for await todos in Observations({ library.todos }) {
        self?.show(todos)
      }
    }
  }

  /// Compares the new array with the shown one and updates only the rows that differ.
  func show(_ newTodos: [Todo]) {
    let old = todos
    todos = newTodos
    rowIndex = nil  // The rows may have moved.
    let paths = { (rows: [Int]) in rows.map { IndexPath(row: $0, section: 0) } }
    if old.count == newTodos.count, old.map(\.id) == newTodos.map(\.id) {
      let changed = old.indices.filter { old[$0] != newTodos[$0] }
      if !changed.isEmpty { tableView.reconfigureRows(at: paths(changed)) }
    } else if newTodos.count == old.count + 1, Array(newTodos.dropFirst()) == old {
      tableView.insertRows(at: paths([0]), with: .automatic)
    } else if newTodos.count == old.count - 1,
      let gone = old.indices.first(where: { $0 >= newTodos.count || old[$0].id != newTodos[$0].id }
      ),
      old.enumerated().filter({ $0.offset != gone }).map(\.element) == newTodos
    {
      tableView.deleteRows(at: paths([gone]), with: .automatic)
    } else {
      tableView.reloadData()
    }
  }
}
