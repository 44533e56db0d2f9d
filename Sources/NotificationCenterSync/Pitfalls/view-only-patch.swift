import HeadlessUIKit
import TodoModel

/// `view-only-patch`: the list hears the change and patches the visible cell, but not its own
/// model.
///
/// Symptom: the row looks right until the next scroll re-renders it from the list's array, which
/// still holds the old value. Update the model, then the view.
final class ViewOnlyPatchApp: NotificationCenterSyncApp {
  override func makeListScreen(context: ScreenContext) -> any ListScreen {
    ViewOnlyPatchListScreen(repository: repository, changes: changes)
  }
}

/// A list that writes the new todo into the cell and nowhere else.
final class ViewOnlyPatchListScreen: TodoListScreen {
  override func didUpdate(_ todo: Todo) {
    guard let row = row(of: todo.id) else { return }
    tableView.configureCell(at: row, with: todo)  // `todos[row]` keeps the old value.
  }
}
