import Foundation
import Testing
import TodoModel

@testable import SceneAppStorageSync

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file store: edits survive a new process; a bad byte costs only its record; an edit the
/// disk refuses is refused, never acknowledged and lost; nothing unreadable is thrown away.
struct FileTodoStoreTests {
  // MARK: - What survives

  @Test func editsSurviveANewProcess() throws {
    try withFolder { folder in
      let store = open(folder)
      store.add(title: "Buy oat milk")
      store.rename(id: "t3", to: "Call the surgery")
      store.toggleFavorite(id: "t3")
      store.delete(id: "t5")
      let expected = store.allTodos()
      let reopened = open(folder)
      #expect(reopened.allTodos() == expected)
      #expect(reopened.files.loadWarnings.isEmpty)
      #expect(reopened.add(title: "Pay rent").id == "t22")  // The counter survived too.
    }
  }

  @Test func everyTodoIsFoundByItsIDAfterAddsAtTheTopAndDeletesAnywhere() throws {
    // The store finds a todo by its place counted from the end, which an add at the top leaves
    // as it is and a delete changes for the todos above it only.
    try withFolder { folder in
      let store = open(folder)
      store.add(title: "Buy oat milk")
      store.add(title: "Pay rent")
      store.delete(id: "t5")
      store.delete(id: store.allTodos()[0].id)
      store.add(title: "Water the plants")
      store.delete(id: store.allTodos().last!.id)
      for todo in store.allTodos() { #expect(store.todo(withID: todo.id) == todo) }
      #expect(store.todo(withID: "t5") == nil)
      #expect(
        store.rename(id: "t4", to: "Found after the deletes")?.title == "Found after the deletes")
      #expect(open(folder).allTodos() == store.allTodos())
    }
  }

  @Test func theLogIsFoldedIntoANewSnapshotWhenItOutgrowsTheOldOne() throws {
    try withFolder { folder in
      let store = open(folder)
      for number in 1...2_000 { store.rename(id: "t3", to: "Call the dentist, take \(number)") }
      let snapshot = try Data(contentsOf: store.files.snapshotURL)
      let log = try Data(contentsOf: store.files.logURL)
      #expect(log.count < max(snapshot.count, 64 * 1024))
      #expect(String(decoding: snapshot, as: UTF8.self).contains("take"))
      #expect(open(folder).allTodos() == store.allTodos())
    }
  }

  @Test func anEditAppendsOneShortLineWhateverTheLengthOfTheList() throws {
    try withFolder { folder in
      let store = FileTodoStore(
        folder: folder, fixture: TodoFixture.todos(count: 10_000), synchronizesEveryWrite: false,
        warn: { _ in })
      let before = try Data(contentsOf: store.files.logURL).count
      store.rename(id: "t5000", to: "A new title")
      let after = try Data(contentsOf: store.files.logURL).count
      #expect(after - before < 200)
    }
  }

  @Test func aKillAfterTheSnapshotWasReplacedLeavesChangesItHoldsAndTheyAreSkipped() throws {
    try withFolder { folder in
      let store = open(folder)
      store.add(title: "Buy oat milk")
      store.rename(id: "t3", to: "Call the surgery")
      let oldLog = try Data(contentsOf: store.files.logURL)
      for number in 1...1_500 { store.rename(id: "t4", to: "Pay the bill, take \(number)") }
      // As if the process died after the new snapshot replaced the old one, before the log was
      // emptied: the log still holds changes the snapshot has.
      let log = try Data(contentsOf: store.files.logURL)
      try (oldLog + log).write(to: store.files.logURL)
      var warnings: [String] = []
      let reopened = open(folder) { warnings.append($0) }
      #expect(reopened.allTodos() == store.allTodos())
      #expect(warnings.isEmpty)
    }
  }

  @Test func aTemporarySnapshotLeftByAKillIsRemovedAtTheNextLaunch() throws {
    try withFolder { folder in
      let store = open(folder)
      store.rename(id: "t3", to: "Call the surgery")
      try Data("half a snapshot".utf8).write(to: store.files.temporaryURL)
      let reopened = open(folder)
      #expect(!FileManager.default.fileExists(atPath: store.files.temporaryURL.path))
      #expect(reopened.todo(withID: "t3")?.title == "Call the surgery")
    }
  }

