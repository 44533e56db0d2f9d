import ChapterKit
import HeadlessUIKit
import TodoModel

/// Chapter 6: every screen is a delegate of one store, which tells each of them every change.
///
/// The store holds its delegates weakly and calls them on the main actor.
@MainActor
class DelegateSyncApp: ChapterApp {
  static let name = "DelegateSync"
  static let title = "Tell every screen, through weak delegates"
  static let readMe = """
    The first fix most people write is a delegate: the detail has a weak var delegate, and the \
    list that opened it hears back. That reaches one screen. This app goes one step further: one \
    store, made once, keeps a list of weak delegates; every list and every detail of every scene \
    adds itself, and a released screen drops out by itself. Whoever changes a todo saves it \
    through the store, and the store tells each delegate what changed, on the main actor.

    Watch step 10: the rename in scene 2 reaches scene 1's list, which a single delegate never \
    would. Watch step 11: the server's change comes through the same store.
    """

  let repository: any TodoRepository
  /// The store of this launch: made once, shared by every screen of every scene.
  let store: DelegatingTodoStore

  required init(repository: any TodoRepository, environment: AppEnvironment) {
    self.repository = repository
    store = Self.makeStore(repository: repository)
    environment.insert(store)
  }

  /// The store the app makes once.
  class func makeStore(repository: any TodoRepository) -> DelegatingTodoStore {
    DelegatingTodoStore(repository: repository)
  }

  func makeListScreen(context: ScreenContext) -> any ListScreen {
    TodoListScreen(store: store)
  }

  func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen {
    TodoDetailScreen(todoID: todoID, store: store, context: context)
  }

  /// A server push, already saved, on a background thread: the store lives on the main actor,
  /// so the change hops there first.
  nonisolated func remoteChangeDidArrive(_ change: TodoChange) {
    Task { @MainActor in store.changeDidArrive(change) }
  }
}
