import Foundation
import SwiftUI

/// Where this chapter's storage lives, and where its warnings go.
///
/// Task-local, so that each test (and the story) can run against storage of its own without
/// touching the person's data, and so that tests can collect the warnings.
enum StorageLocation {
  /// The name of the app's settings suite, and of its folder.
  static let appName = "ListDetailSync.SceneAppStorageSync"

  /// The folder of the todos' database, in the user's Application Support folder (on Linux, the
  /// data directory `~/.local/share`), shared by every run of the executable.
  static let appStoreFolder = FileManager.default
    .urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
    .appendingPathComponent(appName, isDirectory: true)

  /// The folder of the current run's todos.
  @TaskLocal static var storeFolder = appStoreFolder

  /// The suite of the current run's settings and scene storage.
  @TaskLocal static var suiteName = appName

  /// Whether every write is synchronized to disk at once, so that a second process sees it.
  ///
  /// Tests that never start a second process may turn it off: it is most of the cost of a write.
  @TaskLocal static var synchronizesEveryWrite = true

  /// How long a write waits for another process's lock before it says so, and before it gives
  /// up; tests that hold the lock themselves shorten them.
  @TaskLocal static var waitLimits = TodoDatabase.waitLimits

  /// Opens the suite of the current run; a file that is not a property list is kept aside first,
  /// with a warning.
  static func openSettingsSuite() -> StorageSuite {
    if let warning = StorageSuite.keepUnreadableFileAside(forSuiteNamed: suiteName) {
      warn(warning)
    }
    return StorageSuite(name: suiteName, synchronizesEveryWrite: synchronizesEveryWrite)
  }

  /// Where repairs of bad stored data are reported: standard error, unless a test listens.
  @TaskLocal static var warn: @Sendable (String) -> Void = { line in
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
