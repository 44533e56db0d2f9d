// SQLite's C API in Swift for chapter 5's database: prepared statements, the values they bind,
// and how a connection waits for a lock another process holds. The SQL itself is in
// TodoDatabase.swift; the chapter and its Apple app both use this file word for word.

import Foundation
import SQLite3

extension TodoDatabase {
  /// One prepared statement, finalized when it goes.
  final class Statement {
    let handle: OpaquePointer
    let database: TodoDatabase

    init(_ sql: String, in database: TodoDatabase) throws(DatabaseError) {
      var handle: OpaquePointer?
      let code = sqlite3_prepare_v2(database.connection, sql, -1, &handle, nil)
      guard code == SQLITE_OK, let handle else { throw database.error(code) }
      self.handle = handle
      self.database = database
    }

    deinit {
      sqlite3_finalize(handle)
    }

    /// Binds `values` to the statement's `?`s in order, runs it, and reads each row.
    func rows<Row>(
      binding values: [any DatabaseValue], _ read: (OpaquePointer) -> Row
    ) throws(DatabaseError) -> [Row] {
      sqlite3_reset(handle)
      sqlite3_clear_bindings(handle)
      for (index, value) in values.enumerated() {
        let code = value.bind(to: handle, at: Int32(index + 1))
        guard code == SQLITE_OK else { throw database.error(code) }
      }
      var result: [Row] = []
      while true {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: result.append(read(handle))
        case SQLITE_DONE: return result
        default: throw database.error(code)
        }
      }
    }

    /// Runs the statement once with these values, for statements that return no rows.
    func run(_ values: any DatabaseValue...) throws(DatabaseError) {
      _ = try rows(binding: values) { _ in () }
    }
  }
}

/// A Swift value that binds to a statement's parameter.
protocol DatabaseValue {
  /// Binds the value to parameter `index` (from 1) of `statement`.
  func bind(to statement: OpaquePointer, at index: Int32) -> Int32
}

extension Int: DatabaseValue {
  func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
    sqlite3_bind_int64(statement, index, Int64(self))
  }
}

extension Bool: DatabaseValue {
  func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
    sqlite3_bind_int(statement, index, self ? 1 : 0)
  }
}

extension String: DatabaseValue {
  func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
    // SQLITE_TRANSIENT: SQLite copies the bytes before the call returns.
    let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    var text = self
    return text.withUTF8 { bytes in
      sqlite3_bind_text(
        statement, index, UnsafeRawPointer(bytes.baseAddress)?.assumingMemoryBound(to: CChar.self),
        Int32(bytes.count), transient)
    }
  }
}

/// The text in column `column` of the current row, every byte of it.
func columnText(_ statement: OpaquePointer, _ column: Int32) -> String {
  guard let bytes = sqlite3_column_text(statement, column) else { return "" }
  let count = Int(sqlite3_column_bytes(statement, column))
  return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
}

/// Why SQLite refused a call.
///
/// Whatever the call would have changed is unchanged.
struct DatabaseError: Error, CustomStringConvertible, Sendable {
  /// SQLite's extended result code, such as `SQLITE_FULL` or `SQLITE_BUSY`.
  let code: Int32
  /// What went wrong, in SQLite's words and ours.
  let description: String

  /// Whether the file is damaged or not a database at all: it has to be kept aside.
  var isDamage: Bool {
    [SQLITE_CORRUPT, SQLITE_NOTADB].contains(code & 0xFF)
  }

  /// What the person can do about it, after a semicolon, for a database in `folder`; empty
  /// when the description says it already.
  func advice(forFolder folder: String) -> String {
    switch code & 0xFF {
    case SQLITE_FULL: "; free some space on the disk that holds \(folder), then try again"
    case SQLITE_BUSY: "; try again once the other run has finished its edit"
    case SQLITE_IOERR: "; the disk that holds \(folder) reported an error: check it, then try again"
    case SQLITE_READONLY, SQLITE_PERM, SQLITE_CANTOPEN:
      "; check that \(folder) can be written, or start again with --reset"
    default: ""
    }
  }

