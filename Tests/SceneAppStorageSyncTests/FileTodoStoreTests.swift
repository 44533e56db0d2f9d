import Foundation
import Testing
import TodoModel

@testable import SceneAppStorageSync

/// The file store: edits survive a new process, a torn last record costs only that record, and
/// nothing unreadable is thrown away.
struct FileTodoStoreTests {
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
      #expect(reopened.loadWarnings.isEmpty)
      #expect(reopened.add(title: "Pay rent").id == "t22")  // The counter survived too.
    }
  }

  @Test func aTornLastRecordIsIgnoredWithOneWarningAndEveryEarlierChangeIsRestored() throws {
    try withFolder { folder in
      let store = open(folder)
      store.rename(id: "t3", to: "Call the surgery")
      store.add(title: "Buy oat milk")
      let beforeLastChange = store.allTodos()
      store.rename(id: "t1", to: "Water the garden")
      // A process killed in the middle of the last append: half of its line is on disk.
      let log = try Data(contentsOf: store.logURL)
      try log.prefix(log.count - 12).write(to: store.logURL)
      var warnings: [String] = []
      let reopened = open(folder) { warnings.append($0) }
      #expect(reopened.allTodos() == beforeLastChange)
      #expect(warnings.count == 1)
      #expect(warnings.first?.hasPrefix("warning: the last change in") == true)
      #expect(try keptAside(in: folder).count == 1)
      // The store goes on from there: the next change is a clean line.
      reopened.rename(id: "t2", to: "Renew the passport")
      #expect(open(folder).todo(withID: "t2")?.title == "Renew the passport")
    }
  }

  @Test func aDamagedChangeBeforeTheLastKeepsTheChangesBeforeItAndTheRestAside() throws {
    try withFolder { folder in
      let store = open(folder)
      store.rename(id: "t3", to: "Call the surgery")
      let beforeDamage = store.allTodos()
      store.rename(id: "t1", to: "Water the garden")
      store.rename(id: "t2", to: "Renew the passport")
      var lines = try String(contentsOf: store.logURL, encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false)
      lines[1] = "{not json"
      try lines.joined(separator: "\n").write(to: store.logURL, atomically: true, encoding: .utf8)
      var warnings: [String] = []
      let reopened = open(folder) { warnings.append($0) }
      #expect(reopened.allTodos() == beforeDamage)
      #expect(warnings.count == 1)
      #expect(warnings.first?.contains("change 2 in") == true)
      let kept = try keptAside(in: folder)
      #expect(kept.count == 1)
      #expect(try String(contentsOf: kept[0], encoding: .utf8).hasPrefix("{not json"))
    }
  }

  @Test func anUnreadableSnapshotIsKeptAsideAndTheStoreStartsFromTheSamples() throws {
    try withFolder { folder in
      let store = open(folder)
      store.rename(id: "t3", to: "Call the surgery")
      try Data("garbage".utf8).write(to: store.snapshotURL)
      var warnings: [String] = []
      let reopened = open(folder) { warnings.append($0) }
      #expect(reopened.allTodos() == TodoFixture.todos)
      #expect(warnings.count == 2)  // The snapshot, and the log that belonged to it.
      #expect(warnings.allSatisfy { $0.hasPrefix("warning: ") && $0.contains("kept as") })
      let kept = try keptAside(in: folder)
      #expect(kept.count == 2)
      let keptSnapshot = try #require(kept.first { $0.lastPathComponent.hasPrefix("todos.json") })
      #expect(try String(contentsOf: keptSnapshot, encoding: .utf8) == "garbage")
    }
  }

  @Test func theLogIsFoldedIntoANewSnapshotWhenItOutgrowsTheOldOne() throws {
    try withFolder { folder in
      let store = open(folder)
      for number in 1...2_000 { store.rename(id: "t3", to: "Call the dentist, take \(number)") }
      let snapshot = try Data(contentsOf: store.snapshotURL)
      let log = try Data(contentsOf: store.logURL)
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
      let before = try Data(contentsOf: store.logURL).count
      store.rename(id: "t5000", to: "A new title")
      let after = try Data(contentsOf: store.logURL).count
      #expect(after - before < 200)
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

  /// Runs `body` with a folder of its own, removed afterwards.
  private func withFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("FileTodoStoreTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
  }
}
