// The Foundation core of chapter 5's file store, shared word for word by the chapter and its
// Apple example: Examples/Apple/SceneAppStorageSync/RecordStore.swift is a link to this file, so
// the store the tests run on Linux is the store the Apple app ships. Foundation and POSIX only.
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
private enum POSIX {
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
  private(set) var loadWarnings: [String] = []
  /// Why every change is refused, when the files cannot be written; `nil` when they can.
  private(set) var readOnlyReason: String?

  private let synchronizesEveryWrite: Bool
  private let counterRange: ClosedRange<Int>
  private let counterFloor: ([Item]) -> Int
  private let faults: StoreFaults
  private let warn: (String) -> Void
  // NB: @unchecked Sendable is justified by this lock, which guards every property below it.
  private let lock = NSLock()
  /// Every item, the bottom of the list first: an add at the top, the common change, appends,
  /// where inserting at the front would move every item.
  private var itemsBottomFirst: [Item] = []
  /// Each id's index in `itemsBottomFirst`, so a change finds its item in O(1); an add leaves
  /// every other index as it is.
  private var indexByID: [Item.ID: Int] = [:]
  /// Whether two items share an id (only a damaged file could do that): then the first is the
  /// one found, and a delete indexes the items again.
  private var hasRepeatedIDs = false
  private var counter = 1
  /// The sequence number of the last change applied; the log's records carry theirs.
  private var lastSequence = 0
  /// How many bytes of the log have been applied, and how many snapshots had been written then.
  private var logOffset = 0
  private var generation = 0
  private var snapshotSize = 0
  private var compactionDue = 64 * 1024
  /// Every item, top of the list first, as they are loaded, replayed and written.
  private var items: [Item] {
    get { itemsBottomFirst.reversed() }
    set { itemsBottomFirst = newValue.reversed() }
  }
  private var logFD: Int32 = -1
  private var lockFD: Int32 = -1

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

  // MARK: - Records

  /// One line of the log: one change, numbered.
  private struct Change: Codable {
    var sequence: Int
    var added: Item?
    var updated: Item?
    var deleted: Item.ID?
    /// After an add, the next number the counter hands out.
    var counter: Int?
  }

  /// The first line of the snapshot.
  private struct Header: Codable {
    /// The last change the snapshot holds; the log's changes up to it are already in it.
    var lastSequence: Int
    var counter: Int
    var count: Int
  }

  /// `<crc32> <json>\n`: the checksum says whether the rest of the line is what was written.
  private static func frame(_ value: some Encodable) throws(StoreError) -> [UInt8] {
    let json: Data
    do {
      json = try JSONEncoder().encode(value)
    } catch {
      throw StoreError(description: "a change cannot be encoded: \(error)")
    }
    var hex = Array(String(CRC32.checksum(json), radix: 16).utf8)
    hex.insert(contentsOf: repeatElement(UInt8(ascii: "0"), count: 8 - hex.count), at: 0)
    return hex + [UInt8(ascii: " ")] + Array(json) + [UInt8(ascii: "\n")]
  }

  /// The JSON of a framed line (without its newline) whose checksum matches, or `nil`.
  private static func unframe(_ line: ArraySlice<UInt8>) -> Data? {
    guard line.count > 9, line[line.startIndex + 8] == UInt8(ascii: " "),
      let text = String(validating: line.prefix(8), as: UTF8.self),
      let expected = UInt32(text, radix: 16)
    else { return nil }
    let json = Data(line.dropFirst(9))
    return CRC32.checksum(json) == expected ? json : nil
  }

  /// The lines of a file: the good records with where they end, the ranges of bad bytes, and a
  /// last line that was cut off as it was written.
  private struct Scan {
    var records: [(json: Data, end: Int)] = []
    var bad: [Range<Int>] = []
    var torn: Range<Int>?
  }

  private static func scan(_ bytes: [UInt8]) -> Scan {
    var scan = Scan()
    var start = 0
    while start < bytes.count {
      guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else {
        scan.torn = start..<bytes.count
        break
      }
      if let json = unframe(bytes[start..<newline]) {
        scan.records.append((json, newline + 1))
      } else if let inner = recordStart(in: bytes, start + 1..<newline) {
        // A damaged newline joined two records: the second one is still whole.
        scan.bad.append(start..<inner)
        if let json = unframe(bytes[inner..<newline]) { scan.records.append((json, newline + 1)) }
      } else {
        scan.bad.append(start..<newline + 1)
      }
      start = newline + 1
    }
    return scan
  }

