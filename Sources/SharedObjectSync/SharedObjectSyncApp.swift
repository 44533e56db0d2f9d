import ScreenKit
import TodoModel

/// Chapter 1: one shared observable object that every screen reads and writes.
///
/// The app makes one ``TodoController`` and puts it into the environment; every list and every
/// detail of every scene takes that same instance from there. There is nothing to copy back,
/// because there is only one copy.
@MainActor
final class SharedObjectSyncApp: ChapterApp {
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

    Run the broken variants to see the classic mistakes: a detail that copies its todo \
    (detail-owns-copy), a list that creates its own store whenever it is rebuilt \
    (store-recreated), and a list that forgets that tracking fires only once (tracks-once).
    """

  nonisolated static let shared = ChapterVariant(
    name: "shared",
    summary: "one controller in the environment; every screen reads and writes it",
    keepsScreensInSync: true)
  nonisolated static let detailOwnsCopy = ChapterVariant(
    name: "detail-owns-copy",
    summary: "the detail edits a copy of its todo; the lists never change",
    keepsScreensInSync: false)
  nonisolated static let storeRecreated = ChapterVariant(
    name: "store-recreated",
    summary:
      "each list makes its own store when it is rebuilt; an edit shows, then vanishes on back",
    keepsScreensInSync: false)
  nonisolated static let tracksOnce = ChapterVariant(
    name: "tracks-once",
    summary: "the list does not track a cell again after it changed; only its first edit shows",
    keepsScreensInSync: false)
  nonisolated static let variants = [shared, detailOwnsCopy, storeRecreated, tracksOnce]

  private let variant: ChapterVariant
  private let controller: TodoController
  /// What the data source held at launch; only `store-recreated` uses it.
  private let launchTodos: [Todo]
  private let repository: any TodoRepository
  /// The store each scene's list made last, which its details share (`store-recreated` only).
  ///
  /// Held weakly: the list owns it.
  private var sceneStores: [Int: WeakStore] = [:]

  private struct WeakStore {
    weak var store: TodoController?
  }

  init(variant: ChapterVariant, repository: any TodoRepository, environment: AppEnvironment) {
    self.variant = variant
    self.repository = repository
    // Created once per app: this is the `@State` on the `App`, not on a view.
    controller = TodoController(repository: repository)
    launchTodos = variant == Self.storeRecreated ? repository.allTodos() : []
    environment.insert(controller)
  }

  func makeListScreen(context: ScreenContext) -> any ListScreen {
    switch variant {
    case Self.storeRecreated:
      let makeStore = { [unowned self] in self.makeInlineStore(forScene: context.sceneNumber) }
      return TodoListScreen(controller: makeStore(), makeStoreOnReappear: makeStore)
    case Self.tracksOnce:
      return TodoListScreen(
        controller: context.environment.require(TodoController.self), retracksChangedCells: false)
    default:
      return TodoListScreen(controller: context.environment.require(TodoController.self))
    }
  }

  func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen {
    switch variant {
    case Self.detailOwnsCopy:
      return CopyingDetailScreen(
        todoID: todoID, controller: context.environment.require(TodoController.self),
        context: context)
    case Self.storeRecreated:
      // The list hands its own store down to its details, so the detail's edit shows in it.
      let store = sceneStores[context.sceneNumber]?.store ?? controller
      return TodoDetailScreen(todoID: todoID, controller: store, context: context)
    default:
      return TodoDetailScreen(
        todoID: todoID, controller: context.environment.require(TodoController.self),
        context: context)
    }
  }

  /// A server push, already in the data source: hop to the main actor and tell the controller.
  ///
  /// The controller is main-actor state, so the change crosses threads as a `Sendable` value and
  /// is applied there; every tracked screen follows from the controller.
  nonisolated func remoteChangeDidArrive(_ change: TodoChange) {
    Task { @MainActor in controller.apply(change) }
  }

  // MARK: - The store-recreated pitfall

  /// A store made inline by a list, seeded with the todos the app had at launch, as
  /// `@ObservedObject var store = TodoStore()` would be every time its view is created again.
  private func makeInlineStore(forScene sceneNumber: Int) -> TodoController {
    let store = TodoController(todos: launchTodos, repository: repository)
    sceneStores[sceneNumber] = WeakStore(store: store)
    return store
  }
}
