// The Foundation core of chapter 5's file store, shared word for word by the chapter and its
// Apple example: Examples/Apple/SceneAppStorageSync/RecordStore*.swift are links to these files,
// so the store the tests run on Linux is the store the Apple app ships. Foundation and POSIX only.
//
// A list of items in two files of one folder: a snapshot of the whole list, and a log of the
// changes made since. Each record of either file is one line, `<crc32 in hex> <json>`, so one bad
// byte costs its record and no other. Every change is made under an advisory lock on the folder
// (`flock`), after reading what other processes appended, so two processes share the store safely.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system calls whose names the store's own methods share.
enum POSIX {
  static func open(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
    #if canImport(Glibc)
      Glibc.open(path, flags, mode)
    #else
      Darwin.open(path, flags, mode)
    #endif
  }

  static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.read(fd, buffer, count)
    #else
      Darwin.read(fd, buffer, count)
    #endif
  }

  static func write(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(fd, buffer, count)
    #else
      Darwin.write(fd, buffer, count)
    #endif
  }
}

/// Why a change was not stored.
///
/// Nothing changed, in memory or on disk, and the store goes on.
struct StoreError: Error, CustomStringConvertible, Sendable {
  /// What went wrong, in words a person can act on.
  let description: String
}

/// Failures a test injects where a real disk would fail: `errno` values by operation.
struct StoreFaults: Sendable {
  /// Returns an `errno` (such as `ENOSPC`) to fail a write to the file at this path, or 0.
  var write: @Sendable (_ path: String) -> Int32 = { _ in 0 }
  /// Returns an `errno` (such as `EACCES`) to fail opening the file at this path, or 0.
  var open: @Sendable (_ path: String) -> Int32 = { _ in 0 }
}

