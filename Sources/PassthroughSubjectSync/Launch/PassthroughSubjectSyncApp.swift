import ChapterKit
import TodoModel
import UIKit
import UIKitHosting

/// Chapter 3 launched by the command line: the UIKit app of ``AppDelegate``, run headless, one
/// window per scene.
///
/// This is the part a real app does not have. It launches the app with the host's data source,
/// connects a scene for each window, opens a todo's detail from outside when no row shows it, as
/// a link would, and sends the server's pushes through the app's events service.
@MainActor
class PassthroughSubjectSyncApp: UIKitChapterLauncher, ChapterApp {
  static let name = "PassthroughSubjectSync"
  static let title = "A subject that passes every change through"
  /// The Apple app's folder, which links this chapter's files.
  nonisolated static let appleAppFolder: String? = "PassthroughSubjectSync"
  static let readMe = """
    The app delegate creates one events service holding a PassthroughSubject<TodoChange, Never> \
    and hands it to every screen. The list's view model and every detail subscribe with sink, \
    store the subscription, and receive on the main queue. Whoever changes a todo saves it and \
    sends the change; the subject passes it to whoever is subscribed at that moment, and keeps \
    nothing.

    Watch step 3: the detail sends the rename, and the list behind it renders that one row. Watch \
    step 11: the server's change hops to the main actor, where the subject lives, before it is \
    sent.
    """

  /// The app's delegate, which owns the data source and the events service.
  let appDelegate: AppDelegate
  /// The data source.
  var repository: any TodoRepository { appDelegate.repository }
  /// The events service every screen of every scene shares.
  var events: any TodoEvents { appDelegate.events }
  /// The server's pushes on their way to the main actor, which the transcript tells of
  /// (Transcript/).
  nonisolated let serverPushes = ServerPushLog()

  required init(repository: any TodoRepository, environment: AppEnvironment) {
    appDelegate = AppDelegate(repository: repository)
    super.init(delegate: appDelegate) { SceneDelegate() }
  }

  override func makeLinkedDetail(todoID: TodoID) -> UIViewController {
    TodoDetailViewController(todoID: todoID, repository: repository, events: events)
  }

  /// A server push, already saved on a background thread: hop to the main actor, where the
  /// subject and every subscriber live, and send it there.
  ///
  /// Combine's subject is not `Sendable`: under Swift 6 it is sent to from the actor that owns
  /// it, whatever thread the network called back on.
  nonisolated func remoteChangeDidArrive(_ change: TodoChange) {
    serverPushes.note(change)
    Task { @MainActor in appDelegate.events.send(change) }
  }
}