  // MARK: - Bad bytes

  @Test func aTornLastRecordIsIgnoredWithOneWarningAndEveryEarlierChangeIsRestored() throws {
    try withFolder { folder in
      let store = open(folder)
      store.rename(id: "t3", to: "Call the surgery")
      store.add(title: "Buy oat milk")
      let beforeLastChange = store.allTodos()
      store.rename(id: "t1", to: "Water the garden")
      // A process killed in the middle of the last append: half of its line is on disk.
      let log = try Data(contentsOf: store.files.logURL)
      try log.prefix(log.count - 12).write(to: store.files.logURL)
      var warnings: [String] = []
      let reopened = open(folder) { warnings.append($0) }
      #expect(reopened.allTodos() == beforeLastChange)
      #expect(warnings.count == 1)
      #expect(warnings.first?.contains("the last change was cut off as it was written") == true)
      #expect(try keptAside(in: folder).count == 1)
      // The store goes on from there: the next change is a clean line, and no warning comes back.
      reopened.rename(id: "t2", to: "Renew the passport")
      var later: [String] = []
      #expect(open(folder) { later.append($0) }.todo(withID: "t2")?.title == "Renew the passport")
      #expect(later.isEmpty)
    }
  }

  @Test func oneBadByteInTheMiddleOfTheLogCostsOnlyItsChange() throws {
    try withFolder { folder in
      let store = open(folder)
      let titles = (1...16).map { "Title \($0)" }
      for (number, title) in titles.enumerated() {
        store.rename(id: TodoID(number: number + 1), to: title)
      }
      try flipByte(in: store.files.logURL, inLine: 7)  // The rename of t8.
      var warnings: [String] = []
      let reopened = open(folder) { warnings.append($0) }
      for number in 1...16 where number != 8 {
        #expect(reopened.todo(withID: TodoID(number: number))?.title == titles[number - 1])
      }
      #expect(reopened.todo(withID: "t8")?.title == TodoFixture.todos[7].title)
      #expect(warnings.count == 1)
      #expect(warnings.first?.contains("1 change cannot be read") == true)
      let kept = try keptAside(in: folder)
      #expect(kept.count == 1)
      // Exactly the damaged line is kept: one line, as long as the others.
      let keptLines = try Data(contentsOf: kept[0]).split(separator: UInt8(ascii: "\n"))
      #expect(keptLines.count == 1)
    }
  }

  @Test func aDamagedNewlineCostsOnlyTheChangeItEnded() throws {
    try withFolder { folder in
      let store = open(folder)
      for number in 1...4 { store.rename(id: TodoID(number: number), to: "Title \(number)") }
      var log = try Data(contentsOf: store.files.logURL)
      let firstNewline = try #require(log.firstIndex(of: UInt8(ascii: "\n")))
      log[firstNewline] = UInt8(ascii: "x")
      try log.write(to: store.files.logURL)
      let reopened = open(folder)
      #expect(reopened.todo(withID: "t1")?.title == TodoFixture.todos[0].title)
      for number in 2...4 {
        #expect(reopened.todo(withID: TodoID(number: number))?.title == "Title \(number)")
      }
    }
  }

  @Test func oneBadByteInTheSnapshotCostsOnlyItsTodoAndAChangeToItIsReportedNotGuessed() throws {
    try withFolder { folder in
      let store = open(folder)
      // The first snapshot holds the samples: a header line, then t1 ... t20.
      try flipByte(in: store.files.snapshotURL, inLine: 5)  // t5.
      store.rename(id: "t5", to: "Renamed after the damage")
      store.rename(id: "t6", to: "Also renamed")
      var warnings: [String] = []
      let reopened = open(folder) { warnings.append($0) }
      #expect(reopened.count == 19)
      #expect(reopened.todo(withID: "t5") == nil)
      #expect(reopened.todo(withID: "t6")?.title == "Also renamed")
      #expect(warnings.count == 2)  // One for each file.
      #expect(warnings.contains { $0.contains("1 of its records cannot be read") })
      #expect(warnings.contains { $0.contains("to t5 depend on a change that was lost") })
      #expect(try keptAside(in: folder).count == 2)
      #expect(reopened.add(title: "Next").id == "t21")
    }
  }