  /// Where a whole record starts inside a damaged line, if one does.
  private static func recordStart(in bytes: [UInt8], _ range: Range<Int>) -> Int? {
    var position = range.lowerBound
    while position + 10 <= range.upperBound {
      if bytes[position + 8] == UInt8(ascii: " "), bytes[position + 9] == UInt8(ascii: "{"),
        unframe(bytes[position..<range.upperBound]) != nil
      {
        return position
      }
      position += 1
    }
    return nil
  }

  // MARK: - Opening

  private func open(samples: [Item], warnings: inout [String]) {
    let manager = FileManager.default
    do {
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      items = samples
      counter = counterFloor(samples)
      reindex()
      refuse(
        "\(folder.path) cannot be used as the store's folder: \(error.localizedDescription)",
        &warnings)
      return
    }
    lockFD = openFile(lockURL, O_RDWR | O_CREAT)
    guard lockFD >= 0 else {
      let reason = "\(lockURL.path) cannot be opened: \(Self.describe(errno))"
      readFiles(samples: samples, warnings: &warnings)
      refuse(reason, &warnings)
      return
    }
    flock(lockFD, LOCK_EX)
    defer { flock(lockFD, LOCK_UN) }
    // A snapshot a kill left half-written never replaced the real one: the log still has it all.
    if manager.fileExists(atPath: temporaryURL.path) {
      try? manager.removeItem(at: temporaryURL)
    }
    generation = readGeneration()
    let isFirstUse = !manager.fileExists(atPath: snapshotURL.path)
    if isFirstUse, let log = try? Data(contentsOf: logURL), !log.isEmpty {
      warnings.append(moveAside(logURL, because: "has no snapshot to apply its changes to"))
    }
    let repaired = readFiles(samples: samples, warnings: &warnings)
    guard readOnlyReason == nil else { return }
    logFD = openFile(logURL, O_RDWR | O_APPEND | O_CREAT)
    guard logFD >= 0 else {
      refuse("\(logURL.path) cannot be opened for writing: \(Self.describe(errno))", &warnings)
      return
    }
    if isFirstUse || repaired {
      // First use, or bad records kept aside: write the list as it is now, and an empty log.
      compact()
      guard snapshotSize > 0 else {
        refuse("\(snapshotURL.path) cannot be written", &warnings)
        return
      }
    }
  }

  /// Makes the store read-only, with a warning that says why and what that means.
  private func refuse(_ reason: String, _ warnings: inout [String]) {
    readOnlyReason = reason
    warnings.append(
      "warning: \(reason); the app runs read-only: it shows what could be read, and refuses "
        + "every edit with an error")
  }

  /// Reads the snapshot and the log into memory; returns whether bad records were kept aside,
  /// so the files should be written again without them.
  @discardableResult
  private func readFiles(samples: [Item], warnings: inout [String]) -> Bool {
    items = samples
    counter = counterFloor(samples)
    lastSequence = 0
    logOffset = 0
    snapshotSize = 0
    var repaired = false
    if FileManager.default.fileExists(atPath: snapshotURL.path) {
      switch readWhole(snapshotURL) {
      case .success(let bytes):
        repaired = readSnapshot(bytes, warnings: &warnings) || repaired
      case .failure(let problem):
        refuse("\(snapshotURL.path) cannot be read: \(problem)", &warnings)
      }
    }
    if FileManager.default.fileExists(atPath: logURL.path) {
      switch readWhole(logURL) {
      case .success(let bytes):
        repaired = replay(bytes, from: 0, warnings: &warnings) || repaired
      case .failure(let problem):
        refuse(
          "\(logURL.path) cannot be read (\(problem)), so the changes since the last snapshot "
            + "are missing", &warnings)
      }
    }
    reindex()
    return repaired
  }

