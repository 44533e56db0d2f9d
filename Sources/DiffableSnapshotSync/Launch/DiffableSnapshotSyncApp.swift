import ChapterKit
import Dispatch
import TodoModel
import UIKit
import UIKitHosting

/// Chapter 4 launched by the command line: the UIKit app of ``AppDelegate``, run headless, one
/// window per scene.
///
/// This is the part a real app does not have. It launches the app with a store over the host's
/// data source, connects a scene for each window, opens a todo's detail from outside when no
/// row shows it, as a link would, and hands the store the server's pushes.
@MainActor
class DiffableSnapshotSyncApp: UIKitChapterLauncher, ChapterApp {
  static let name = "DiffableSnapshotSync"
  static let title = "Identifier snapshots and a diffable data source"
  /// The Apple app's folder, which links this chapter's files.
  nonisolated static let appleAppFolder: String? = "DiffableSnapshotSync"
  static let readMe = """
    Each list shows a snapshot of identifiers through a diffable data source. Applying a new \
    snapshot diffs it against the one on screen and updates only the rows that differ. The \
    detail writes through a store; the store tells every list which todo changed, and each list \
    applies a snapshot that asks to reconfigure that item: same cell, new content.

    Under each step, the transcript lists what every data source did to its table: watch \
    "reconfigure t3" at step 2.
    """

  /// The app's delegate, which owns the store.
  let appDelegate: AppDelegate
  /// Where the todos live for the screens: every read and write goes through it.
  var store: TodoStore { appDelegate.store }

  required init(repository: any TodoRepository, environment: AppEnvironment) {
    appDelegate = AppDelegate(store: TodoStore(repository: repository))
    super.init(delegate: appDelegate) { SceneDelegate() }
  }

  override func makeLinkedDetail(todoID: TodoID) -> UIViewController {
    TodoDetailViewController(todoID: todoID, store: store)
  }

  /// A server push, already saved: hop to the main queue, where the store and the tables live.
  nonisolated func remoteChangeDidArrive(_ change: TodoChange) {
    DispatchQueue.main.async {
      MainActor.assumeIsolated { self.store.dataSourceDidChange(change) }
    }
  }
}
