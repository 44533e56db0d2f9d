import Foundation
import TodoModel

/// The todos in a SQLite database of their own: the model's store.
///
/// This is the model's own storage, as the WWDC20 session "Data Essentials in SwiftUI" asks: app
/// storage and scene storage are lightweight storage used *with* the model, not the model. A real
/// app keeps its model in a database — SQLite directly, as here, or Core Data's SQLite store, or
/// SwiftData, whose default store is built on Core Data. Each edit is one transaction (``TodoDatabase``, the
/// file with the SQL), so it is stored whole or not at all, and answers success only once it is
/// committed; an edit the database refuses (a full disk, a lock held too long, a file deleted by
/// another run) is not acknowledged, and ``takeRefusal()`` says why.
final class SQLiteTodoStore: TodoRepository, @unchecked Sendable {
  /// The database, or `nil` when none could be opened; then the store shows the sample todos
  /// and refuses every edit.
  let database: TodoDatabase?
  /// The file of the database in its folder.
  static let fileName = "todos.sqlite"
  /// The highest id number a todo can have: `TodoID` reads at most nine digits.
  static let largestIDNumber = 999_999_999

  /// What opening had to repair or could not do, one line each; each was also passed to `warn`.
  let openingWarnings: [String]
  /// Why every edit is refused, or `nil` when edits are stored.
  private let readOnlyReason: String?
  /// The todos shown when no database could be read.
  private let fallback: [Todo]
  // NB: @unchecked Sendable is justified by this lock, which guards `refusal`; the database
  // guards itself.
  private let lock = NSLock()
  private var refusal: String?