/// A list of items kept in a folder: a snapshot and an append-only log, framed per record, shared
/// safely by processes, and refusing (never losing) a change it cannot store.
final class RecordStore<Item: Codable & Identifiable & Sendable>: @unchecked Sendable
where Item.ID: Codable & Sendable & CustomStringConvertible {
  /// The folder of the store's files.
  let folder: URL
  /// The whole list as of a change: a header line, then one line per item, top first.
  var snapshotURL: URL { folder.appendingPathComponent("todos.snapshot") }
  /// The changes made since the snapshot, one line each.
  var logURL: URL { folder.appendingPathComponent("changes.log") }
  /// Locked for every change; it also holds how many snapshots have been written.
  var lockURL: URL { folder.appendingPathComponent("lock") }
  /// A snapshot being written; a kill leaves it behind, and the next launch removes it.
  var temporaryURL: URL { folder.appendingPathComponent("todos.snapshot.tmp") }

  /// What loading had to repair or could not do, one line each; each was also passed to `warn`.
  var loadWarnings: [String] = []
  /// Why every change is refused, when the files cannot be written; `nil` when they can.
  var readOnlyReason: String?

  let synchronizesEveryWrite: Bool
  let counterRange: ClosedRange<Int>
  let counterFloor: ([Item]) -> Int
  let faults: StoreFaults
  let warn: (String) -> Void
  // NB: @unchecked Sendable is justified by this lock, which guards every property below it.
  let lock = NSLock()
  /// Every item, the bottom of the list first: an add at the top, the common change, appends,
  /// where inserting at the front would move every item.
  var itemsBottomFirst: [Item] = []
  /// Each id's index in `itemsBottomFirst`, so a change finds its item in O(1); an add leaves
  /// every other index as it is.
  var indexByID: [Item.ID: Int] = [:]
  /// Whether two items share an id (only a damaged file could do that): then the first is the
  /// one found, and a delete indexes the items again.
  var hasRepeatedIDs = false
  var counter = 1
  /// The sequence number of the last change applied; the log's records carry theirs.
  var lastSequence = 0
  /// How many bytes of the log have been applied, and how many snapshots had been written then.
  var logOffset = 0
  var generation = 0
  var snapshotSize = 0
  var compactionDue = 64 * 1024
  /// Every item, top of the list first, as they are loaded, replayed and written.
  var items: [Item] {
    get { itemsBottomFirst.reversed() }
    set { itemsBottomFirst = newValue.reversed() }
  }
  var logFD: Int32 = -1
  var lockFD: Int32 = -1

  /// Opens the store in `folder`, starting it with `samples` on first use.
  ///
  /// `counter` is a number the store hands out and raises with each add (the chapter's ids);
  /// a stored counter outside `counterRange` is a bad record, replaced by `counterFloor` of the
  /// items. With `synchronizesEveryWrite`, a change is on disk before the call returns.
  init(
    folder: URL, samples: [Item], synchronizesEveryWrite: Bool = true,
    counterRange: ClosedRange<Int> = 1...Int.max - 1,
    counterFloor: @escaping ([Item]) -> Int = { _ in 1 },
    faults: StoreFaults = StoreFaults(), warn: @escaping (String) -> Void
  ) {
    self.folder = folder
    self.synchronizesEveryWrite = synchronizesEveryWrite
    self.counterRange = counterRange
    self.counterFloor = counterFloor
    self.faults = faults
    self.warn = warn
    // A write past the file-size limit must fail with EFBIG, not end the process.
    signal(SIGXFSZ, SIG_IGN)
    lock.withLock {
      var warnings: [String] = []
      open(samples: samples, warnings: &warnings)
      loadWarnings = warnings
    }
    for line in loadWarnings { warn(line) }
  }

  deinit {
    if logFD >= 0 { close(logFD) }
    if lockFD >= 0 { close(lockFD) }
  }

  // MARK: - Reading

  /// Every item, top of the list first.
  var all: [Item] {
    lock.withLock { items }
  }

  /// The item with this id, or `nil`.
  func item(withID id: Item.ID) -> Item? {
    lock.withLock { indexByID[id].map { itemsBottomFirst[$0] } }
  }

  /// How many items there are.
  var count: Int {
    lock.withLock { itemsBottomFirst.count }
  }

  // MARK: - Changing

  /// Adds the item `make` builds from the counter at the top of the list, once it is stored.
  func add(_ make: (Int) -> Item) throws(StoreError) -> Item {
    try changing { () throws(StoreError) in
      guard counter < counterRange.upperBound else {
        throw StoreError(description: "no new id is left after \(counter)")
      }
      let item = make(counter)
      guard indexByID[item.id] == nil else {
        throw StoreError(description: "\(item.id) is already in the list")
      }
      try append(Change(sequence: lastSequence + 1, added: item, counter: counter + 1))
      counter += 1
      indexByID[item.id] = itemsBottomFirst.count
      itemsBottomFirst.append(item)
      return item
    }
  }

  /// Changes the item with this id once the new value is stored; `nil` when there is none.
  func modify(id: Item.ID, _ change: (inout Item) -> Void) throws(StoreError) -> Item? {
    try changing { () throws(StoreError) in
      guard let index = indexByID[id] else { return nil }
      var item = itemsBottomFirst[index]
      change(&item)
      try append(Change(sequence: lastSequence + 1, updated: item))
      itemsBottomFirst[index] = item
      return item
    }
  }

  /// Removes the item with this id once the removal is stored; `nil` when there is none.
  func delete(id: Item.ID) throws(StoreError) -> Item? {
    try changing { () throws(StoreError) in
      guard let index = indexByID[id] else { return nil }
      try append(Change(sequence: lastSequence + 1, deleted: id))
      let removed = itemsBottomFirst.remove(at: index)
      if hasRepeatedIDs {
        reindex()
      } else {
        indexByID[id] = nil
        // The items above it moved down one index; those below keep theirs.
        for above in itemsBottomFirst[index...] { indexByID[above.id, default: 0] -= 1 }
      }
      return removed
    }
  }

  /// Runs one change under both locks, after applying what other processes stored, and writes
  /// a new snapshot when the log has outgrown the old one.
  private func changing<Result>(_ body: () throws(StoreError) -> Result) throws(StoreError)
    -> Result
  {
    lock.lock()
    defer { lock.unlock() }
    if let readOnlyReason {
      throw StoreError(description: "nothing can be stored: \(readOnlyReason)")
    }
    // NB: flock waits while another process holds the lock, which is for one change at most.
    guard flock(lockFD, LOCK_EX) == 0 else {
      throw StoreError(description: "\(lockURL.path) cannot be locked: \(Self.describe(errno))")
    }
    defer { flock(lockFD, LOCK_UN) }
    catchUp()
    let result = try body()
    if logOffset > compactionDue { compact() }
    return result
  }

  static func describe(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
