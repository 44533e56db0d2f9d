import UIKit

/// `refetch-on-appear`: the first fix everyone tries, loading the whole list again every time it
/// comes back on screen.
///
/// Symptom: the single-window case looks fixed, but an edit made where this list cannot see
/// itself appear (a second window, a server push) leaves it stale. Each appearance also costs a
/// full reload. Refreshing when the app returns to the foreground is the same idea.
final class RefetchingTodoListViewController: TodoListViewController {
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    todos = repository.allTodos()
    tableView.reloadData()
  }
}
