import ChapterKit
import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import TodoModel

/// Chapter 5 launched by the command line: ``TodoApp`` run headless, with what outlives the
/// process in three places — the todos in files of their own, the sort order in app storage,
/// each window's selection in scene storage.
@main
@MainActor
class SceneAppStorageSyncApp: PersistentChapterApp, SortingChapterApp {
  static let name = "SceneAppStorageSync"
  static let title = "What outlives the process: a file store, @AppStorage, @SceneStorage"
  static let readMe = """
    Three kinds of state survive a relaunch here, each where it belongs. The todos are the \
    model: they live in files of their own, a snapshot and a log of changes, so an edit appends \
    one line however long the list is. The sort order is a setting: @AppStorage("sortOrder"), \
    read by every window's list, so a choice made in one window shows in all of them. Which todo \
    a window shows is that window's own UI state: @SceneStorage("selection"), kept per scene.

    Watch the last step: the app quits and launches again, and both windows come back, scene 2 \
    with its detail open. Scripts and the REPL keep their data between runs (--help says where; \
    --reset deletes it); the story uses storage of its own.
    """

  /// The store of this launch: the todos' files.
  class func makeRepository(fixture: [Todo]) -> any TodoRepository {
    FileTodoStore(
      folder: StorageLocation.storeFolder, fixture: fixture,
      synchronizesEveryWrite: StorageLocation.synchronizesEveryWrite, warn: StorageLocation.warn)
  }

  /// The suite of the setting and of every scene's storage: the app's UserDefaults.
  class func settingsSuite(for repository: any TodoRepository) -> StorageSuite {
    StorageLocation.openSettingsSuite()
  }

  /// The key of the setting every list reads.
  static let sortOrderKey = "sortOrder"
  /// The key of each scene's selection.
  static let selectionKey = "selection"

  /// Where the todos are kept.
  let repository: any TodoRepository
  /// Where the setting and the scenes' selections are kept.
  let suite: StorageSuite
  /// The model of this launch, which the app keeps in `@State`.
  private(set) lazy var controller = TodoController(store: repository)
  /// The app, running: made on first use.
  private(set) lazy var runningApp = HostedApp(
    TodoApp(controller: controller, settings: suite))

  required init(repository: any TodoRepository, environment: AppEnvironment) {
    self.repository = repository
    suite = Self.settingsSuite(for: repository)
    keepUnreadableSettingsAside()
  }

  /// A stored setting or list of scenes that cannot be read is kept aside under a key of its
  /// own, with a warning, and the app goes on with the default.
  private func keepUnreadableSettingsAside() {
    func check<Value: Decodable>(_ key: String, as type: Value.Type, _ fallback: String) {
      guard case .unreadable(let problem) = suite.read(type, forKey: key),
        let aside = suite.keepAside(key)
      else { return }
      StorageLocation.warn(
        "warning: the stored '\(key)' in \(suite.name) cannot be read: \(problem); it is kept as "
          + "'\(aside)', and \(fallback)")
    }
    check(Self.sortOrderKey, as: ListOrder.self, "the lists show the newest first")
    check(Self.scenesKey, as: SceneRestoration.self, "the app opens scene 1 at its list")
  }

  func makeListScreen(context: ScreenContext) -> any ListScreen {
    runningApp.openWindow(context: context)
  }

  func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen {
    runningApp.showDetail(todoID, context: context)
  }

  /// A server push, already in the store: hop to the main actor and tell the model.
  nonisolated func remoteChangeDidArrive(_ change: TodoChange) {
    Task { @MainActor in controller.apply(change) }
  }

  // MARK: - Restoration

  private static let scenesKey = "sessions.scenes"

  func scenesToRestore() -> SceneRestoration {
    if case .value(let scenes) = suite.read(SceneRestoration.self, forKey: Self.scenesKey) {
      return scenes
    }
    return .firstLaunch
  }

  /// The detail a scene showed: its `@SceneStorage("selection")`.
  func detailToRestore(inScene sceneNumber: Int) -> TodoID? {
    let key = SceneIdentity.of(sceneNumber: sceneNumber, in: suite).scopedKey(Self.selectionKey)
    guard case .value(let selection?) = suite.read(String?.self, forKey: key) else { return nil }
    return TodoID(parsing: selection)
  }

  func scenesDidChange(_ scenes: SceneRestoration) {
    suite.write(scenes, forKey: Self.scenesKey)
  }

  /// A closed scene's storage goes with it, as Apple's `SceneStorage` documentation says; a
  /// scene opened later under the same number starts at its list.
  func sceneDidClose(_ sceneNumber: Int) {
    SceneIdentity.discard(sceneNumber: sceneNumber, in: suite)
  }

  // MARK: - Storage

  static var storageDescription: String {
    "The todos in \(StorageLocation.appStoreFolder.path) (todos.json and changes.log); the sort "
      + "order and each scene's selection in the UserDefaults suite \(StorageLocation.appName): "
      + "on Linux ~/.config/\(StorageLocation.appName).plist, on macOS "
      + "~/Library/Preferences/\(StorageLocation.appName).plist."
  }

  static func resetStorage() -> String {
    try? FileManager.default.removeItem(at: StorageLocation.appStoreFolder)
    StorageSuite(name: StorageLocation.appName).removeAll()
    return "Deleted the stored todos (\(StorageLocation.appStoreFolder.path)), and the sort order, "
      + "the scenes and the selections of \(StorageLocation.appName)."
  }

  static func withScratchStorage<Result>(_ run: @MainActor () async -> Result) async -> Result {
    let scratch = "\(StorageLocation.appName).scratch.\(UUID().uuidString)"
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(scratch)
    defer {
      StorageSuite(name: scratch).removeAll()
      try? FileManager.default.removeItem(at: folder)
    }
    return await StorageLocation.$suiteName.withValue(scratch) {
      await StorageLocation.$storeFolder.withValue(folder) { await run() }
    }
  }
}
