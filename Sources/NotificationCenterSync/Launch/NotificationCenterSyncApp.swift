import ChapterKit
import Foundation
import TodoModel
import UIKit
import UIKitHosting

/// Chapter 2 launched by the command line: the UIKit app of ``AppDelegate``, run headless, one
/// window per scene.
///
/// This is the part a real app does not have. It launches the app with the host's data source
/// and a change center of its own, connects a scene for each window, opens a todo's detail from
/// outside when no row shows it, as a link would, and posts the server's pushes.
@MainActor
class NotificationCenterSyncApp: UIKitChapterLauncher, ChapterApp {
  static let name = "NotificationCenterSync"
  static let title = "Broadcast every change with NotificationCenter"
  /// The Apple app's folder, which links this chapter's files.
  nonisolated static let appleAppFolder: String? = "NotificationCenterSyncLesson"
  static let readMe = """
    Each screen keeps its own model, as in chapter 0, but now every change is announced. The \
    detail saves an edit and posts a .todoDidChange notification with the change inside; every \
    list and every detail, in every scene, observes that notification on the main queue, updates \
    its own model first, and then re-renders the one row that changed.

    Watch step 3: the rename reaches the list behind the detail at once. Watch step 11: the \
    server's change is posted from a background thread and still arrives on the main queue.
    """

  /// The app's delegate, which owns the data source and the change center.
  let appDelegate: AppDelegate
  /// The data source.
  var repository: any TodoRepository { appDelegate.repository }
  /// Where every screen of every scene listens, and every change is posted.
  var changes: TodoChangeCenter { appDelegate.changes }

  required init(repository: any TodoRepository, environment: AppEnvironment) {
    // This change center also counts its observers for the lifetime tests and notes each post
    // for the transcript (Probes/); to the screens it is a plain `TodoChangeCenter`.
    appDelegate = AppDelegate(
      repository: repository,
      changes: ObservationCountingCenter(notificationCenter: NotificationCenter()))
    super.init(delegate: appDelegate) { SceneDelegate() }
  }

  override func makeLinkedDetail(todoID: TodoID) -> UIViewController {
    TodoDetailViewController(todoID: todoID, repository: repository, changes: changes)
  }

  /// A server push, already saved: post it from this background thread.
  ///
  /// Every observer brings it to the main actor on its own.
  nonisolated func remoteChangeDidArrive(_ change: TodoChange) {
    appDelegate.changes.post(change)
  }
}