  private func readSnapshot(_ bytes: [UInt8], warnings: inout [String]) -> Bool {
    let scan = Self.scan(bytes)
    var bad = scan.bad + (scan.torn.map { [$0] } ?? [])
    var header: Header?
    var loaded: [Item] = []
    var seen = Set<Item.ID>()
    for (number, record) in scan.records.enumerated() {
      if number == 0, scan.bad.first.map({ $0.lowerBound > 0 }) ?? true,
        let decoded = try? JSONDecoder().decode(Header.self, from: record.json)
      {
        header = decoded
      } else if let item = try? JSONDecoder().decode(Item.self, from: record.json),
        seen.insert(item.id).inserted
      {
        loaded.append(item)
      } else {
        bad.append(record.end - record.json.count - 10..<record.end)
      }
    }
    // Not one record readable: nothing of the list is left, so it starts again from the samples.
    let nothingReadable = header == nil && loaded.isEmpty
    if !nothingReadable { items = loaded }
    var counterIsBad = false
    if let header, counterRange.contains(header.counter) {
      counter = max(header.counter, counterFloor(loaded))
      lastSequence = header.lastSequence
    } else {
      counterIsBad = header != nil
      counter = counterFloor(items)
    }
    snapshotSize = bytes.count
    guard !bad.isEmpty || counterIsBad || header == nil || header?.count != loaded.count else {
      return false
    }
    var aside = bad.sorted { $0.lowerBound < $1.lowerBound }.flatMap { bytes[$0] }
    if counterIsBad, let first = scan.records.first {
      aside = Array(bytes[..<first.end]) + aside
    }
    let kept = keepAside(aside, from: snapshotURL)
    let missing = max((header?.count ?? loaded.count) - loaded.count, 0)
    var problems: [String] = []
    if missing > 0 || !bad.isEmpty {
      problems.append("\(max(missing, 1)) of its records cannot be read")
    }
    if header == nil { problems.append("its header cannot be read") }
    if counterIsBad { problems.append("its id counter is out of range") }
    let outcome =
      nothingReadable
      ? "starting again from the sample todos"
      : "the \(loaded.count) readable todos are restored, the next id is recounted from them"
    warnings.append(
      "warning: \(snapshotURL.path): \(problems.joined(separator: ", and ")); \(outcome), and "
        + "the bytes are kept in \(kept)")
    return true
  }

  /// Applies the log's records from byte `start`; returns whether bad records were kept aside.
  private func replay(_ bytes: [UInt8], from start: Int, warnings: inout [String]) -> Bool {
    let scan = Self.scan(bytes)
    var replay = Replay(items: items)
    var dependent: [Range<Int>] = []
    var dependentIDs: [String] = []
    var highestCounter = counter
    for record in scan.records {
      guard let change = try? JSONDecoder().decode(Change.self, from: record.json) else {
        dependent.append(record.end - record.json.count - 10..<record.end)
        continue
      }
      guard change.sequence > lastSequence else { continue }  // Already in the snapshot.
      if replay.apply(change) {
        if let next = change.counter, counterRange.contains(next) {
          highestCounter = max(highestCounter, next)
        }
      } else {
        // It changes an item a lost record added: reported and kept, not guessed.
        dependent.append(record.end - record.json.count - 10..<record.end)
        dependentIDs.append(
          "\(change.updated?.id.description ?? change.deleted?.description ?? "")")
      }
      lastSequence = max(lastSequence, change.sequence)
    }
    items = replay.items
    counter = max(highestCounter, counterFloor(items))
    logOffset = start + (scan.torn?.lowerBound ?? bytes.count)
    let bad = (scan.bad + dependent).sorted { $0.lowerBound < $1.lowerBound }
    guard !bad.isEmpty || scan.torn != nil else { return false }
    let kept = keepAside(
      bad.flatMap { bytes[$0] } + (scan.torn.map { Array(bytes[$0]) } ?? []),
      from: logURL)
    var problems: [String] = []
    if !scan.bad.isEmpty {
      problems.append("\(scan.bad.count) change\(scan.bad.count == 1 ? "" : "s") cannot be read")
    }
    if !dependentIDs.isEmpty {
      problems.append(
        "\(dependentIDs.count) change\(dependentIDs.count == 1 ? "" : "s") to "
          + "\(dependentIDs.joined(separator: ", ")) depend on a change that was lost, so "
          + "\(dependentIDs.count == 1 ? "it is" : "they are") not applied")
    }
    if scan.torn != nil {
      problems.append("the last change was cut off as it was written, so it is ignored")
    }
    warnings.append(
      "warning: \(logURL.path): \(problems.joined(separator: "; ")); every other change is "
        + "restored, and the bytes are kept in \(kept)")
    return true
  }

