import ChapterKit
import Dispatch
import TodoModel
import UIKit
import UIKitHosting

/// Chapter 7 launched by the command line: the UIKit app of ``AppDelegate``, run headless, one
/// window per scene.
///
/// This is the part a real app does not have. It launches the app with a library over the
/// host's data source, connects a scene for each window, opens a todo's detail from outside when
/// no row shows it, as a link would, and hands the library the server's pushes.
@MainActor
class AsyncSequenceSyncApp: UIKitChapterLauncher, ChapterApp {
  static let name = "AsyncSequenceSync"
  static let title = "A stream of changes for every screen"
  /// The Apple app's folder, which links this chapter's files.
  nonisolated static let appleAppFolder: String? = "AsyncSequenceSync"
  static let readMe = """
    The model is one @Observable library of todos, made once. Every screen asks it for a stream \
    of changes — an AsyncStream of its own — and reads it in a for await loop, in a task that \
    the screen cancels when it goes. Whoever changes a todo saves it through the library, which \
    sends the change to every stream; each loop applies it to its own screen on the main actor.

    Watch step 3: the list behind the detail hears the rename through its own stream. Watch step \
    11: the server's change is sent to every stream, in both scenes.
    """

  /// The app's delegate, which owns the library.
  let appDelegate: AppDelegate

  /// The model of this launch: made once, shared by every screen of every scene.
  var library: TodoLibrary { appDelegate.library }
  /// The data source the library saves to.
  var repository: any TodoRepository { library.repository }

  required init(repository: any TodoRepository, environment: AppEnvironment) {
    // The broadcaster also keeps, for the host, a receipt of what each loop has taken
    // (Settling/); to the screens it is a plain `TodoChangeBroadcaster`.
    appDelegate = AppDelegate(
      library: Self.makeLibrary(repository: repository, broadcaster: ReceiptKeepingBroadcaster()))
    environment.insert(appDelegate.library)
    super.init(delegate: appDelegate) { SceneDelegate() }
  }

  /// The library the app makes once, sending every change through `broadcaster`.
  class func makeLibrary(repository: any TodoRepository, broadcaster: TodoChangeBroadcaster)
    -> TodoLibrary
  {
    TodoLibrary(repository: repository, broadcaster: broadcaster)
  }

  override func makeLinkedDetail(todoID: TodoID) -> UIViewController {
    TodoDetailViewController(todoID: todoID, library: library)
  }

  /// A server push, already saved, on a background thread: the library lives on the main actor,
  /// so the change hops there first, in one turn of the main queue.
  nonisolated func remoteChangeDidArrive(_ change: TodoChange) {
    DispatchQueue.main.async { [appDelegate] in
      MainActor.assumeIsolated { appDelegate.library.changeDidArrive(change) }
    }
  }
}
