import UIKit

/// `completed-on-close`: a closing detail sends `.finished` to the subject it thinks is its own.
///
/// The chapter's service hands out a publisher, not its subject, so this takes a screen that
/// reaches past the protocol — here by casting to the concrete service, in older code through a
/// protocol that exposed the `PassthroughSubject` itself.
///
/// Symptom: the shared subject is over for every screen, for good; the first detail that closes
/// stops every later change from reaching any list.
final class CompletingDetailViewController: TodoDetailViewController {
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    (events as? AppTodoEvents)?.subject.send(completion: .finished)
  }
}