  /// Every number up to `largest` has been given to a todo, so an add has none left (SQLite
  /// answers `SQLITE_FULL` past `Int64.max`; the app's ids stop sooner).
  static func numbersUsedUp(_ largest: Int) -> DatabaseError {
    DatabaseError(
      code: SQLITE_CONSTRAINT,
      description:
        "every todo number up to \(largest) has been used; --reset starts again from the samples")
  }
}

extension DatabaseError {
  /// The error of a call on `connection` that returned `result`, with SQLite's extended code
  /// and message when the connection has them.
  init(result: Int32, of connection: OpaquePointer?) {
    guard let connection, sqlite3_errcode(connection) == result & 0xFF else {
      self.init(code: result, description: String(cString: sqlite3_errstr(result)))
      return
    }
    self.init(
      code: sqlite3_extended_errcode(connection),
      description: String(cString: sqlite3_errmsg(connection)))
  }
}

/// How a connection waits for a write lock another process holds: a few milliseconds at a time,
/// saying after `announceAfter` who holds it, and giving up after `giveUpAfter`.
final class LockWait: @unchecked Sendable {
  // NB: @unchecked Sendable: SQLite calls it only from the connection's own calls, which run
  // under the database's lock.
  let sharedMemoryPath: String
  let announceAfter: Duration
  let giveUpAfter: Duration
  let announce: @Sendable (String) -> Void
  private var started = ContinuousClock.now
  private var announced = false

  init(
    sharedMemoryPath: String, announceAfter: Duration, giveUpAfter: Duration,
    announce: @escaping @Sendable (String) -> Void
  ) {
    self.sharedMemoryPath = sharedMemoryPath
    self.announceAfter = announceAfter
    self.giveUpAfter = giveUpAfter
    self.announce = announce
  }

  /// Called by SQLite with 0, 1, 2 … while the lock stays held; `false` gives up (`SQLITE_BUSY`).
  func shouldTryAgain(attempt: Int) -> Bool {
    if attempt == 0 {
      started = .now
      announced = false
    }
    let waited = ContinuousClock.now - started
    if waited >= giveUpAfter { return false }
    if waited >= announceAfter, !announced {
      announced = true
      let holder = LockWait.processHoldingWriteLock(sharedMemoryPath).map { "process \($0)" }
      announce(
        "waiting: \(holder ?? "another process") holds the todo store's write lock "
          + "(\(sharedMemoryPath.dropLast(4))); this run waits up to "
          + "\(giveUpAfter.components.seconds) s, then refuses the edit")
    }
    Thread.sleep(forTimeInterval: min(0.001 * Double(attempt + 1), 0.05))
    return true
  }

  /// The process holding SQLite's WAL write lock, or `nil` when none is found.
  ///
  /// It is asked with `F_GETLK` on byte 120 of the `-shm` file. The descriptor stays open for the life of the process, because closing any
  /// descriptor of a file drops every lock this process holds on it (POSIX advisory locks),
  /// SQLite's own included.
  private static func processHoldingWriteLock(_ path: String) -> pid_t? {
    let descriptor = probesLock.withLock {
      if let open = probes[path] { return open }
      let opened = Foundation.open(path, O_RDONLY | O_CLOEXEC)
      if opened >= 0 { probes[path] = opened }
      return opened
    }
    guard descriptor >= 0 else { return nil }
    var probe = flock()
    probe.l_type = Int16(F_WRLCK)
    probe.l_whence = Int16(SEEK_SET)
    probe.l_start = 120
    probe.l_len = 1
    guard fcntl(descriptor, F_GETLK, &probe) == 0, probe.l_type != Int16(F_UNLCK) else {
      return nil
    }
    return probe.l_pid
  }

  private static let probesLock = NSLock()
  nonisolated(unsafe) private static var probes: [String: Int32] = [:]
}
