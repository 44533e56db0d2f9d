// The SQL of chapter 5, in one file: the todos' table, how it is opened, read and written. The
// chapter's store and its Apple app (Examples/Apple/SceneAppStorageSync) use this file word for
// word. `import SQLite3` is the module Apple's SDKs ship; on Linux it is this package's module of
// the same name over the system's libsqlite3.

import Foundation
import SQLite3

/// One todo as the table keeps it: its number (`t3` is number 3), its title and its star.
struct StoredTodo: Equatable, Sendable {
  /// The todo's number, which no other todo ever had: `AUTOINCREMENT` never hands one out twice.
  var number: Int
  /// The title, as the person typed it.
  var title: String
  /// Whether the todo has a star.
  var isFavorite: Bool
}

/// The todos in one SQLite database: one table, one transaction per edit, write-ahead logging.
///
/// Every edit is one `BEGIN IMMEDIATE … COMMIT`: it takes the database's write lock first, so two
/// processes never interleave, and it is on disk, whole or not at all, when the call returns.
/// With write-ahead logging (WAL) a commit appends to `<file>-wal` and readers never wait for a
/// writer. A process that finds the lock held waits, says after a few seconds who holds it, and
/// gives up with an error rather than for ever.
final class TodoDatabase: @unchecked Sendable {
  /// The database file; SQLite keeps `-wal` and `-shm` files beside it.
  let url: URL
  // NB: @unchecked Sendable is justified by this lock: SQLite's connection is used by one thread
  // at a time, and every transaction runs whole under it.
  private let lock = NSLock()
  let connection: OpaquePointer
  private let wait: LockWait

  /// How long a write waits for another process's lock before it says so, and before it gives
  /// up, unless told otherwise.
  static let waitLimits: (announce: Duration, giveUp: Duration) = (.seconds(3), .seconds(30))

  /// How a connection opens the file.
  enum Access {
    /// Reads and writes, and makes the file when there is none.
    case readWrite
    /// Reads only.
    case readOnly
    /// Reads a file nothing writes, as on a read-only disk, where a database in WAL mode cannot
    /// make the `-shm` file a reader otherwise needs (SQLite's `immutable=1`).
    case unchanging
  }

  /// The version of the table layout this file writes, in `PRAGMA user_version`.
  static let layoutVersion: Int32 = 1

