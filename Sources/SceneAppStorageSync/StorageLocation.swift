import Foundation

/// Where this chapter's storage lives, and where its warnings go.
///
/// Task-local, so that each test (and the story) can run against a suite of its own without
/// touching the person's data, and so that tests can collect the warnings.
enum StorageLocation {
  /// The suite scripts and the REPL use, shared by every run of the executable.
  static let appSuiteName = "ListDetailSync.SceneAppStorageSync"

  /// The suite of the current run.
  @TaskLocal static var suiteName = appSuiteName

  /// Whether every write is synchronized to disk at once, so that a second process sees it.
  ///
  /// Tests that never start a second process may turn it off: it is most of the cost of a write.
  @TaskLocal static var synchronizesEveryWrite = true

  /// Where repairs of bad stored data are reported: standard error, unless a test listens.
  @TaskLocal static var warn: @Sendable (String) -> Void = { line in
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
