// Opening the store: reading the snapshot and replaying the log, keeping aside what cannot be read.
// Part of chapter 5's file store (RecordStore.swift), shared word for word with its Apple example.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension RecordStore {
  func open(samples: [Item], warnings: inout [String]) {
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
  func refuse(_ reason: String, _ warnings: inout [String]) {
    readOnlyReason = reason
    warnings.append(
      "warning: \(reason); the app runs read-only: it shows what could be read, and refuses "
        + "every edit with an error")
  }

  /// Reads the snapshot and the log into memory; returns whether bad records were kept aside,
  /// so the files should be written again without them.
  @discardableResult
  func readFiles(samples: [Item], warnings: inout [String]) -> Bool {
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
  func replay(_ bytes: [UInt8], from start: Int, warnings: inout [String]) -> Bool {
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
  struct Replay {
    var byID: [Item.ID: Item]
    let snapshotOrder: [Item.ID]
    /// The ids added by the log, oldest first; each went on top of the list.
    var added: [Item.ID] = []

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
}
