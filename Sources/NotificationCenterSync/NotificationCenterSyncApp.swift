import Foundation
import ScreenKit
import TodoModel

/// Chapter 2: every change is broadcast through Foundation's `NotificationCenter`.
///
/// Whoever changes a todo saves it and posts a `.todoDidChange` notification carrying a typed
/// `TodoChange`; every list and detail listens, updates its own model, then re-renders from it.
@MainActor
final class NotificationCenterSyncApp: ChapterApp {
  static let name = "NotificationCenterSync"
  static let title = "Broadcast every change with NotificationCenter"
  static let readMe = """
    Each screen keeps its own model, as in chapter 0, but now every change is announced. The \
    detail saves an edit and posts a .todoDidChange notification with the change inside; every \
    list and every detail, in every scene, observes that notification on the main queue, updates \
    its own model first, and then re-renders the one row that changed.

    Watch step 3: the rename reaches the list behind the detail at once. Watch step 11: the \
    server's change is posted from a background thread and still arrives on the main queue.

    The broken variants are the classic mistakes: patching the cell but not the model \
    (view-only-patch, undone by the next scroll), adding an observer on every appear and never \
    removing it (observer-leak), and announcing a change before saving it (posted-before-save).
    """

  nonisolated static let broadcast = ChapterVariant(
    name: "broadcast",
    summary: "every change is saved, then posted; every screen updates its model, then its view",
    keepsScreensInSync: true)
  nonisolated static let viewOnlyPatch = ChapterVariant(
    name: "view-only-patch",
    summary:
      "the list patches the visible cell but not its model; a scroll brings the old value back",
    keepsScreensInSync: false)
  nonisolated static let observerLeak = ChapterVariant(
    name: "observer-leak",
    summary: "the list adds an observer on every appear; changes arrive many times, lists never go",
    keepsScreensInSync: false)
  nonisolated static let postedBeforeSave = ChapterVariant(
    name: "posted-before-save",
    summary:
      "the detail posts before it saves; every screen re-reads the old value, one edit behind",
    keepsScreensInSync: false)
  nonisolated static let variants = [broadcast, viewOnlyPatch, observerLeak, postedBeforeSave]

  private let variant: ChapterVariant
  private let repository: any TodoRepository
  private let changes: TodoChangeCenter

  init(variant: ChapterVariant, repository: any TodoRepository, environment: AppEnvironment) {
    self.variant = variant
    self.repository = repository
    // The app's own center, not `.default`: a second launch or a test never hears this one.
    changes = TodoChangeCenter(notificationCenter: NotificationCenter())
    environment.insert(changes)
  }

  func makeListScreen(context: ScreenContext) -> any ListScreen {
    let pitfall: TodoListScreen.Pitfall? =
      switch variant {
      case Self.viewOnlyPatch: .patchesViewOnly
      case Self.observerLeak: .addsObserverOnEveryAppear
      default: nil
      }
    return TodoListScreen(
      repository: repository, changes: context.environment.require(TodoChangeCenter.self),
      pitfall: pitfall)
  }

  func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen {
    TodoDetailScreen(
      todoID: todoID, repository: repository,
      changes: context.environment.require(TodoChangeCenter.self), context: context,
      postsBeforeSaving: variant == Self.postedBeforeSave)
  }

  /// A server push, already saved: post it from this background thread.
  ///
  /// Every observer brings it to the main actor on its own (see `MainActorDelivery`).
  nonisolated func remoteChangeDidArrive(_ change: TodoChange) {
    changes.post(change)
  }
}
