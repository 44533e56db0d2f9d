import ChapterKit
import Foundation
import HeadlessUIKit
import TodoModel

/// Chapter 2: every change is broadcast through Foundation's `NotificationCenter`.
///
/// Whoever changes a todo saves it and posts a `.todoDidChange` notification carrying a typed
/// `TodoChange`; every list and detail listens, updates its own model, then re-renders from it.
@MainActor
class NotificationCenterSyncApp: ChapterApp {
  static let name = "NotificationCenterSync"
  static let title = "Broadcast every change with NotificationCenter"
  static let readMe = """
    Each screen keeps its own model, as in chapter 0, but now every change is announced. The \
    detail saves an edit and posts a .todoDidChange notification with the change inside; every \
    list and every detail, in every scene, observes that notification on the main queue, updates \
    its own model first, and then re-renders the one row that changed.

    Watch step 3: the rename reaches the list behind the detail at once. Watch step 11: the \
    server's change is posted from a background thread and still arrives on the main queue.
    """

  let repository: any TodoRepository
  /// Where every screen of every scene listens, and every change is posted.
  let changes: TodoChangeCenter

  required init(repository: any TodoRepository, environment: AppEnvironment) {
    self.repository = repository
    // The app's own center, not `.default`: a second launch or a test never hears this one.
    // This change center also counts its observers for the lifetime tests (Probes/); a plain
    // `TodoChangeCenter` works the same.
    changes = ObservationCountingCenter(notificationCenter: NotificationCenter())
    environment.insert(changes)
  }

  func makeListScreen(context: ScreenContext) -> any ListScreen {
    TodoListScreen(
      repository: repository, changes: context.environment.require(TodoChangeCenter.self))
  }

  func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen {
    TodoDetailScreen(
      todoID: todoID, repository: repository,
      changes: context.environment.require(TodoChangeCenter.self), context: context)
  }

  /// A server push, already saved: post it from this background thread.
  ///
  /// Every observer brings it to the main actor on its own (see `MainActorDelivery`).
  nonisolated func remoteChangeDidArrive(_ change: TodoChange) {
    changes.post(change)
  }
}
