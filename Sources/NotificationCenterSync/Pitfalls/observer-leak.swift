import TodoModel
import UIKit

/// `observer-leak`: the list adds an observer every time it appears, with a block that holds the
/// list strongly, and drops the token that could remove it.
///
/// Symptom: after coming back to the list twice, every change arrives three times (an add shows
/// three new rows), and the list is never released, even after its scene closes.
final class LeakingListViewController: TodoListViewController {
  override init(repository: any TodoRepository, changes: TodoChangeCenter) {
    super.init(repository: repository, changes: changes)
    observation = nil  // It registers in `viewWillAppear` instead.
  }

  required init?(coder: NSCoder) {
    fatalError("LeakingListViewController is made in code")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    _ = changes.addObserver { change in self.receive(change) }
  }
}
