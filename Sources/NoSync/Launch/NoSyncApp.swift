import ChapterKit
import TodoModel
import UIKit
import UIKitHosting

/// Chapter 0 launched by the command line: the UIKit app of ``AppDelegate``, run headless, one
/// window per scene.
///
/// This is the part a real app does not have. It launches the app with the host's data source,
/// connects a scene for each window, and opens a todo's detail from outside when no row shows
/// it, as a link would. The server's pushes reach no one: there is no mechanism to tell anyone.
@MainActor
class NoSyncApp: UIKitChapterLauncher, ChapterApp {
  static let name = "NoSync"
  static let title = "The bug: every screen keeps its own copy"
  /// The Apple app's folder, which links this chapter's files.
  nonisolated static let appleAppFolder: String? = "NoSync"
  static let readMe = """
    The list loads the todos once and keeps them in an array of its own. The detail loads one \
    todo and writes its changes to the data source. Nothing tells the list, so after an edit \
    the list still shows the old value: the row is stale until the list happens to load again.

    Watch step 4: the detail said "Call the dentist about the crown", the list still says \
    "Call the dentist". The red `stale` marks are rows that disagree with the data source.

    Every other chapter fixes this with a mechanism that tells the list. Before them, try the \
    variant below: the first fix everyone reaches for, and where it stops working.
    """

  /// The app's delegate, which owns the data source.
  let appDelegate: AppDelegate

  required init(repository: any TodoRepository, environment: AppEnvironment) {
    appDelegate = AppDelegate(repository: repository)
    super.init(delegate: appDelegate) { SceneDelegate() }
  }

  override func makeLinkedDetail(todoID: TodoID) -> UIViewController {
    TodoDetailViewController(todoID: todoID, repository: appDelegate.repository)
  }

  /// The server has written the change to the data source, and there is no mechanism to tell
  /// anyone: no screen hears about it.
  ///
  /// That is the point of this chapter.
  nonisolated func remoteChangeDidArrive(_ change: TodoChange) {}
}
