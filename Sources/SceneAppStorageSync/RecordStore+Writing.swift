// Writing: what other processes appended, appends under the lock, compaction, and the files themselves.
// Part of chapter 5's file store (RecordStore.swift), shared word for word with its Apple example.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension RecordStore {
  /// Applies what other processes stored since this one last looked; called under the lock.
  func catchUp() {
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

  func readGeneration() -> Int {
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
  func append(_ change: Change) throws(StoreError) {
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
  func write(_ bytes: [UInt8], to fd: Int32, path: String) -> String? {
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
  func compact() {
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

  func openFile(_ url: URL, _ flags: Int32) -> Int32 {
    let injected = faults.open(url.path)
    if injected != 0 {
      errno = injected
      return -1
    }
    return POSIX.open(url.path, flags | O_CLOEXEC, 0o644)
  }

  enum ReadResult {
    case success([UInt8])
    case failure(String)
  }

  func readWhole(_ url: URL) -> ReadResult {
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
  func moveAside(_ url: URL, because problem: String) -> String {
    let aside = asideURL(for: url)
    do {
      try FileManager.default.moveItem(at: url, to: aside)
      return "warning: \(url.path) \(problem); it is kept as \(aside.path)"
    } catch {
      return "warning: \(url.path) \(problem), and could not be kept aside: \(error)"
    }
  }

  /// Writes `bytes` next to `url` under a name that says why, and returns that path.
  func keepAside(_ bytes: [UInt8], from url: URL) -> String {
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

  func reindex() {
    // Of two items with one id, the one nearer the top is found, as it was read first.
    indexByID = Dictionary(
      itemsBottomFirst.enumerated().map { ($1.id, $0) },
      uniquingKeysWith: { _, nearerTop in nearerTop })
    hasRepeatedIDs = indexByID.count < itemsBottomFirst.count
  }
}