  /// The list as the log's changes are applied to it, each in O(1), so a long log loads in O(n).
  private struct Replay {
    private var byID: [Item.ID: Item]
    private let snapshotOrder: [Item.ID]
    /// The ids added by the log, oldest first; each went on top of the list.
    private var added: [Item.ID] = []

    init(items: [Item]) {
      byID = Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      snapshotOrder = items.map(\.id)
    }

    /// Applies one change; `false` when it changes an item that is not there.
    mutating func apply(_ change: Change) -> Bool {
      if let item = change.added {
        if byID[item.id] == nil { added.append(item.id) }
        byID[item.id] = item
      } else if let item = change.updated {
        guard byID[item.id] != nil else { return false }
        byID[item.id] = item
      } else if let id = change.deleted {
        guard byID.removeValue(forKey: id) != nil else { return false }
      }
      return true
    }

    /// The list, top first: the added items, newest first, above the snapshot's.
    var items: [Item] {
      var seen = Set<Item.ID>()
      return (added.reversed() + snapshotOrder).compactMap { id in
        guard seen.insert(id).inserted else { return nil }
        return byID[id]
      }
    }
  }

  // MARK: - Sharing with other processes

  /// Applies what other processes stored since this one last looked; called under the lock.
  private func catchUp() {
    let current = readGeneration()
    var warnings: [String] = []
    if current != generation {
      // Another process wrote a new snapshot and emptied the log: read both again.
      generation = current
      readFiles(samples: [], warnings: &warnings)
    } else {
      var status = stat()
      guard fstat(logFD, &status) == 0, Int(status.st_size) > logOffset else { return }
      let size = Int(status.st_size)
      var bytes = [UInt8](repeating: 0, count: size - logOffset)
      let read = bytes.withUnsafeMutableBytes {
        pread(logFD, $0.baseAddress, $0.count, off_t(logOffset))
      }
      guard read == bytes.count else { return }
      let start = logOffset
      if replay(bytes, from: start, warnings: &warnings) {
        // NB: a process killed in the middle of an append left a torn record; the next append
        // must start a clean line.
        ftruncate(logFD, off_t(logOffset))
      }
      reindex()
    }
    for line in warnings { warn(line) }
  }

  private func readGeneration() -> Int {
    var buffer = [UInt8](repeating: 0, count: 24)
    let read = buffer.withUnsafeMutableBytes { pread(lockFD, $0.baseAddress, $0.count, 0) }
    guard read > 0 else { return 0 }
    let text = String(decoding: buffer.prefix(read), as: UTF8.self)
    return Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
  }

  // MARK: - Writing

  /// Appends one change to the log: O(1) in the length of the list.
  ///
  /// On failure the log is cut back to where it was, so a full disk leaves no half record, and the store goes on.
  private func append(_ change: Change) throws(StoreError) {
    let line = try Self.frame(change)
    let before = logOffset
    if let problem = write(line, to: logFD, path: logURL.path) {
      ftruncate(logFD, off_t(before))
      throw StoreError(description: "the change could not be stored in \(logURL.path): \(problem)")
    }
    if synchronizesEveryWrite, fsync(logFD) != 0 {
      let problem = Self.describe(errno)
      ftruncate(logFD, off_t(before))
      throw StoreError(description: "the change could not be stored in \(logURL.path): \(problem)")
    }
    logOffset += line.count
    lastSequence = change.sequence
  }

  /// Writes every byte, or returns why not.
  private func write(_ bytes: [UInt8], to fd: Int32, path: String) -> String? {
    let injected = faults.write(path)
    if injected != 0 { return Self.describe(injected) }
    var written = 0
    while written < bytes.count {
      let result = bytes[written...].withUnsafeBytes { POSIX.write(fd, $0.baseAddress, $0.count) }
      if result < 0 {
        if errno == EINTR { continue }
        return Self.describe(errno)
      }
      written += result
    }
    return nil
  }

