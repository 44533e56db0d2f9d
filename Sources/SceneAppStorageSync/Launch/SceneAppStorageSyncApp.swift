import ChapterKit
import Foundation
import SwiftUI
import SwiftUIHosting
import TodoModel
import UIKit

/// Chapter 5 launched by the command line: ``TodoApp`` run headless, with what outlives the
/// process in three places — the todos in a SQLite database, the sort order in app storage,
/// each window's selection in scene storage.
///
/// This is the part a real app does not have: it opens the storage, runs the app, shows each
/// scene its window, and hands the model the server's pushes. What it does between launches
/// (restoration, scratch storage for the story, `--reset`, repairs of unreadable settings) is in
/// `Persistence/`.
@MainActor
class SceneAppStorageSyncApp: SortingChapterApp {
  static let name = "SceneAppStorageSync"
  static let title = "What outlives the process: SQLite, @AppStorage, @SceneStorage"
  /// The Apple app's folder, which links this chapter's files.
  nonisolated static let appleAppFolder: String? = "SceneAppStorageSync"
  static let readMe = """
    Three kinds of state survive a relaunch here, each where it belongs. The todos are the \
    model: they live in a SQLite database, and each edit is one transaction, committed whole or \
    not at all, at the same cost however long the list is. The sort order is a setting: @AppStorage("sortOrder"), \
    read by every window's list, so a choice made in one window shows in all of them. Which todo \
    a window shows is that window's own UI state: @SceneStorage("selection"), kept per scene.

    Watch the last step: the app quits and launches again, and both windows come back, scene 2 \
    with its detail open. Scripts and the REPL keep their data between runs (--help says where; \
    --reset deletes it); the story uses storage of its own.
    """

  /// Where this launch keeps the todos: the SQLite database, with what it commits noted for the
  /// transcript.
  class func makeRepository(fixture: [Todo]) -> any TodoRepository {
    let store = SQLiteTodoStore(
      folder: StorageLocation.storeFolder, fixture: fixture,
      synchronizesEveryWrite: StorageLocation.synchronizesEveryWrite,
      waitLimits: StorageLocation.waitLimits,
      warn: StorageLocation.warn)
    if let warning = EarlierVersionFiles.warning(in: StorageLocation.storeFolder) {
      StorageLocation.warn(warning)
    }
    return NotingTodoStore(store)
  }

  /// Where the todos are kept.
  let repository: any TodoRepository
  /// Where the setting and the scenes' selections are kept.
  let suite: StorageSuite
  /// The app, running: made on first use, by ``makeApp()``, with ``substitutions()``.
  private(set) lazy var runningApp = HostedApp(makeApp(), substituting: substitutions())
  /// The model the app keeps in `@State` and hands every window; `nil` for an app that keeps
  /// none.
  private(set) lazy var controller = runningApp.objectForNewWindows(TodoController.self)

  required init(repository: any TodoRepository, environment: AppEnvironment) {
    self.repository = repository
    suite = StorageLocation.openSettingsSuite()
    keepUnreadableSettingsAside()
    (repository as? NotingTodoStore)?.reportFailures(of: suite)
  }

  /// The app this chapter runs.
  func makeApp() -> any App {
    TodoApp(store: repository, settings: suite.userDefaults)
  }

  /// The views a variant shows in place of the lesson's; none for the lesson.
  func substitutions() -> [ViewSubstitution] {
    []
  }

  func makeListScreen(context: ScreenContext) -> any ListScreen {
    runningApp.openWindow(context: context)
  }

  func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen {
    runningApp.showDetail(todoID, context: context)
  }

  /// A server push, already in the store: hop to the main actor and tell the model.
  nonisolated func remoteChangeDidArrive(_ change: TodoChange) {
    Task { @MainActor in controller?.apply(change) }
  }
}
