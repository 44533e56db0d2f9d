import HeadlessUIKit
import TodoModel

/// `refetch-on-appear`: the first fix everyone tries, loading the whole list again every time it
/// comes back on screen.
///
/// Symptom: the single-window case looks fixed, but an edit made where this list cannot see
/// itself appear (a second scene, a server push) leaves it stale. Each appearance also costs a
/// full reload. Refreshing when the app returns to the foreground is the same idea.
final class RefetchOnAppearApp: NoSyncApp {
  override func makeListScreen(context: ScreenContext) -> any ListScreen {
    RefetchingListScreen(repository: repository)
  }
}

/// A list that reloads everything in `viewWillAppear`, except on its very first appearance.
final class RefetchingListScreen: TodoListScreen {
  private var hasAppeared = false

  override func viewWillAppear() {
    defer { hasAppeared = true }
    guard hasAppeared else { return }
    todos = repository.allTodos()
    tableView.reloadData()
  }
}