  /// Opens the store in `folder`, creating it on first use with `fixture`.
  ///
  /// With `synchronizesEveryWrite`, each commit reaches the disk itself before the call returns.
  /// A database that fails SQLite's check is kept aside, with a warning, and a new one made; one
  /// that cannot be opened for writing is read, when it can be, and every edit is refused.
  init(
    folder: URL, fixture: [Todo], synchronizesEveryWrite: Bool = true,
    waitLimits: (announce: Duration, giveUp: Duration) = TodoDatabase.waitLimits,
    warn: @escaping @Sendable (String) -> Void
  ) {
    let url = folder.appendingPathComponent(Self.fileName)
    var warnings: [String] = []
    func open(_ access: TodoDatabase.Access = .readWrite) throws(DatabaseError) -> TodoDatabase {
      try TodoDatabase(
        url: url, access: access, synchronizesEveryCommit: synchronizesEveryWrite,
        announceAfter: waitLimits.announce, giveUpAfter: waitLimits.giveUp, onWait: warn)
    }
    func openAndPrepare() throws(DatabaseError) -> TodoDatabase {
      let database = try open()
      try database.prepare(samples: fixture.map(StoredTodo.init))
      return database
    }
    var database: TodoDatabase?
    var reason: String?
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Self.refuseAnythingButAFile(at: url)
      database = try Self.keepingDamageAside(url, warnings: &warnings, open: openAndPrepare)
    } catch {
      reason = "\(url.path): \(Self.describe(error))"
      // Show what can still be read; store nothing. On a read-only disk a database in WAL mode
      // opens only as a file nothing changes.
      database = Self.firstReadable(accesses: [.readOnly, .unchanging], open: open)
      warnings.append(
        "warning: the todo store cannot be opened for writing — \(reason ?? ""); the app runs "
          + "read-only: it shows \(database == nil ? "the sample todos" : "what the store holds")"
          + ", and refuses every edit with an error")
    }
    self.database = database
    readOnlyReason = reason
    fallback = fixture
    openingWarnings = warnings
    warnings.forEach(warn)
  }

  /// The database opened the first of these ways that can read it, or `nil` when none can.
  private static func firstReadable(
    accesses: [TodoDatabase.Access],
    open: (TodoDatabase.Access) throws(DatabaseError) -> TodoDatabase
  ) -> TodoDatabase? {
    for access in accesses {
      do {
        let database = try open(access)
        _ = try database.count()
        return database
      } catch {
        continue  // The next way may still read it; the warning says the store is read-only.
      }
    }
    return nil
  }

  // MARK: - TodoRepository

  func allTodos() -> [Todo] {
    guard let database else { return fallback }
    return reading { try database.allTodos().map(Todo.init) } ?? []
  }

  func todo(withID id: TodoID) -> Todo? {
    guard let database else { return fallback.first { $0.id == id } }
    guard let number = id.number else { return nil }
    return reading { try database.todo(number: number).map(Todo.init) }
      ?? nil
  }

  var count: Int {
    guard let database else { return fallback.count }
    return reading { try database.count() } ?? 0
  }

  /// Adds a todo at the top with the next number; when it cannot be stored, the todo returned
  /// has an id the store does not have, and ``takeRefusal()`` says why.
  @discardableResult
  func add(title: String) -> Todo {
    let added = writing { database in
      try database.addAtTop(title: title, largestNumber: Self.largestIDNumber)
    }
    return added.map(Todo.init) ?? Todo(id: "unsaved", title: title)
  }

  @discardableResult
  func modify(id: TodoID, _ change: (inout Todo) -> Void) -> Todo? {
    guard let number = id.number else { return nil }
    return writing { database in
      try database.modify(number: number) { stored in
        var todo = Todo(stored)
        change(&todo)
        stored.title = todo.title
        stored.isFavorite = todo.isFavorite
      }
    }?.map(Todo.init)
  }

  @discardableResult
  func delete(id: TodoID) -> Todo? {
    guard let number = id.number else { return nil }
    return writing { database in try database.delete(number: number) }?
      .map(Todo.init)
  }

  // MARK: - Refusals

  /// Why every edit is refused: the database could not be opened for writing.
  var refusesEveryEdit: String? {
    readOnlyReason.map { "nothing can be stored: \($0)" }
  }

  /// Why the last edit was not stored, once.
  func takeRefusal() -> String? {
    lock.withLock {
      defer { refusal = nil }
      return refusal
    }
  }

  /// Runs an edit on the database; `nil`, with the refusal kept, when it was not stored.
  private func writing<Result>(
    _ edit: (TodoDatabase) throws -> Result
  ) -> Result? {
    guard let database, readOnlyReason == nil else {
      refuse(refusesEveryEdit ?? "nothing can be stored")
      return nil
    }
    do {
      return try edit(database)
    } catch {
      refuse(Self.describe(error) + Self.advice(for: error, at: database.url))
      return nil
    }
  }

  /// Runs a read; one that fails (a disk error after opening) shows nothing rather than trap.
  private func reading<Result>(_ read: () throws -> Result) -> Result? {
    do {
      return try read()
    } catch {
      refuse(Self.describe(error))
      return nil
    }
  }

  private func refuse(_ reason: String) {
    lock.withLock { refusal = reason }
  }

  // MARK: - Opening

  /// Opens the database; one SQLite cannot read (damaged, or not a database at all) is kept
  /// aside, every byte of it, for whoever can, with a warning, and a new one is made.
  private static func keepingDamageAside(
    _ url: URL, warnings: inout [String], open: () throws(DatabaseError) -> TodoDatabase
  ) throws -> TodoDatabase {
    do {
      return try open()
    } catch {
      guard error.isDamage else { throw error }
      let aside = try keepAside(url)
      warnings.append(
        "warning: the todo store \(url.path) cannot be read (\(error.description)); it is "
          + "kept as \(aside.path), and the app starts again with the sample todos")
      return try open()
    }
  }

  /// Throws when something other than a file is where the database or its log should be: a
  /// link could make a write land in a file elsewhere, so the store follows none.
  private static func refuseAnythingButAFile(at url: URL) throws {
    for path in [url.path, url.path + "-wal", url.path + "-shm"] {
      var status = stat()
      guard lstat(path, &status) == 0 else { continue }
      let kind = status.st_mode & S_IFMT
      guard kind != S_IFREG else { continue }
      let what =
        kind == S_IFLNK ? "a symbolic link" : kind == S_IFDIR ? "a directory" : "not a file"
      throw NotAFile(
        description:
          "\(path) is \(what), and the store opens only files of its own; move it away, "
          + "or delete the store with --reset")
    }
  }

  /// Renames the database and its log to `<name>.unreadable-<time>` beside them; returns the
  /// database's new place.
  private static func keepAside(_ url: URL) throws -> URL {
    let stamp = Int(Date().timeIntervalSince1970)
    var aside = url.appendingPathExtension("unreadable-\(stamp)")
    var number = 2
    while FileManager.default.fileExists(atPath: aside.path) {
      aside = url.appendingPathExtension("unreadable-\(stamp)-\(number)")
      number += 1
    }
    try FileManager.default.moveItem(at: url, to: aside)
    for suffix in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: url.path + suffix) {
      try FileManager.default.moveItem(
        atPath: url.path + suffix, toPath: aside.path + suffix)
    }
    return aside
  }

  /// Something other than a file where the store keeps one.
  private struct NotAFile: Error, CustomStringConvertible {
    let description: String
  }

  /// What the person can do about an edit the database refused, after a semicolon; empty when
  /// the error says it already.
  private static func advice(for error: any Error, at url: URL) -> String {
    (error as? DatabaseError)?.advice(forFolder: url.deletingLastPathComponent().path) ?? ""
  }

  private static func describe(_ error: any Error) -> String {
    if let error = error as? NotAFile { return error.description }
    return (error as? DatabaseError)?.description ?? error.localizedDescription
  }
}

extension StoredTodo {
  /// The row of a todo whose id has a number, as every todo the store hands out has.
  init(_ todo: Todo) {
    self.init(number: todo.id.number ?? 0, title: todo.title, isFavorite: todo.isFavorite)
  }
}

extension Todo {
  /// The todo a row of the table holds.
  init(_ stored: StoredTodo) {
    self.init(id: TodoID(number: stored.number), title: stored.title, isFavorite: stored.isFavorite)
  }
}
