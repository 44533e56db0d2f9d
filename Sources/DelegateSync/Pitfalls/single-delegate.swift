import UIKit

/// `single-delegate`: the detail tells one delegate, the list that opened it, what it saved.
///
/// It is the first fix most people write: a `weak var delegate`, set by the opener. Here each
/// list saves through a store of its own, and the detail it opens gets a store whose one
/// delegate besides the detail is that list.
///
/// Symptom: one window works. A change made in another scene, or by the server, reaches no list
/// but the one whose detail made it, and no detail at all.
final class SingleDelegateListViewController: TodoListViewController {
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    // What `prepare(for:sender:)` does in a storyboard app: the opener sets itself as delegate.
    let detailStore = DelegatingTodoStore(repository: store.repository)
    detailStore.addDelegate(self)
    let detail = TodoDetailViewController(todoID: todos[indexPath.row].id, store: detailStore)
    navigationController?.pushViewController(detail, animated: true)
  }
}
