import Foundation
import ScreenKit
import TodoModel

/// Chapter 5: app storage as the source of truth, scene storage for what each window shows.
///
/// The todos live in UserDefaults, under one key, as `@AppStorage("todos")`; every screen reads
/// them through its own instance, and every write reaches all of them. Each scene remembers its
/// open detail in scene storage, so a relaunch brings every window back as it was.
@MainActor
final class SceneAppStorageSyncApp: ChapterApp {
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

    The broken variants: the todos kept in scene storage (todos-in-scene-storage), every scene's \
    selection under one key (key-collision), and the same suite opened twice, so a write through \
    one is never announced to readers of the other (suite-opened-twice).
    """
  static let restoresOnRelaunch = true

  nonisolated static let appStorage = ChapterVariant(
    name: "app-storage",
    summary: "todos in app storage, every scene's selection in scene storage; all restored",
    keepsScreensInSync: true)
  nonisolated static let todosInSceneStorage = ChapterVariant(
    name: "todos-in-scene-storage",
    summary: "each scene keeps its own todos; no other scene, and no server, ever reaches them",
    keepsScreensInSync: false)
  nonisolated static let keyCollision = ChapterVariant(
    name: "key-collision",
    summary: "every scene's selection under one key; the last one written wins for all",
    keepsScreensInSync: false)
  nonisolated static let suiteOpenedTwice = ChapterVariant(
    name: "suite-opened-twice",
    summary:
      "screens read through a second suite object that hears no writes; stale until relaunch",
    keepsScreensInSync: false)
  nonisolated static let variants = [
    appStorage, todosInSceneStorage, keyCollision, suiteOpenedTwice,
  ]

  static func makeRepository(fixture: [Todo]) -> any TodoRepository {
    StoredTodoRepository(
      suite: StorageSuite(name: StorageLocation.suiteName), fixture: fixture,
      warn: StorageLocation.warn)
  }

  private let variant: ChapterVariant
  private let repository: StoredTodoRepository
  /// The suite the screens read through: the repository's, except in `suite-opened-twice`.
  private let screenSuite: StorageSuite

  init(variant: ChapterVariant, repository: any TodoRepository, environment: AppEnvironment) {
    guard let stored = repository as? StoredTodoRepository else {
      fatalError("SceneAppStorageSyncApp needs the repository its makeRepository(fixture:) makes")
    }
    self.variant = variant
    self.repository = stored
    screenSuite =
      variant == Self.suiteOpenedTwice ? StorageSuite(name: stored.suite.name) : stored.suite
  }

  // MARK: - Screens

  func makeListScreen(context: ScreenContext) -> any ListScreen {
    let selection = selectionStorage(forScene: context.sceneNumber)
    return TodoListScreen(
      todos: todosStorage(forScene: context.sceneNumber),
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

  static var storageDescription: String? {
    "The UserDefaults suite \(StorageLocation.appSuiteName): on Linux the file "
      + "~/.config/\(StorageLocation.appSuiteName).plist, on macOS "
      + "~/Library/Preferences/\(StorageLocation.appSuiteName).plist."
  }

  static func resetStorage() -> String {
    StorageSuite(name: StorageLocation.appSuiteName).removeAll()
    return "Deleted the stored todos, scenes and selections of \(StorageLocation.appSuiteName)."
  }

  static func withScratchStorage<Result>(_ run: @MainActor () async -> Result) async -> Result {
    let suiteName = "\(StorageLocation.appSuiteName).scratch.\(UUID().uuidString)"
    defer { StorageSuite(name: suiteName).removeAll() }
    return await StorageLocation.$suiteName.withValue(suiteName) { await run() }
  }

  // MARK: - Private

  /// The todos a scene's screens read: the app's list, or in the pitfall the scene's own copy,
  /// stored under the scene's identity as `@SceneStorage("todos")` would store it.
  private func todosStorage(forScene sceneNumber: Int) -> AppStorage<[Todo]> {
    guard variant == Self.todosInSceneStorage else {
      return AppStorage(StoredTodoRepository.todosKey, default: [], suite: screenSuite)
    }
    let key = SceneIdentity.of(sceneNumber: sceneNumber, in: repository.suite).scopedKey("todos")
    if case .missing = repository.suite.read([Todo].self, forKey: key) {
      // A new scene starts from the app's todos, and from then on keeps its own.
      repository.suite.write(repository.allTodos(), forKey: key)
    }
    return AppStorage(key, default: [], suite: repository.suite)
  }

  private func writer(forScene sceneNumber: Int) -> TodoWriter {
    guard variant == Self.todosInSceneStorage else { return .appStorage(repository) }
    return .sceneCopy(todosStorage(forScene: sceneNumber), ids: repository)
  }

  /// Where a scene keeps its open detail: its own scene storage, or in the `key-collision`
  /// pitfall one app-wide key that every scene writes.
  private func selectionStorage(forScene sceneNumber: Int) -> SceneStorage<TodoID> {
    let scene: SceneIdentity =
      variant == Self.keyCollision
      ? SceneIdentity(rawValue: "shared") : .of(sceneNumber: sceneNumber, in: repository.suite)
    return SceneStorage("selection", scene: scene, suite: repository.suite)
  }
}
