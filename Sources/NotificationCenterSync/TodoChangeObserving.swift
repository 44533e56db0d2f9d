import Foundation
import TodoModel

#if os(Linux)
  import FoundationShims
#endif

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
  func addObserver(_ observer: some TodoChangeObserving) -> TodoChangeObservation {
    let token = addObserver { [weak observer] change in observer?.receive(change) }
    return TodoChangeObservation(token: token, center: notificationCenter)
  }

  /// Runs `receive` on the main actor with every change posted from now on, until the returned
  /// token is passed to the notification center's `removeObserver(_:)`.
  func addObserver(
    receiving receive: @escaping @MainActor @Sendable (TodoChange) -> Void
  ) -> any NSObjectProtocol {
    #if os(Linux)
      // Linux only. The open-source Foundation decides whether a post is already on `.main` by
      // asking whether the thread is the main thread; main-actor code of an `async` program runs
      // on the main queue but not always on that thread, so a post made there would wait for
      // itself. The block runs on the posting thread instead, and MainActorDelivery hops to the
      // main actor as `queue: .main` does on Apple platforms.
      notificationCenter.addObserver(forName: .todoDidChange, object: nil, queue: nil) {
        notification in
        // `Notification` is not Sendable; the `TodoChange` inside it is, so only that crosses.
        guard let change = notification.todoChange else { return }
        MainActorDelivery.run { receive(change) }
      }
    #else
      notificationCenter.addObserver(forName: .todoDidChange, object: nil, queue: .main) {
        notification in
        // `Notification` is not Sendable; the `TodoChange` inside it is, so only that crosses.
        guard let change = notification.todoChange else { return }
        MainActor.assumeIsolated { receive(change) }
      }
    #endif
  }
}

/// One screen's registration with the change center; releasing it removes the observer.
///
/// Block-based `addObserver(forName:object:queue:using:)` returns a token that the caller must
/// pass to `removeObserver(_:)`; forgetting to is the classic observer leak. Holding the token in
/// this object instead ties the observation to the lifetime of whoever holds it, the way iOS 26's
/// `NotificationCenter.ObservationToken` does for message observations.
final class TodoChangeObservation {
  private let token: any NSObjectProtocol
  private let center: NotificationCenter

  init(token: any NSObjectProtocol, center: NotificationCenter) {
    self.token = token
    self.center = center
  }

  deinit {
    center.removeObserver(token)
  }
}