  @Test func aCounterOutOfRangeIsKeptAsideAndRecountedFromTheTodos() throws {
    try withFolder { folder in
      let store = open(folder)
      store.add(title: "Buy oat milk")  // t21
      let header = #"{"lastSequence":0,"counter":9223372036854775807,"count":0}"#
      let line = String(CRC32.checksum(Data(header.utf8)), radix: 16)
      let padded = String(repeating: "0", count: 8 - line.count) + line + " " + header + "\n"
      var lines = try String(contentsOf: store.files.snapshotURL, encoding: .utf8)
        .split(separator: "\n").map(String.init)
      lines[0] = String(padded.dropLast())
      try (lines.joined(separator: "\n") + "\n").write(
        to: store.files.snapshotURL, atomically: true, encoding: .utf8)
      var warnings: [String] = []
      let reopened = open(folder) { warnings.append($0) }
      #expect(warnings.count == 1)
      #expect(warnings.first?.contains("its id counter is out of range") == true)
      #expect(try keptAside(in: folder).count == 1)
      #expect(reopened.add(title: "Next").id == "t22")
    }
  }

  // MARK: - What the disk refuses

  @Test(arguments: [ENOSPC, EFBIG])
  func aFullDiskRefusesTheEditAndTheStoreGoesOnWhenSpaceReturns(code: Int32) throws {
    try withFolder { folder in
      let disk = FakeDisk()
      let store = FileTodoStore(
        folder: folder, fixture: TodoFixture.todos, synchronizesEveryWrite: false,
        faults: disk.faults, warn: { _ in })
      store.rename(id: "t3", to: "Call the surgery")
      let before = store.allTodos()
      disk.failWrites(with: code)
      #expect(!store.contains(store.add(title: "Buy oat milk").id))
      #expect(store.rename(id: "t4", to: "Lost") == nil)
      #expect(store.delete(id: "t1") == nil)
      #expect(store.allTodos() == before)
      #expect(store.takeRefusal()?.contains(String(cString: strerror(code))) == true)
      #expect(store.takeRefusal() == nil)
      disk.failWrites(with: 0)
      #expect(store.add(title: "Pay rent").id == "t21")
      let reopened = open(folder)
      #expect(reopened.allTodos() == store.allTodos())
      #expect(reopened.files.loadWarnings.isEmpty)
    }
  }

  @Test func aFolderThatIsAFileGivesAWarningAndEveryEditIsRefused() throws {
    try withFolder { folder in
      try Data("not a folder".utf8).write(to: folder)
      var warnings: [String] = []
      let store = open(folder) { warnings.append($0) }
      #expect(store.allTodos() == TodoFixture.todos)
      #expect(warnings.count == 1)
      #expect(warnings.first?.contains("the app runs read-only") == true)
      #expect(store.refusesEveryEdit != nil)
      #expect(store.rename(id: "t3", to: "Lost") == nil)
      #expect(store.takeRefusal()?.hasPrefix("nothing can be stored") == true)
      #expect(try String(contentsOf: folder, encoding: .utf8) == "not a folder")
    }
  }

  @Test func aLogThatIsADirectoryGivesAWarningAndTheSnapshotIsShownReadOnly() throws {
    try withFolder { folder in
      let store = open(folder)
      for number in 1...1_500 { store.rename(id: "t3", to: "Take \(number)") }  // In the snapshot.
      try FileManager.default.removeItem(at: store.files.logURL)
      try FileManager.default.createDirectory(
        at: store.files.logURL, withIntermediateDirectories: false)
      var warnings: [String] = []
      let reopened = open(folder) { warnings.append($0) }
      // The snapshot's todos, as of the last snapshot: stale, and said to be.
      #expect(reopened.count == 20)
      #expect(reopened.todo(withID: "t3")?.title.hasPrefix("Take ") == true)
      #expect(warnings.count == 1)
      #expect(warnings.first?.contains("changes.log cannot be read") == true)
      #expect(warnings.first?.contains("the changes since the last snapshot are missing") == true)
      #expect(reopened.refusesEveryEdit != nil)
      #expect(!reopened.contains(reopened.add(title: "Lost").id))
    }
  }

