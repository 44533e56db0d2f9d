import Foundation
import Testing
import TodoModel

@testable import SceneAppStorageSync

/// The SQLite store: edits survive a new process; an edit the database refuses is refused, never
/// acknowledged and lost; a file SQLite cannot read is kept aside; nothing but a file is opened.
struct SQLiteTodoStoreTests {
  // MARK: - What survives

  @Test func editsSurviveANewConnectionAndNoNumberIsHandedOutTwice() throws {
    try withFolder { folder in
      let store = open(folder)
      let added = store.add(title: "Buy oat milk")
      #expect(added.id == "t21")
      store.rename(id: "t3", to: "Call the surgery")
      store.toggleFavorite(id: "t2")
      store.delete(id: added.id)
      let expected = store.allTodos()
      let reopened = open(folder)
      #expect(reopened.allTodos() == expected)
      #expect(reopened.openingWarnings.isEmpty)
      // t21 was deleted, and AUTOINCREMENT never hands a number out again.
      #expect(reopened.add(title: "Pay rent").id == "t22")
      #expect(reopened.allTodos().first?.title == "Pay rent")
    }
  }

  @Test func everyTodoIsFoundByItsIDAfterAddsAtTheTopAndDeletesAnywhere() throws {
    try withFolder { folder in
      let store = open(folder)
      for number in 1...5 { store.add(title: "New \(number)") }
      store.delete(id: "t5")
      store.delete(id: "t23")
      let titles = store.allTodos().map(\.title)
      #expect(titles.prefix(4) == ["New 5", "New 4", "New 2", "New 1"])
      #expect(store.count == 23)
      for todo in store.allTodos() { #expect(store.todo(withID: todo.id) == todo) }
      #expect(store.todo(withID: "t5") == nil)
      #expect(store.todo(withID: "unsaved") == nil)
      #expect(open(folder).allTodos() == store.allTodos())
    }
  }

  @Test(arguments: [
    "Call the dentist\u{200B}", "\u{200B}Zero width first", "Cafe\u{301} au lait",
    "שלום עולם", "🧑‍🚀 Launch day 🚀", String(repeating: "long ", count: 40),
  ])
  func anyTitleComesBackAsItWasWritten(title: String) throws {
    try withFolder { folder in
      let store = open(folder)
      let added = store.add(title: title)
      store.rename(id: "t1", to: title)
      let reopened = open(folder)
      #expect(reopened.todo(withID: added.id)?.title == title)
      #expect(reopened.todo(withID: "t1")?.title == title)
    }
  }

  // MARK: - Edits that are refused, never lost

  @Test func anEditWhileAnotherConnectionHoldsTheLockWaitsSaysSoAndIsRefusedAfterTheLimit()
    throws
  {
    try withFolder { folder in
      let warnings = WarningLog()
      let store = SQLiteTodoStore(
        folder: folder, fixture: TodoFixture.todos, synchronizesEveryWrite: false,
        waitLimits: (.milliseconds(20), .milliseconds(150)), warn: { warnings.append($0) })
      let holder = try #require(
        store.database.map { try TodoDatabase(url: $0.url, onWait: { _ in }) })
      try holder.execute("BEGIN IMMEDIATE")
      #expect(!store.contains(store.add(title: "Lost").id))
      #expect(store.rename(id: "t3", to: "Lost") == nil)
      #expect(store.takeRefusal()?.contains("database is locked") == true)
      #expect(store.takeRefusal() == nil)
      let waiting = warnings.lines.filter { $0.hasPrefix("waiting: ") }
      #expect(waiting.count == 2)  // One line per wait.
      try holder.execute("ROLLBACK")
      #expect(store.rename(id: "t3", to: "Call the surgery")?.title == "Call the surgery")
      #expect(open(folder).allTodos().map(\.title) == store.allTodos().map(\.title))
      #expect(store.count == 20)
    }
  }

  @Test func anEditAfterTheFileWasDeletedIsRefusedNotWrittenToTheDeletedFile() throws {
    try withFolder { folder in
      let store = open(folder)
      try SQLiteTodoStore.deleteStore(in: folder, warn: { _ in })
      #expect(!FileManager.default.fileExists(atPath: folder.path))
      #expect(store.rename(id: "t3", to: "Lost") == nil)
      #expect(store.takeRefusal()?.contains("was deleted or replaced") == true)
      #expect(!store.contains(store.add(title: "Lost").id))
      // A new run starts from the samples; nothing the old one tried is there.
      #expect(open(folder).allTodos() == TodoFixture.todos)
    }
  }

  @Test(arguments: [999_999_999, Int(Int64.max)])
  func anIDCounterAtItsEndRefusesTheAddAndStoresNothing(counter: Int) throws {
    try withFolder { folder in
      let store = open(folder)
      let other = try TodoDatabase(url: try #require(store.database).url, onWait: { _ in })
      try other.execute(
        "UPDATE sqlite_sequence SET seq = ? WHERE name = 'todos'", binding: [counter])
      #expect(!store.contains(store.add(title: "One too many").id))
      #expect(
        store.takeRefusal()?.contains("every todo number up to 999999999 has been used") == true)
      #expect(store.count == 20)
      #expect(store.rename(id: "t3", to: "Still editable")?.title == "Still editable")
    }
  }

