import TodoModel
import UIKit

/// `separate-subjects`: each screen makes an events service, and so a subject, of its own, as if
/// each declared `let todoSubject = PassthroughSubject<TodoChange, Never>()` instead of taking
/// the app's.
///
/// Symptom: a screen hears only what it sent itself; an edit in the detail never reaches the
/// list, and a server push reaches nobody.
final class SeparateSubjectsListViewController: TodoListViewController {
  /// A list whose view model has a subject of its own.
  convenience init(repository: any TodoRepository) {
    self.init(viewModel: TodoListViewModel(repository: repository, events: AppTodoEvents()))
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let detail = TodoDetailViewController(
      todoID: viewModel.todos[indexPath.row].id, repository: viewModel.repository,
      events: AppTodoEvents())
    navigationController?.pushViewController(detail, animated: true)
  }
}
