import ChapterKit
import Dispatch
import HeadlessUIKit
import TodoModel

/// Chapter 4: each list is driven by snapshots of identifiers applied to a diffable data source.
///
/// The detail writes through the store; the store tells every list which todo changed; each list
/// applies a snapshot that shows it. What a snapshot item is, is the whole lesson: an identity,
/// never a value to compare.
@MainActor
class DiffableSnapshotSyncApp: ChapterApp {
  static let name = "DiffableSnapshotSync"
  static let title = "Identifier snapshots and a diffable data source"
  static let readMe = """
    Each list shows a snapshot of identifiers through a diffable data source. Applying a new \
    snapshot diffs it against the one on screen and updates only the rows that differ. The \
    detail writes through a store; the store tells every list which todo changed, and each list \
    applies a snapshot that asks to reconfigure that item: same cell, new content.

    Under each step, the transcript lists what every data source did to its table: watch \
    "reconfigure t3" at step 2.
    """

  /// Where the todos live for the screens: every read and write goes through it.
  let store: TodoStore

  required init(repository: any TodoRepository, environment: AppEnvironment) {
    store = TodoStore(repository: repository)
    environment.insert(store)
  }

  func makeListScreen(context: ScreenContext) -> any ListScreen {
    TodoListScreen(store: context.environment.require(TodoStore.self))
  }

  func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen {
    TodoDetailScreen(
      todoID: todoID, store: context.environment.require(TodoStore.self), context: context)
  }

  /// A server push, already saved: hop to the main queue, where the store and the tables live.
  nonisolated func remoteChangeDidArrive(_ change: TodoChange) {
    DispatchQueue.main.async {
      MainActor.assumeIsolated { self.store.dataSourceDidChange(change) }
    }
  }
}
