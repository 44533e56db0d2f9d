import ChapterKit
import Dispatch
import HeadlessUIKit
import TodoModel

/// Chapter 7: every screen reads its own `AsyncStream` of changes in a `for await` loop.
///
/// Each loop runs in a task that ends with its screen.
@MainActor
class AsyncSequenceSyncApp: ChapterApp {
  static let name = "AsyncSequenceSync"
  static let title = "A stream of changes for every screen"
  static let readMe = """
    The model is one @Observable library of todos, made once. Every screen asks it for a stream \
    of changes — an AsyncStream of its own — and reads it in a for await loop, in a task that \
    the screen cancels when it goes. Whoever changes a todo saves it through the library, which \
    sends the change to every stream; each loop applies it to its own screen on the main actor.

    Watch step 3: the list behind the detail hears the rename through its own stream. Watch step \
    11: the server's change is sent to every stream, in both scenes.
    """

  let repository: any TodoRepository
  /// The model of this launch: made once, shared by every screen of every scene.
  let library: TodoLibrary

  required init(repository: any TodoRepository, environment: AppEnvironment) {
    self.repository = repository
    // The broadcaster also keeps, for the host, a receipt of what each loop has taken
    // (Settling/); to the screens it is a plain `TodoChangeBroadcaster`.
    library = Self.makeLibrary(repository: repository, broadcaster: ReceiptKeepingBroadcaster())
    environment.insert(library)
  }

  /// The library the app makes once, sending every change through `broadcaster`.
  class func makeLibrary(repository: any TodoRepository, broadcaster: TodoChangeBroadcaster)
    -> TodoLibrary
  {
    TodoLibrary(repository: repository, broadcaster: broadcaster)
  }

  func makeListScreen(context: ScreenContext) -> any ListScreen {
    TodoListScreen(library: library)
  }

  func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen {
    TodoDetailScreen(todoID: todoID, library: library, context: context)
  }

  /// A server push, already saved, on a background thread: the library lives on the main actor,
  /// so the change hops there first, in one turn of the main queue.
  nonisolated func remoteChangeDidArrive(_ change: TodoChange) {
    DispatchQueue.main.async { [library] in
      MainActor.assumeIsolated { library.changeDidArrive(change) }
    }
  }
}