  // MARK: - What cannot be read is kept aside

  @Test(arguments: ["garbage", "header"])
  func aFileSQLiteCannotReadIsKeptAsideWithOneWarning(damage: String) throws {
    try withFolder { folder in
      let url = folder.appendingPathComponent(SQLiteTodoStore.fileName)
      var bytes: Data
      if damage == "garbage" {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        bytes = Data("{ not a database }".utf8)
      } else {
        open(folder).rename(id: "t3", to: "Call the surgery")
        bytes = try Data(contentsOf: url)
        bytes[3] ^= 0x20  // "SQLite format 3" loses its magic.
      }
      try bytes.write(to: url)
      let warnings = WarningLog()
      let store = open(folder, warn: { warnings.append($0) })
      #expect(store.allTodos() == TodoFixture.todos)
      #expect(warnings.lines.count == 1)
      #expect(warnings.lines.first?.contains("cannot be read") == true)
      let kept = try keptAside(in: folder)
      #expect(kept.count == 1)
      #expect(try Data(contentsOf: try #require(kept.first)) == bytes)
      #expect(store.refusesEveryEdit == nil)
      #expect(store.add(title: "Next").id == "t21")
    }
  }

  @Test func anEmptyFileIsANewDatabase() throws {
    try withFolder { folder in
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data().write(to: folder.appendingPathComponent(SQLiteTodoStore.fileName))
      let store = open(folder)
      #expect(store.allTodos() == TodoFixture.todos)
      #expect(store.openingWarnings.isEmpty)
    }
  }

  // MARK: - Nothing but a file is opened

  @Test func aFolderThatIsAFileGivesAWarningAndEveryEditIsRefused() throws {
    try withFolder { folder in
      try Data("not a folder".utf8).write(to: folder)
      let warnings = WarningLog()
      let store = open(folder, warn: { warnings.append($0) })
      #expect(store.allTodos() == TodoFixture.todos)
      #expect(warnings.lines.count == 1)
      #expect(warnings.lines.first?.contains("the app runs read-only") == true)
      #expect(store.refusesEveryEdit != nil)
      #expect(store.rename(id: "t3", to: "Lost") == nil)
      #expect(store.takeRefusal()?.hasPrefix("nothing can be stored") == true)
      #expect(try String(contentsOf: folder, encoding: .utf8) == "not a folder")
    }
  }

  @Test(arguments: ["todos.sqlite", "todos.sqlite-wal", "todos.sqlite-shm"])
  func aLinkInAFilesPlaceIsNotFollowedAndEveryEditIsRefused(name: String) throws {
    try withFolder { folder in
      open(folder).rename(id: "t3", to: "Call the surgery")
      let target = folder.appendingPathComponent("elsewhere")
      try Data("someone else's file".utf8).write(to: target)
      let place = folder.appendingPathComponent(name)
      try? FileManager.default.removeItem(at: place)
      try FileManager.default.createSymbolicLink(at: place, withDestinationURL: target)
      let warnings = WarningLog()
      let store = open(folder, warn: { warnings.append($0) })
      #expect(warnings.lines.count == 1)
      #expect(warnings.lines.first?.contains("is a symbolic link") == true)
      #expect(store.refusesEveryEdit != nil)
      #expect(!store.contains(store.add(title: "Lost").id))
      #expect(try String(contentsOf: target, encoding: .utf8) == "someone else's file")
    }
  }

  @Test func aDirectoryInTheDatabasesPlaceGivesAWarningAndEveryEditIsRefused() throws {
    try withFolder { folder in
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent(SQLiteTodoStore.fileName),
        withIntermediateDirectories: true)
      let warnings = WarningLog()
      let store = open(folder, warn: { warnings.append($0) })
      #expect(warnings.lines.first?.contains("is a directory") == true)
      #expect(store.allTodos() == TodoFixture.todos)
      #expect(store.delete(id: "t1") == nil)
      #expect(store.takeRefusal()?.hasPrefix("nothing can be stored") == true)
    }
  }

  // MARK: - Helpers

  private func open(
    _ folder: URL, warn: @escaping @Sendable (String) -> Void = { _ in }
  ) -> SQLiteTodoStore {
    SQLiteTodoStore(
      folder: folder, fixture: TodoFixture.todos, synchronizesEveryWrite: false, warn: warn)
  }

  private func keptAside(in folder: URL) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { $0.lastPathComponent.hasPrefix("todos.sqlite.unreadable-") }
      .filter { !$0.lastPathComponent.hasSuffix("-wal") && !$0.lastPathComponent.hasSuffix("-shm") }
  }

  /// Runs `body` with a folder of its own, removed afterwards.
  private func withFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("SQLiteTodoStoreTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
  }
}
