import ChapterKit
import Foundation
import ScenarioLanguage
import SwiftUI
import TodoModel

// What the chapter does between launches: which scenes come back with which detail, where the
// story and the tests keep storage of their own, `--reset`, and the repair of settings that
// cannot be read. None of it is needed to read the lesson.

extension SceneAppStorageSyncApp: PersistentChapterApp {
  /// The key of the open scenes and the active one.
  private static let scenesKey = "sessions.scenes"

  /// A stored setting or list of scenes that cannot be read is kept aside under a key of its
  /// own, with a warning, and the app goes on with the default.
  func keepUnreadableSettingsAside() {
    func check<Value: Decodable>(_ key: String, as type: Value.Type, _ fallback: String) {
      guard case .unreadable(let problem) = suite.read(type, forKey: key),
        let aside = suite.keepAside(key)
      else { return }
      StorageLocation.warn(
        "warning: the stored '\(key)' in \(suite.name) cannot be read: \(problem); it is kept as "
          + "'\(aside)', and \(fallback)")
    }
    check("sortOrder", as: ListOrder.self, "the lists show the newest first")
    check(Self.scenesKey, as: SceneRestoration.self, "the app opens scene 1 at its list")
  }

  // MARK: - Restoration

  func scenesToRestore() -> SceneRestoration {
    if case .value(let scenes) = suite.read(SceneRestoration.self, forKey: Self.scenesKey) {
      return scenes
    }
    return .firstLaunch
  }

  /// The detail a scene's window opened as it appeared: what its `@SceneStorage("selection")`
  /// named, restored by the window's own views.
  func detailToRestore(inScene sceneNumber: Int) -> TodoID? {
    runningApp.pathValues(inWindow: sceneNumber).last?.base as? TodoID
  }

  /// Records which scenes are open, as the system does for its scene sessions; a record the
  /// settings file did not take is a warning, not the error of the command that opened a scene
  /// (or of a launch, which restores them).
  func scenesDidChange(_ scenes: SceneRestoration) {
    suite.write(scenes, forKey: Self.scenesKey)
    if let failure = suite.takeFailure() {
      StorageLocation.warn(
        "warning: \(failure); the next launch may not bring back the scenes open now")
    }
  }

  /// A closed scene's storage goes with it, as Apple's `SceneStorage` documentation says; a
  /// scene opened later under the same number starts at its list.
  func sceneDidClose(_ sceneNumber: Int) {
    SceneIdentity.discard(sceneNumber: sceneNumber, in: suite)
  }

  // MARK: - Storage

  static func storageDescription(in language: Language) -> String {
    ownLine(
      "storage.description",
      ["folder": StorageLocation.appStoreFolder.path, "suite": StorageLocation.appName],
      in: language)
  }

  static func resetStorage(in language: Language) -> String {
    do {
      try SQLiteTodoStore.deleteStore(
        in: StorageLocation.appStoreFolder, warn: StorageLocation.warn)
    } catch {
      // Nothing else is deleted either: the settings alone would not make a fresh start.
      return "error: \(StorageLocation.appStoreFolder.path) could not be deleted ("
        + "\(error.localizedDescription)); nothing was deleted; delete it by hand, or try --reset again"
    }
    StorageSuite(name: StorageLocation.appName).removeAll()
    return ownLine(
      "storage.reset",
      ["folder": StorageLocation.appStoreFolder.path, "suite": StorageLocation.appName],
      in: language)
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
