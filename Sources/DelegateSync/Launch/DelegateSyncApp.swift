import ChapterKit
import TodoModel
import UIKit
import UIKitHosting

/// Chapter 6 launched by the command line: the UIKit app of ``AppDelegate``, run headless, one
/// window per scene.
///
/// This is the part a real app does not have. It launches the app with a store over the host's
/// data source, connects a scene for each window, opens a todo's detail from outside when no
/// row shows it, as a link would, and hands the store the server's pushes.
@MainActor
class DelegateSyncApp: UIKitChapterLauncher, ChapterApp {
  static let name = "DelegateSync"
  static let title = "Tell every screen, through weak delegates"
  /// The Apple app's folder, which links this chapter's files.
  nonisolated static let appleAppFolder: String? = "DelegateSync"
  static let readMe = """
    The first fix most people write is a delegate: the detail has a weak var delegate, and the \
    list that opened it hears back. That reaches one screen. This app goes one step further: one \
    store, made once, keeps a list of weak delegates; every list and every detail of every scene \
    adds itself, and a released screen drops out by itself. Whoever changes a todo saves it \
    through the store, and the store tells each delegate what changed, on the main actor.

    Watch step 10: the rename in scene 2 reaches scene 1's list, which a single delegate never \
    would. Watch step 11: the server's change comes through the same store.
    """

  /// The app's delegate, which owns the store.
  let appDelegate: AppDelegate

  /// The store of this launch: made once, shared by every screen of every scene.
  var store: DelegatingTodoStore { appDelegate.store }
  /// The data source the store saves to.
  var repository: any TodoRepository { store.repository }

  required init(repository: any TodoRepository, environment: AppEnvironment) {
    appDelegate = AppDelegate(store: Self.makeStore(repository: repository))
    super.init(delegate: appDelegate) { SceneDelegate() }
  }

  /// The store the app makes once; a variant whose mistake is in the store makes its own.
  class func makeStore(repository: any TodoRepository) -> DelegatingTodoStore {
    DelegatingTodoStore(repository: repository)
  }

  override func makeLinkedDetail(todoID: TodoID) -> UIViewController {
    TodoDetailViewController(todoID: todoID, store: store)
  }

  /// A server push, already saved, on a background thread: the store lives on the main actor,
  /// so the change hops there first.
  nonisolated func remoteChangeDidArrive(_ change: TodoChange) {
    Task { @MainActor in store.changeDidArrive(change) }
  }
}
