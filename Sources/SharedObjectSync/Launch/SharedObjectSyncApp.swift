import ChapterKit
import HeadlessSwiftUI
import HeadlessUIKit
import SwiftUIHosting
import TodoModel

/// Chapter 1 launched by the command line: ``TodoApp``, run headless, one window per scene.
///
/// This is the part a real app does not have. It makes the controller the ``TodoApp`` keeps,
/// runs the app, shows each scene its window, and hands the controller the server's pushes,
/// which a real app would receive in the controller itself.
@MainActor
class SharedObjectSyncApp: ChapterApp {
  static let name = "SharedObjectSync"
  static let title = "One shared observable object"
  static let readMe = """
    A SwiftUI app keeps one TodoController, an @Observable object, in @State on its App, and \
    puts it into every window's environment with .environment(controller). Every list, row and \
    detail of every window reads that one instance; a body runs again when something it read \
    changes, and nothing else does.

    Watch step 3: the rename shows in the list behind the detail at once, and only the renamed \
    row's body runs. Watch step 11: a change from the server reaches both windows, because it \
    goes through the same object.
    """

  /// The one controller of this launch, which the app keeps in `@State`.
  let controller: TodoController
  /// The data source: the stand-in for the server's API.
  let repository: any TodoRepository
  /// The app, running: made on first use, by ``makeApp()``.
  private(set) lazy var runningApp = HostedApp(makeApp())

  required init(repository: any TodoRepository, environment: AppEnvironment) {
    self.repository = repository
    controller = TodoController(repository: repository)
  }

  /// The app this chapter runs.
  func makeApp() -> any App {
    TodoApp(controller: controller)
  }

  /// The chapter's app with `window` as the content of every window, in place of ``ContentView``.
  ///
  /// The controller is kept and handed down as ``TodoApp`` does it, so a variant whose change is
  /// in a window's views returns this from ``makeApp()`` and writes only the views it changes.
  func app(window: @escaping @MainActor () -> some View) -> any App {
    WindowApp(controller: controller, window: window)
  }

  func makeListScreen(context: ScreenContext) -> any ListScreen {
    runningApp.openWindow(context: context)
  }

  func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen {
    runningApp.showDetail(todoID, context: context)
  }

  /// A server push, already in the data source: hop to the main actor and tell the controller.
  ///
  /// The controller is main-actor state, so the change crosses threads as a `Sendable` value and
  /// is applied there; every view that read what changed follows from the controller.
  nonisolated func remoteChangeDidArrive(_ change: TodoChange) {
    Task { @MainActor in controller.apply(change) }
  }
}

/// ``TodoApp`` with another view in each window: what ``SharedObjectSyncApp/app(window:)`` runs.
private struct WindowApp<Window: View>: App {
  @State var controller: TodoController
  let window: @MainActor () -> Window

  var body: some HeadlessSwiftUI.Scene {
    WindowGroup {
      window()
        .environment(controller)
    }
  }
}
