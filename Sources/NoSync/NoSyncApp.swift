import ScreenKit
import TodoModel

/// Chapter 0: no sync at all.
///
/// Each screen copies what it needs from the data source and never hears about changes again. This
/// is the bug every other chapter fixes.
@MainActor
final class NoSyncApp: ChapterApp {
  static let name = "NoSync"
  static let title = "The bug: every screen keeps its own copy"
  static let readMe = """
    The list loads the todos once and keeps them in an array of its own. The detail loads one \
    todo and writes its changes to the data source. Nothing tells the list, so after an edit \
    the list still shows the old value: the row is stale until the list happens to load again.

    Watch step 4: the detail said "Call the dentist about the crown", the list still says \
    "Call the dentist". The red `stale` marks are rows that disagree with the data source.

    The variant `refetch-on-appear` is the first fix everyone tries: load the list again every \
    time it appears. It repairs the single-window case, and fails as soon as the edit comes from \
    somewhere the list cannot see appear: a second window, or a server push.
    """

  nonisolated static let copy = ChapterVariant(
    name: "copy",
    summary: "the list copies the todos once; edits in the detail never reach it",
    keepsScreensInSync: false)
  nonisolated static let refetchOnAppear = ChapterVariant(
    name: "refetch-on-appear",
    summary: "the list reloads when it appears; edits from another scene or a server stay stale",
    keepsScreensInSync: false)
  nonisolated static let variants = [copy, refetchOnAppear]

  private let repository: any TodoRepository
  private let refetchesOnAppear: Bool

  init(variant: ChapterVariant, repository: any TodoRepository, environment: AppEnvironment) {
    self.repository = repository
    self.refetchesOnAppear = variant == Self.refetchOnAppear
  }

  func makeListScreen(context: ScreenContext) -> any ListScreen {
    TodoListScreen(repository: repository, refetchesOnAppear: refetchesOnAppear)
  }

  func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen {
    TodoDetailScreen(todoID: todoID, repository: repository, context: context)
  }

  /// The server has written the change to the data source, and there is no mechanism to tell anyone: no screen hears about it.
  ///
  /// That is the point of this chapter.
  nonisolated func remoteChangeDidArrive(_ change: TodoChange) {}
}
