import TodoModel
import UIKit

/// `view-only-patch`: the list hears the change and patches the visible cell, but not its own
/// model.
///
/// Symptom: the row looks right until the next scroll asks for the cell again from the list's
/// array, which still holds the old value. Update the model, then the view.
final class ViewOnlyPatchListViewController: TodoListViewController {
  override func didUpdate(_ todo: Todo) {
    guard let row = row(of: todo.id),
      let cell = tableView.cellForRow(at: IndexPath(row: row, section: 0))
    else { return }
    var content = cell.defaultContentConfiguration()
    content.text = todo.title  // `todos[row]` keeps the old value.
    content.image = todo.isFavorite ? UIImage(systemName: "star.fill") : nil
    cell.contentConfiguration = content
  }
}