  /// Writes the whole list as a new snapshot, then empties the log; called under the lock.
  ///
  /// The snapshot goes to a temporary file that is synchronized and then renamed over the old
  /// one, so a kill leaves the old snapshot or the new one. A kill after the rename leaves a log
  /// whose changes the new snapshot already holds: their numbers say so, and they are skipped.
  private func compact() {
    var bytes: [UInt8]
    do {
      bytes = try Self.frame(
        Header(lastSequence: lastSequence, counter: counter, count: itemsBottomFirst.count))
      for item in itemsBottomFirst.reversed() { bytes += try Self.frame(item) }
    } catch {
      return
    }
    let fd = openFile(temporaryURL, O_WRONLY | O_CREAT | O_TRUNC)
    guard fd >= 0 else { return postpone() }
    let failed = write(bytes, to: fd, path: temporaryURL.path) != nil || fsync(fd) != 0
    close(fd)
    guard !failed, rename(temporaryURL.path, snapshotURL.path) == 0 else {
      unlink(temporaryURL.path)
      return postpone()  // The log still holds every change.
    }
    synchronizeFolder()
    generation += 1
    let text = Array(String(generation).utf8) + [UInt8(ascii: "\n")]
    if ftruncate(lockFD, 0) == 0 { _ = write(text, to: lockFD, path: lockURL.path) }
    ftruncate(logFD, 0)
    if synchronizesEveryWrite { fsync(logFD) }
    logOffset = 0
    snapshotSize = bytes.count
    compactionDue = max(snapshotSize, 64 * 1024)
  }

  /// A snapshot that could not be written is tried again once the log has grown as much again.
  private func postpone() {
    compactionDue = logOffset + max(snapshotSize, 64 * 1024)
  }

  private func synchronizeFolder() {
    guard synchronizesEveryWrite else { return }
    let fd = POSIX.open(folder.path, O_RDONLY)
    if fd >= 0 {
      fsync(fd)
      close(fd)
    }
  }

  // MARK: - Files

  private func openFile(_ url: URL, _ flags: Int32) -> Int32 {
    let injected = faults.open(url.path)
    if injected != 0 {
      errno = injected
      return -1
    }
    return POSIX.open(url.path, flags | O_CLOEXEC, 0o644)
  }

  private enum ReadResult {
    case success([UInt8])
    case failure(String)
  }

  private func readWhole(_ url: URL) -> ReadResult {
    let fd = openFile(url, O_RDONLY)
    guard fd >= 0 else { return .failure(Self.describe(errno)) }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { POSIX.read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(Self.describe(errno))
      }
      if count == 0 { return .success(bytes) }
      bytes += buffer.prefix(count)
    }
  }

  /// Moves `url` next to itself under a name that says why, and returns the warning.
  private func moveAside(_ url: URL, because problem: String) -> String {
    let aside = asideURL(for: url)
    do {
      try FileManager.default.moveItem(at: url, to: aside)
      return "warning: \(url.path) \(problem); it is kept as \(aside.path)"
    } catch {
      return "warning: \(url.path) \(problem), and could not be kept aside: \(error)"
    }
  }

  /// Writes `bytes` next to `url` under a name that says why, and returns that path.
  private func keepAside(_ bytes: [UInt8], from url: URL) -> String {
    let aside = asideURL(for: url)
    do {
      try Data(bytes).write(to: aside, options: .atomic)
      return aside.path
    } catch {
      return "nowhere, since \(aside.path) cannot be written (\(error.localizedDescription))"
    }
  }

  private func asideURL(for url: URL) -> URL {
    let stamp = Int(Date().timeIntervalSince1970)
    var candidate = url.appendingPathExtension("unreadable-\(stamp)")
    var number = 2
    while FileManager.default.fileExists(atPath: candidate.path) {
      candidate = url.appendingPathExtension("unreadable-\(stamp)-\(number)")
      number += 1
    }
    return candidate
  }

  private func reindex() {
    // Of two items with one id, the one nearer the top is found, as it was read first.
    indexByID = Dictionary(
      itemsBottomFirst.enumerated().map { ($1.id, $0) },
      uniquingKeysWith: { _, nearerTop in nearerTop })
    hasRepeatedIDs = indexByID.count < itemsBottomFirst.count
  }

  private static func describe(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}

/// The CRC-32 of zlib and PNG (polynomial 0xEDB88320), enough to tell a damaged record.
enum CRC32 {
  private static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  /// The checksum of `bytes`.
  static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }
}
