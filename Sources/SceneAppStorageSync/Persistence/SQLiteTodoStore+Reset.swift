import Foundation

extension SQLiteTodoStore {
  /// Deletes the store's folder for `--reset`, holding the database's write lock while it does.
  ///
  /// A run that is in the middle of an edit finishes it first; a run's next edit then finds its
  /// file gone and is refused (``TodoDatabase/writing(_:)``), never acknowledged into a file that
  /// was deleted.
  static func deleteStore(in folder: URL, warn: @escaping @Sendable (String) -> Void) throws {
    let url = folder.appendingPathComponent(fileName)
    var status = stat()
    if lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      let database = try? TodoDatabase(url: url, onWait: warn)
    {
      var failure: (any Error)?
      try database.writing {
        do {
          try FileManager.default.removeItem(at: folder)
        } catch {
          failure = error
        }
      }
      if let failure { throw failure }
    } else if FileManager.default.fileExists(atPath: folder.path) {
      try FileManager.default.removeItem(at: folder)
    }
  }
}
