import ChapterKit
import HeadlessUIKit
import TodoModel

/// Chapter 0: no sync at all.
///
/// Each screen copies what it needs from the data source and never hears about changes again. This
/// is the bug every other chapter fixes.
@MainActor
class NoSyncApp: ChapterApp {
  static let name = "NoSync"
  static let title = "The bug: every screen keeps its own copy"
  static let readMe = """
    The list loads the todos once and keeps them in an array of its own. The detail loads one \
    todo and writes its changes to the data source. Nothing tells the list, so after an edit \
    the list still shows the old value: the row is stale until the list happens to load again.

    Watch step 4: the detail said "Call the dentist about the crown", the list still says \
    "Call the dentist". The red `stale` marks are rows that disagree with the data source.

    Every other chapter fixes this with a mechanism that tells the list. Before them, try the \
    variant below: the first fix everyone reaches for, and where it stops working.
    """

  let repository: any TodoRepository

  required init(repository: any TodoRepository, environment: AppEnvironment) {
    self.repository = repository
  }

  func makeListScreen(context: ScreenContext) -> any ListScreen {
    TodoListScreen(repository: repository)
  }

  func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen {
    TodoDetailScreen(todoID: todoID, repository: repository, context: context)
  }

  /// The server has written the change to the data source, and there is no mechanism to tell
  /// anyone: no screen hears about it.
  ///
  /// That is the point of this chapter.
  nonisolated func remoteChangeDidArrive(_ change: TodoChange) {}
}
