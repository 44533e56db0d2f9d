import ChapterKit
import SwiftUI
import SwiftUIHosting
import TodoModel
import UIKit

/// Chapter 1 launched by the command line: ``TodoApp``, run headless, one window per scene.
///
/// This is the part a real app does not have. It launches the app with the host's data source,
/// shows each scene its window, and hands the server's pushes to the controller the app puts in
/// its windows' environment, which a real app would receive in the controller itself.
@MainActor
class SharedObjectSyncApp: ChapterApp {
  static let name = "SharedObjectSync"
  static let title = "One shared observable object"
  /// The Apple app's folder, which links this chapter's files.
  nonisolated static let appleAppFolder: String? = "SharedObjectSync"
  static let readMe = """
    A SwiftUI app keeps one TodoController, an @Observable object, in @State on its App, and \
    puts it into every window's environment with .environment(controller). Every list, row and \
    detail of every window reads that one instance; a body runs again when something it read \
    changes, and nothing else does.

    Watch step 3: the rename shows in the list behind the detail at once, and only the renamed \
    row's body runs. Watch step 11: a change from the server reaches both windows, because it \
    goes through the same object.
    """

  /// The data source: the stand-in for the server's API.
  let repository: any TodoRepository
  /// The app, running: made on first use, from ``makeApp()`` and ``substitutions()``.
  private(set) lazy var runningApp = HostedApp(makeApp(), substituting: substitutions())
  /// The controller the app hands every new window: the one ``TodoApp`` keeps in `@State`.
  private(set) lazy var controller = runningApp.objectForNewWindows(TodoController.self)

  required init(repository: any TodoRepository, environment: AppEnvironment) {
    self.repository = repository
  }

  /// The app this chapter runs.
  func makeApp() -> any App {
    TodoApp(repository: repository)
  }

  /// The views a variant shows in place of the lesson's, wherever the app makes them; the
  /// lesson's app has none.
  func substitutions() -> [ViewSubstitution] {
    []
  }

  func makeListScreen(context: ScreenContext) -> any ListScreen {
    runningApp.openWindow(context: context)
  }

  func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen {
    runningApp.showDetail(todoID, context: context)
  }

  /// A server push, already in the data source: hop to the main actor and tell the app's model.
  ///
  /// The controller is main-actor state, so the change crosses threads as a `Sendable` value and
  /// is applied there; every view that read what changed follows from the controller.
  nonisolated func remoteChangeDidArrive(_ change: TodoChange) {
    Task { @MainActor in applyServerChange(change) }
  }

  /// Hands a server push, on the main actor, to the model the app keeps.
  func applyServerChange(_ change: TodoChange) {
    controller?.apply(change)
  }
}
