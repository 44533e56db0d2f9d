import ChapterKit
import HeadlessUIKit
import TodoModel

/// Chapter 1: one shared observable object that every screen reads and writes.
///
/// The app makes one ``TodoController`` and puts it into the environment; every list and every
/// detail of every scene takes that same instance from there. There is nothing to copy back,
/// because there is only one copy.
@main
@MainActor
class SharedObjectSyncApp: ChapterApp {
  static let name = "SharedObjectSync"
  static let title = "One shared observable object"
  static let readMe = """
    The app creates one TodoController, an @Observable object, and puts it into the \
    environment, as a SwiftUI app does with `.environment(controller)`. Every list and every \
    detail, in every scene, reads that same instance. The detail writes through it; the lists \
    observe it with withObservationTracking and re-render the one cell whose todo changed.

    Watch step 3: the rename shows in the list behind the detail at once, before you go back. \
    Watch step 11: a change from the server reaches both scenes, because it goes through the \
    same object.
    """

  /// The one controller of this launch; every screen of every scene reads and writes it.
  let controller: TodoController
  let repository: any TodoRepository

  required init(repository: any TodoRepository, environment: AppEnvironment) {
    self.repository = repository
    // Created once per app: this is the `@State` on the `App`, not on a view.
    controller = TodoController(repository: repository)
    environment.insert(controller)
  }

  func makeListScreen(context: ScreenContext) -> any ListScreen {
    TodoListScreen(controller: context.environment.require(TodoController.self))
  }

  func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen {
    TodoDetailScreen(
      todoID: todoID, controller: context.environment.require(TodoController.self),
      context: context)
  }

  /// A server push, already in the data source: hop to the main actor and tell the controller.
  ///
  /// The controller is main-actor state, so the change crosses threads as a `Sendable` value and
  /// is applied there; every tracked screen follows from the controller.
  nonisolated func remoteChangeDidArrive(_ change: TodoChange) {
    Task { @MainActor in controller.apply(change) }
  }
}
