import ChapterKit
import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import TodoModel

/// Chapter 5: app storage as the source of truth, scene storage for what each window shows.
///
/// The todos live in UserDefaults, under one key, as `@AppStorage("todos")`; every screen reads
/// them through its own instance, and every write reaches all of them. Each scene remembers its
/// open detail in scene storage, so a relaunch brings every window back as it was.
@main
@MainActor
class SceneAppStorageSyncApp: PersistentChapterApp, SortingChapterApp {
  static let name = "SceneAppStorageSync"
  static let title = "AppStorage as the source of truth, SceneStorage for where each window was"
  static let readMe = """
    The todos live in app storage: UserDefaults, one key, the whole list as JSON, as \
    @AppStorage("todos") would keep it. Each list and detail reads them through its own \
    AppStorage instance; an edit rewrites the list, and every instance, in every scene, hears \
    of it at once and re-renders what changed. Each scene keeps its open detail in scene \
    storage, under an identity that survives a relaunch.

    Watch the last step: the app quits and launches again, and both scenes come back, scene 2 \
    with its detail open. Scripts and the REPL keep their data between runs (--help says where; \
    --reset deletes it); the story uses storage of its own.
    """
  static func makeRepository(fixture: [Todo]) -> any TodoRepository {
    StoredTodoRepository(
      suite: StorageSuite(
        name: StorageLocation.suiteName,
        synchronizesEveryWrite: StorageLocation.synchronizesEveryWrite),
      fixture: fixture, warn: StorageLocation.warn)
  }

  /// The data source of this launch, kept in app storage.
  let repository: StoredTodoRepository

  required init(repository: any TodoRepository, environment: AppEnvironment) {
    guard let stored = repository as? StoredTodoRepository else {
      fatalError("SceneAppStorageSyncApp needs the repository its makeRepository(fixture:) makes")
    }
    self.repository = stored
  }

  // MARK: - Screens

  func makeListScreen(context: ScreenContext) -> any ListScreen {
    let selection = selectionStorage(forScene: context.sceneNumber)
    return TodoListScreen(
      todos: todosStorage(forScene: context.sceneNumber),
      sortOrder: AppStorage(Self.sortOrderKey, default: .newest, suite: repository.suite),
      writer: writer(forScene: context.sceneNumber),
      forgetSelection: { selection.value = nil })
  }

  func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen {
    let selection = selectionStorage(forScene: context.sceneNumber)
    return TodoDetailScreen(
      todoID: todoID, todos: todosStorage(forScene: context.sceneNumber),
      writer: writer(forScene: context.sceneNumber),
      rememberSelection: { selection.value = $0 }, context: context)
  }

  /// A server push needs nothing more: it is already in app storage.
  ///
  /// The repository rewrote the list and announced it, so every screen already heard.
  nonisolated func remoteChangeDidArrive(_ change: TodoChange) {}

  /// The todos a scene's screens read: each screen its own `AppStorage("todos")`, all of them
  /// over the app's one suite.
  func todosStorage(forScene sceneNumber: Int) -> AppStorage<[Todo]> {
    AppStorage(StoredTodoRepository.todosKey, default: [], suite: repository.suite)
  }

  /// Where a scene's screens write: the app's repository, which rewrites the list in app
  /// storage and so reaches every screen of every scene.
  func writer(forScene sceneNumber: Int) -> any TodoRepository {
    repository
  }

  /// Where a scene keeps its open detail: its own scene storage, under the scene's identity.
  func selectionStorage(forScene sceneNumber: Int) -> SceneStorage<TodoID> {
    SceneStorage(
      "selection", scene: .of(sceneNumber: sceneNumber, in: repository.suite),
      suite: repository.suite)
  }

  /// The setting every list reads: the order of the todos, one key for the whole app, as
  /// `@AppStorage("sortOrder")`.
  static let sortOrderKey = "sortOrder"

  // MARK: - Restoration

  private static let scenesKey = "sessions.scenes"

  func scenesToRestore() -> SceneRestoration {
    if case .value(let scenes) = repository.suite.read(
      SceneRestoration.self, forKey: Self.scenesKey)
    {
      return scenes
    }
    return .firstLaunch
  }

  func detailToRestore(inScene sceneNumber: Int) -> TodoID? {
    selectionStorage(forScene: sceneNumber).value
  }

  func scenesDidChange(_ scenes: SceneRestoration) {
    repository.suite.write(scenes, forKey: Self.scenesKey)
  }

  // MARK: - Storage

  static var storageDescription: String {
    "The UserDefaults suite \(StorageLocation.appSuiteName): on Linux the file "
      + "~/.config/\(StorageLocation.appSuiteName).plist, on macOS "
      + "~/Library/Preferences/\(StorageLocation.appSuiteName).plist."
  }

  static func resetStorage() -> String {
    StorageSuite(name: StorageLocation.appSuiteName).removeAll()
    return
      "Deleted the stored todos, the sort order, the scenes and the selections of "
      + "\(StorageLocation.appSuiteName)."
  }

  static func withScratchStorage<Result>(_ run: @MainActor () async -> Result) async -> Result {
    let suiteName = "\(StorageLocation.appSuiteName).scratch.\(UUID().uuidString)"
    defer { StorageSuite(name: suiteName).removeAll() }
    return await StorageLocation.$suiteName.withValue(suiteName) { await run() }
  }
}