  /// A log with mode 000: the root user can open any file, so the refusal is injected.
  @Test func aLogThatCannotBeOpenedGivesAWarningAndEveryEditIsRefused() throws {
    try withFolder { folder in
      open(folder).rename(id: "t3", to: "Call the surgery")
      let logPath = folder.appendingPathComponent("changes.log").path
      var faults = StoreFaults()
      faults.open = { path in path == logPath ? EACCES : 0 }
      var warnings: [String] = []
      let store = FileTodoStore(
        folder: folder, fixture: TodoFixture.todos, synchronizesEveryWrite: false,
        faults: faults, warn: { warnings.append($0) })
      #expect(warnings.count == 1)
      #expect(warnings.first?.contains(String(cString: strerror(EACCES))) == true)
      #expect(store.refusesEveryEdit != nil)
      #expect(store.delete(id: "t1") == nil)
      #expect(store.count == 20)
    }
  }

  // MARK: - Helpers

  private func open(_ folder: URL, warn: @escaping (String) -> Void = { _ in }) -> FileTodoStore {
    FileTodoStore(
      folder: folder, fixture: TodoFixture.todos, synchronizesEveryWrite: false, warn: warn)
  }

  private func keptAside(in folder: URL) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { $0.lastPathComponent.contains(".unreadable-") }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  /// Changes one byte in the middle of line `line` (counted from 0) of the file.
  private func flipByte(in url: URL, inLine line: Int) throws {
    var data = try Data(contentsOf: url)
    var start = data.startIndex
    for _ in 0..<line {
      start = try #require(data[start...].firstIndex(of: UInt8(ascii: "\n"))) + 1
    }
    let end = try #require(data[start...].firstIndex(of: UInt8(ascii: "\n")))
    let middle = start + (end - start) / 2
    data[middle] ^= 0x04
    try data.write(to: url)
  }

  /// Runs `body` with a folder of its own, removed afterwards.
  private func withFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("FileTodoStoreTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
  }
}

/// A disk that fails every write with a chosen `errno` until told otherwise.
final class FakeDisk: Sendable {
  private let lock = NSLock()
  private nonisolated(unsafe) var code: Int32 = 0

  /// Fails each write from now on with `code`; 0 lets them through again.
  func failWrites(with code: Int32) { lock.withLock { self.code = code } }

  /// The faults to give the store.
  var faults: StoreFaults {
    var faults = StoreFaults()
    faults.write = { [self] _ in lock.withLock { code } }
    return faults
  }
}

/// The Apple example's store is `RecordStore` with the example's own todo: string ids, no counter.
struct AppleExampleStoreTests {
  /// The todo of Examples/Apple/SceneAppStorageSync/TodoApp.swift.
  struct Todo: Identifiable, Hashable, Codable, Sendable {
    let id: String
    var title: String
    var isFavorite = false
  }

  @Test func theAppleExamplesStoreKeepsAFreshInstallsEditsAcrossARelaunch() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("AppleExampleStoreTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let samples = [Todo(id: "t1", title: "Water the plants", isFavorite: true)]
    // A fresh install: no files yet. One add and one edit, far below the size of a new snapshot.
    let store = RecordStore(folder: folder, samples: samples, warn: { _ in })
    let added = try store.add { _ in Todo(id: UUID().uuidString, title: "Buy oat milk") }
    _ = try store.modify(id: "t1") { $0.title = "Water the garden" }
    let relaunched = RecordStore(folder: folder, samples: samples, warn: { _ in })
    #expect(relaunched.all == [added, Todo(id: "t1", title: "Water the garden", isFavorite: true)])
    #expect(relaunched.loadWarnings.isEmpty)
  }
}
