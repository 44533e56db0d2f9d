import Foundation
import FoundationShims
import TodoModel

/// A screen that keeps itself current from todo-change notifications: ayakix's
/// `ModelChangeable`, with one method per kind of change.
///
/// Each method must update the screen's own model first and then re-render from it, so that
/// whatever renders the screen later (a scroll, a reload) shows the same thing.
@MainActor
protocol TodoChangeObserving: AnyObject, Sendable {
  func didAdd(_ todo: Todo)
  func didUpdate(_ todo: Todo)
  func didDelete(_ id: TodoID)
}

extension TodoChangeObserving {
  /// Most screens care about some kinds only.
  func didAdd(_ todo: Todo) {}

  /// Routes a change to the method for its kind.
  func receive(_ change: TodoChange) {
    switch change {
    case .added(let todo): didAdd(todo)
    case .updated(let todo): didUpdate(todo)
    case .deleted(let id): didDelete(id)
    }
  }
}

/// The one place where screens start and stop listening, over the app's own `NotificationCenter`.
///
/// Screens never call `addObserver` themselves, so none of them can forget the main queue, hold
/// itself strongly in the block, or forget to remove its observer.
class TodoChangeCenter: @unchecked Sendable {
  // NB: @unchecked Sendable because the class is open to subclasses; its one stored property
  // is a constant, and `NotificationCenter` is thread-safe.
  /// The center every change is posted to: injected, never `.default`, so every launch and every
  /// test has its own.
  let notificationCenter: NotificationCenter

  init(notificationCenter: NotificationCenter) {
    self.notificationCenter = notificationCenter
  }

  /// Announces a change the data source already has; safe on any thread.
  func post(_ change: TodoChange) {
    notificationCenter.post(change)
  }

  /// Starts delivering changes to `observer` on the main actor, until the returned observation
  /// is released.
  ///
  /// The block holds the observer weakly, so the observation never keeps its screen alive; the
  /// screen holds the observation, so the observer is removed when the screen goes away.
  @MainActor
  func addObserver(_ observer: some TodoChangeObserving) -> NotificationObservation {
    // On Apple platforms: `queue: .main` and no `MainActorDelivery` (see there why not here).
    let token = notificationCenter.addObserver(
      forName: .todoDidChange, object: nil, queue: nil
    ) { [weak observer] notification in
      // `Notification` is not Sendable; the `TodoChange` inside it is, so only that crosses
      // into the main actor.
      guard let change = notification.todoChange else { return }
      MainActorDelivery.run { observer?.receive(change) }
    }
    return NotificationObservation(token: token, center: notificationCenter)
  }
}