  /// Opens, or creates, the database at `url`, and checks it (`PRAGMA quick_check`).
  ///
  /// A link at `url` is not followed. With `synchronizesEveryCommit`, a commit is on the disk
  /// itself before it returns (`synchronous = FULL`); otherwise a crash of the process still
  /// loses nothing, a crash of the machine may lose the last commits. `onWait` hears, once per
  /// wait, that the write lock has been held by another process for `announceAfter`; after
  /// `giveUpAfter` the edit fails with `SQLITE_BUSY`. `access` says whether it may write.
  init(
    url: URL, access: Access = .readWrite, synchronizesEveryCommit: Bool = true,
    announceAfter: Duration = waitLimits.announce, giveUpAfter: Duration = waitLimits.giveUp,
    onWait: @escaping @Sendable (String) -> Void
  ) throws(DatabaseError) {
    var handle: OpaquePointer?
    let (name, flags): (String, Int32) =
      switch access {
      case .readWrite: (url.path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
      case .readOnly: (url.path, SQLITE_OPEN_READONLY)
      case .unchanging:
        (
          URL(fileURLWithPath: url.path).absoluteString + "?immutable=1",
          SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
        )
      }
    let opened = sqlite3_open_v2(
      name, &handle, flags | SQLITE_OPEN_NOFOLLOW | SQLITE_OPEN_NOMUTEX, nil)
    guard opened == SQLITE_OK, let handle else {
      let error = DatabaseError(result: opened, of: handle)
      sqlite3_close_v2(handle)
      throw error
    }
    sqlite3_extended_result_codes(handle, 1)
    self.url = url
    connection = handle
    wait = LockWait(
      sharedMemoryPath: url.path + "-shm", announceAfter: announceAfter,
      giveUpAfter: giveUpAfter, announce: onWait)
    // SQLite calls this when a lock is held by another connection; it waits while it returns 1.
    sqlite3_busy_handler(
      handle,
      { context, attempt in
        guard let context else { return 0 }
        let wait = Unmanaged<LockWait>.fromOpaque(context).takeUnretainedValue()
        return wait.shouldTryAgain(attempt: Int(attempt)) ? 1 : 0
      }, Unmanaged.passUnretained(wait).toOpaque())
    if access == .readWrite {
      // A commit appends to the log; a checkpoint copies the log into the file now and then.
      try execute("PRAGMA journal_mode = WAL")
      try execute("PRAGMA synchronous = \(synchronizesEveryCommit ? "FULL" : "NORMAL")")
    }
    try check()
  }

  deinit {
    sqlite3_close_v2(connection)
  }

  // MARK: - Opening

  /// Runs SQLite's own check of the file's structure; a damaged file throws `SQLITE_CORRUPT`.
  private func check() throws(DatabaseError) {
    let problems = try rows("PRAGMA quick_check(3)") { columnText($0, 0) }
    guard problems != ["ok"] else { return }
    throw DatabaseError(
      code: SQLITE_CORRUPT,
      description: "SQLite's quick_check found: " + problems.joined(separator: "; "))
  }

  /// Makes the table on first use, with `samples` in it, top of the list first.
  ///
  /// Later opens find it made. A file written by a newer layout is refused, never changed.
  func prepare(samples: [StoredTodo]) throws(DatabaseError) {
    // A read first: it takes no write lock, so a launch never waits for another process's edit.
    let made = try rows("PRAGMA user_version") { sqlite3_column_int($0, 0) }.first ?? 0
    guard made != Self.layoutVersion else { return }
    try writing { () throws(DatabaseError) in
      let version = try rows("PRAGMA user_version") { sqlite3_column_int($0, 0) }.first ?? 0
      guard version != Self.layoutVersion else { return }
      guard version == 0 else {
        throw DatabaseError(
          code: SQLITE_CANTOPEN,
          description: "it was written by a newer version of the app (layout \(version))")
      }
      // `position` orders the list: the samples count up from 0, an add goes above the top.
      try execute(
        """
        CREATE TABLE todos (
          number INTEGER PRIMARY KEY AUTOINCREMENT,
          title TEXT NOT NULL,
          is_favorite INTEGER NOT NULL DEFAULT 0,
          position INTEGER NOT NULL
        )
        """)
      try execute("CREATE INDEX todos_in_list_order ON todos (position)")
      let insert = try Statement(
        "INSERT INTO todos (number, title, is_favorite, position) VALUES (?, ?, ?, ?)", in: self)
      for (position, todo) in samples.enumerated() {
        try insert.run(todo.number, todo.title, todo.isFavorite, position)
      }
      try execute("PRAGMA user_version = \(Self.layoutVersion)")
    }
  }

  // MARK: - Reading

  /// Every todo, top of the list first.
  func allTodos() throws(DatabaseError) -> [StoredTodo] {
    try rows("SELECT number, title, is_favorite FROM todos ORDER BY position", Self.todo)
  }

  /// The todo with this number, or `nil`.
  func todo(number: Int) throws(DatabaseError) -> StoredTodo? {
    try rows(
      "SELECT number, title, is_favorite FROM todos WHERE number = ?", binding: [number], Self.todo
    ).first
  }

  /// How many todos there are.
  func count() throws(DatabaseError) -> Int {
    try rows("SELECT count(*) FROM todos") { Int(sqlite3_column_int64($0, 0)) }.first ?? 0
  }

  // MARK: - Writing: one transaction each

  /// Adds a todo above the top of the list, with the next number no todo ever had, which must
  /// not pass `largestNumber`.
  func addAtTop(title: String, largestNumber: Int) throws(DatabaseError) -> StoredTodo {
    try writing { () throws(DatabaseError) in
      // SQLite keeps the largest number ever used in sqlite_sequence.
      let used =
        try rows("SELECT seq FROM sqlite_sequence WHERE name = 'todos'") {
          sqlite3_column_int64($0, 0)
        }.first ?? 0
      guard used < largestNumber else {
        throw DatabaseError.numbersUsedUp(largestNumber)
      }
      let position =
        try rows("SELECT coalesce(min(position), 0) - 1 FROM todos") {
          sqlite3_column_int64($0, 0)
        }.first ?? 0
      try execute(
        "INSERT INTO todos (title, is_favorite, position) VALUES (?, 0, ?)",
        binding: [title, Int(position)])
      let number = Int(sqlite3_last_insert_rowid(connection))
      guard number <= largestNumber else {
        // Thrown inside the transaction, so the insert is rolled back.
        throw DatabaseError.numbersUsedUp(largestNumber)
      }
      return StoredTodo(number: number, title: title, isFavorite: false)
    }
  }

  /// Changes the todo with this number in one transaction and returns its new value; `nil`, and
  /// nothing written, when there is none.
  func modify(
    number: Int, _ change: (inout StoredTodo) -> Void
  ) throws(DatabaseError) -> StoredTodo? {
    try writing { () throws(DatabaseError) in
      guard var todo = try todo(number: number) else { return nil }
      change(&todo)
      try execute(
        "UPDATE todos SET title = ?, is_favorite = ? WHERE number = ?",
        binding: [todo.title, todo.isFavorite, number])
      return todo
    }
  }

  /// Deletes the todo with this number and returns it; `nil` when there was none.
  func delete(number: Int) throws(DatabaseError) -> StoredTodo? {
    try writing { () throws(DatabaseError) in
      guard let todo = try todo(number: number) else { return nil }
      try execute("DELETE FROM todos WHERE number = ?", binding: [number])
      return todo
    }
  }

  /// Runs `body` inside one write transaction, with the write lock held.
  ///
  /// On any error, nothing it wrote is kept. A database file that was deleted or replaced since it was opened (a
  /// `--reset` from another process) is refused, so an edit is never acknowledged into a file
  /// nobody will read.
  func writing<Result>(
    _ body: () throws(DatabaseError) -> Result
  ) throws(DatabaseError) -> Result {
    lock.lock()
    defer { lock.unlock() }
    try execute("BEGIN IMMEDIATE")
    do throws(DatabaseError) {
      var moved: Int32 = 0
      sqlite3_file_control(connection, "main", SQLITE_FCNTL_HAS_MOVED, &moved)
      guard moved == 0 else {
        throw DatabaseError(
          code: SQLITE_READONLY | (4 << 8),  // SQLITE_READONLY_DBMOVED
          description: "\(url.path) was deleted or replaced after this run opened it")
      }
      let result = try body()
      try execute("COMMIT")
      return result
    } catch {
      // The rollback's own failure changes nothing: without a commit, nothing was written.
      _ = sqlite3_exec(connection, "ROLLBACK", nil, nil, nil)
      throw error
    }
  }

  // MARK: - Statements

  /// Runs one statement that returns no rows.
  func execute(_ sql: String, binding values: [any DatabaseValue] = []) throws(DatabaseError) {
    _ = try rows(sql, binding: values) { _ in () }
  }

  /// Runs one statement and reads each row it returns with `read`.
  func rows<Row>(
    _ sql: String, binding values: [any DatabaseValue] = [],
    _ read: (OpaquePointer) -> Row
  ) throws(DatabaseError) -> [Row] {
    let statement = try Statement(sql, in: self)
    return try statement.rows(binding: values, read)
  }

  private static func todo(_ statement: OpaquePointer) -> StoredTodo {
    StoredTodo(
      number: Int(sqlite3_column_int64(statement, 0)), title: columnText(statement, 1),
      isFavorite: sqlite3_column_int(statement, 2) != 0)
  }

  /// The error of the last call on this connection, which returned `code`.
  func error(_ code: Int32) -> DatabaseError {
    DatabaseError(result: code, of: connection)
  }
}
