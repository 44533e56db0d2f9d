import ChapterCommandLine
import ChapterKit
import ChapterTestSupport
import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import ScenarioLanguage
import Testing
import TodoModel

@testable import SceneAppStorageSync

/// The chapter, each test in a UserDefaults suite of its own that it deletes at the end.
@MainActor
struct SceneAppStorageSyncTests {
  // MARK: - The outcomes of the scenario language

  @Test func everyCommandInOneAndThreeScenesMatchesTheReferenceModel() async throws {
    try await withScratchStorage { _ in
      try await expectMatchesReferenceAfterEveryStep(
        Scripts.everyCommand + "\nrelaunch\nscene 3\nback\nrelaunch")
    }
  }

  // MARK: - The sort setting

  @Test func aSortChosenInOneSceneShowsInEverySceneAndInTheNextProcess() async throws {
    try await withScratchStorage { _ in
      let host = try await launch(
        after: "sort favorites-first\nscene 2\nopen t2\nfavorite")
      let favoritesFirst: [TodoID] = ["t1", "t2", "t4", "t8", "t15"]
      for scene in [1, 2] {
        let rows = try #require(host.scenes[scene]?.list.tableView.rows)
        #expect(Array(rows.map(\.id).prefix(5)) == favoritesFirst)
      }
      let second = AppHost(chapter: SceneAppStorageSyncApp.self)
      await second.settle()
      #expect(second.dump() == host.dump())
      #expect(
        second.detail(inScene: 2) == Todo(id: "t2", title: "Renew passport", isFavorite: true))
    }
  }

  @Test func sortingMatchesTheReferenceModelAfterEveryStep() async throws {
    try await withScratchStorage { _ in
      try await expectMatchesReferenceAfterEveryStep(
        "sort favorites-first\nopen t3\nfavorite\nback\nscene 2\nadd Buy oat milk\n"
          + "remote favorite t21\nsort newest\nrelaunch\nsort favorites-first")
    }
  }

  // MARK: - Restoration

  @Test func aRelaunchRestoresTheTodosTheScenesAndEachScenesDetail() async throws {
    try await withScratchStorage { _ in
      let host = try await launch(
        after: "open t3\nrename Call the surgery\nscene 2\nopen t4\nfavorite\nscene 3")
      let before = host.dump()
      try await host.perform(.relaunch)
      #expect(host.dump() == before)
      #expect(host.detail(inScene: 1)?.title == "Call the surgery")
      #expect(host.detail(inScene: 2) == Todo(id: "t4", title: "Pay the electricity bill"))
      #expect(host.activeSceneNumber == 3)
    }
  }

  @Test func aSecondLaunchContinuesFromStorageLikeASecondProcess() async throws {
    try await withScratchStorage { _ in
      let first = try await launch(after: "open t3\nrename Call the surgery\nscene 2\nopen t4")
      let expected = first.dump()
      // A new host is a new process: nothing is shared but the suite.
      let second = AppHost(chapter: SceneAppStorageSyncApp.self)
      await second.settle()
      #expect(second.dump() == expected)
      try await second.perform(script: "back\nadd Buy oat milk")
      #expect(second.row("t21", inScene: 2)?.title == "Buy oat milk")
    }
  }

  @Test func aRestoredSelectionWhoseTodoIsGoneOpensTheSceneAtItsList() async throws {
    try await withScratchStorage { _ in
      let host = try await launch(after: "scene 2\nopen t4\nscene 1\nremote delete t4")
      // The remote delete closed scene 2's detail, which forgot the selection; put it back, as a
      // crash before the write would have left it.
      let suite = StorageSuite(name: StorageLocation.suiteName)
      let identity = SceneIdentity.of(sceneNumber: 2, in: suite)
      suite.write(TodoID("t4"), forKey: identity.scopedKey("selection"))
      try await host.perform(.relaunch)
      #expect(host.openSceneNumbers == [1, 2])
      #expect(host.detail(inScene: 2) == nil)
    }
  }

  @Test func aClosedSceneIsNotRestored() async throws {
    try await withScratchStorage { _ in
      let host = try await launch(after: "scene 2\nopen t4\nscene 3")
      host.closeScene(3)
      try await host.perform(.relaunch)
      #expect(host.openSceneNumbers == [1, 2])
      #expect(host.detail(inScene: 2)?.id == "t4")
    }
  }

  // MARK: - Bad stored data

  @Test func anUnreadableTodosFileIsKeptAsideAndTheAppStartsFromTheSamples() async throws {
    try await withScratchStorage { _ in
      let folder = StorageLocation.storeFolder
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data("{ not the todos".utf8).write(to: folder.appendingPathComponent("todos.sqlite"))
      let (host, warnings) = launchCollectingWarnings()
      #expect(host.repository.allTodos() == TodoFixture.todos)
      #expect(warnings.count == 1)
      #expect(warnings.first?.contains("the app starts again with the sample todos") == true)
      let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasPrefix("todos.sqlite.unreadable-") }
      #expect(kept.count == 1)
    }
  }

  @Test func theFilesOfTheEarlierFileStoreAreNamedAtLaunchAndLeftAsTheyWere() async throws {
    try await withScratchStorage { _ in
      let folder = StorageLocation.storeFolder
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let snapshot = folder.appendingPathComponent("todos.snapshot")
      let saved = Data("1a2b3c4d {\"title\":\"Call the dentist\"}\n".utf8)
      try saved.write(to: snapshot)
      // A link that leads nowhere is still there: it is named, and not followed or removed.
      let log = folder.appendingPathComponent("changes.log")
      try FileManager.default.createSymbolicLink(atPath: log.path, withDestinationPath: "gone")
      let (host, warnings) = launchCollectingWarnings()
      #expect(host.repository.allTodos() == TodoFixture.todos)
      #expect(warnings.count == 1)
      #expect(warnings.first?.contains("still holds todos.snapshot and changes.log") == true)
      #expect(warnings.first?.contains("Nothing was deleted") == true)
      #expect(try Data(contentsOf: snapshot) == saved)
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: log.path) == "gone")
      // Once they are moved away, a launch says nothing.
      try FileManager.default.removeItem(at: snapshot)
      try FileManager.default.removeItem(at: log)
      #expect(launchCollectingWarnings().1.isEmpty)
    }
  }

  // MARK: - Edits the store cannot keep

  @Test func anEditWhileAnotherProcessHoldsTheLockTooLongIsAnErrorAndChangesNothing()
    async throws
  {
    try await withScratchStorage { _ in
      try await StorageLocation.$waitLimits.withValue((.milliseconds(20), .milliseconds(100))) {
        let warnings = WarningLog()
        let host = try await StorageLocation.$warn.withValue({ warnings.append($0) }) {
          try await launch(after: "scene 2\nscene 1\nopen t3")
        }
        let before = host.dump()
        // Another connection takes the write lock and keeps it, as a stopped process would.
        let holder = try TodoDatabase(
          url: StorageLocation.storeFolder.appendingPathComponent(SQLiteTodoStore.fileName),
          onWait: { _ in })
        try holder.execute("BEGIN IMMEDIATE")
        for line in ["rename Lost", "favorite", "delete", "back\nadd Lost"] {
          let error = await #expect(throws: ScenarioError.self) {
            try await host.perform(script: line)
          }
          #expect(error?.message.contains("database is locked") == true, "\(line)")
        }
        #expect(warnings.lines.contains { $0.hasPrefix("waiting: ") })
        try await host.perform(script: "open t3")
        #expect(host.dump() == before)
        try holder.execute("ROLLBACK")
        try await host.perform(script: "rename Call the surgery")
        try await host.perform(.relaunch)
        #expect(host.detail(inScene: 1)?.title == "Call the surgery")
        #expect(host.repository.count == 20)
      }
    }
  }

  @Test func aStoreThatCannotBeWrittenWarnsAtLaunchAndRefusesEveryEdit() async throws {
    try await withScratchStorage { _ in
      let folder = StorageLocation.storeFolder
      try Data("a file where the folder goes".utf8).write(to: folder)
      let (host, warnings) = launchCollectingWarnings()
      #expect(warnings.count == 1)
      #expect(warnings.first?.contains("the app runs read-only") == true)
      try await host.perform(script: "open t3")
      let before = host.dump()
      let error = await #expect(throws: ScenarioError.self) {
        try await host.perform(script: "rename Lost")
      }
      #expect(error?.message.hasPrefix("nothing can be stored") == true)
      #expect(host.dump() == before)
    }
  }

  @Test func aScriptLineThatIsNotUTF8IsAnErrorNamingTheLineAndNothingIsSaved() async throws {
    try await withScratchStorage { _ in
      // Reading standard input turns bytes that are not UTF-8 into U+FFFD.
      let recorder = OutputRecorder()
      let status = await ChapterRunner.run(
        SceneAppStorageSyncApp.self, arguments: ["--script", "-", "--plain"],
        io: recorder.io(input: "open t3\nrename Caf\u{FFFD}\nadd Bad \u{FFFD} title\n"))
      #expect(status == 1)
      #expect(recorder.errorLines.count == 2)
      #expect(
        recorder.errorLines.first?.hasPrefix("error: line 2: the line is not valid UTF-8") == true)
      let second = AppHost(chapter: SceneAppStorageSyncApp.self)
      #expect(second.repository.allTodos() == TodoFixture.todos)
    }
  }

  @Test func aSortOrderOfTheWrongTypeIsKeptAsideWithOneWarning() async throws {
    try await withScratchStorage { name in
      StorageSuite(name: name).write(["not", "an", "order"], forKey: "sortOrder")
      let (host, warnings) = launchCollectingWarnings()
      #expect(warnings.count == 1)
      #expect(warnings.first?.contains("'sortOrder'") == true)
      #expect(warnings.first?.contains("it is kept as 'sortOrder.unreadable-") == true)
      await host.settle()
      #expect(host.activeScene.list.tableView.rows.map(\.id) == TodoFixture.todos.map(\.id))
      #expect(warnings.first?.contains(name) == true)
      if case .missing = StorageSuite(name: name).read(ListOrder.self, forKey: "sortOrder") {
      } else {
        Issue.record("the unreadable value is still under its key")
      }
    }
  }

  @Test func aSettingsFileThatIsNotAPropertyListIsKeptAsideAndTheTodosAreKept() async throws {
    try await withScratchStorage { name in
      _ = try await launch(
        after: "open t3\nrename Call the surgery\nfavorite\nback\nsort favorites-first\nscene 2")
      let file = StorageSuite.fileURL(forSuiteNamed: name)
      try Data("not a property list".utf8).write(to: file)
      let (host, warnings) = launchCollectingWarnings()
      await host.settle()
      #expect(warnings.count == 1)
      #expect(warnings.first?.contains("is not a property list; it is kept as") == true)
      let kept = try FileManager.default.contentsOfDirectory(
        atPath: file.deletingLastPathComponent().path
      ).filter { $0.hasPrefix("\(name).plist.unreadable-") }
      #expect(kept.count == 1)
      for aside in kept {
        try? FileManager.default.removeItem(
          at: file.deletingLastPathComponent().appendingPathComponent(aside))
      }
      // The settings start again; the todos, kept in files of their own, are all there.
      #expect(host.repository.todo(withID: "t3")?.title == "Call the surgery")
      #expect(host.openSceneNumbers == [1])
      // Newest first again: t2, not the starred t3, is second.
      #expect(host.activeScene.list.tableView.rows.dropFirst().first?.id == "t2")
    }
  }

  @Test func aSettingsPathThatIsADirectoryIsKeptAsideWithOneWarning() async throws {
    try await withScratchStorage { name in
      let file = StorageSuite.fileURL(forSuiteNamed: name)
      try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
      let aside = file.deletingLastPathComponent()
      defer {
        for kept in (try? FileManager.default.contentsOfDirectory(atPath: aside.path)) ?? []
        where kept.hasPrefix("\(name).plist.unreadable-") {
          try? FileManager.default.removeItem(at: aside.appendingPathComponent(kept))
        }
      }
      let (host, warnings) = launchCollectingWarnings()
      #expect(warnings.count == 1)
      #expect(warnings.first?.contains("it is kept as") == true)
      try await host.perform(script: "sort favorites-first")
      #expect(!(try #require(try? Data(contentsOf: file))).isEmpty)
    }
  }

  /// As UserDefaults: a write changes its own key, and leaves alone a key another process wrote
  /// after this one read the file.
  @Test func aSettingWrittenLeavesAnotherProcessesKeysAlone() async throws {
    try await withScratchStorage { name in
      let host = try await launch(after: "scene 2\nscene 1")
      let file = StorageSuite.fileURL(forSuiteNamed: name)
      // Another process writes a key of its own into the file.
      var values = try #require(
        try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil)
          as? [String: Any])
      values["written.by.another.process"] = Data("true".utf8)
      try PropertyListSerialization.data(fromPropertyList: values, format: .binary, options: 0)
        .write(to: file)
      try await host.perform(script: "sort favorites-first")
      let after = try #require(
        try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil)
          as? [String: Any])
      #expect(after["written.by.another.process"] as? Data == Data("true".utf8))
      #expect(after["sortOrder"] as? Data == Data("\"favorites-first\"".utf8))
    }
  }

  /// A settings file that is a link is not followed: one warning at launch, and a setting
  /// changed is an error, not a success that is gone at the next launch.
  @Test func aLinkedSettingsFileIsNotFollowedAndASettingChangedIsAnError() async throws {
    try await withScratchStorage { name in
      let file = StorageSuite.fileURL(forSuiteNamed: name)
      let target = FileManager.default.temporaryDirectory
        .appendingPathComponent("\(name)-link-target")
      defer { try? FileManager.default.removeItem(at: target) }
      try Data("someone else's file".utf8).write(to: target)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(at: file, withDestinationURL: target)
      let (host, warnings) = launchCollectingWarnings()
      #expect(warnings.contains { $0.contains("symbolic link") })
      let before = host.dump()
      let error = await #expect(throws: ScenarioError.self) {
        try await host.perform(script: "sort favorites-first")
      }
      #expect(error?.message.contains("symbolic link") == true)
      #expect(host.dump() == before)
      #expect(try String(contentsOf: target, encoding: .utf8) == "someone else's file")
    }
  }

  @Test func settingsAreWrittenAsANewFileRenamedOverTheOldOneAndLeftoversGo() async throws {
    try await withScratchStorage { name in
      let host = try await launch(after: "sort favorites-first\nscene 2\nopen t4")
      let file = StorageSuite.fileURL(forSuiteNamed: name)
      let inode = try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber]
      try await host.perform(script: "back")
      let after = try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber]
      #expect(inode as? Int != after as? Int)  // A new file, never the old one rewritten.
      // A save a kill interrupted (by a process that is gone) leaves a temporary file.
      let leftover = file.appendingPathExtension("tmp-999999999")
      try Data("half".utf8).write(to: leftover)
      _ = launchCollectingWarnings()
      #expect(!FileManager.default.fileExists(atPath: leftover.path))
    }
  }

  @Test func aClosedScenesKeysGoWithItSoTheSettingsDoNotGrow() async throws {
    try await withScratchStorage { name in
      let host = try await launch(after: "scene 2\nopen t4\nscene 1")
      let file = StorageSuite.fileURL(forSuiteNamed: name)
      try await host.perform(script: "close 2\nscene 2\nopen t4\nscene 1")
      let size = try Data(contentsOf: file).count
      for _ in 1...50 { try await host.perform(script: "close 2\nscene 2\nopen t4\nscene 1") }
      #expect(try Data(contentsOf: file).count == size)
      try await host.perform(script: "close 2")
      let keys = try #require(
        try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil)
          as? [String: Any]
      ).keys
      #expect(!keys.contains { $0.hasPrefix("scene.") }, "\(keys.sorted())")
    }
  }

  @Test func theSettingsFileIsTheOneUnderHOMEWhereverHOMEPoints() throws {
    let home = ProcessInfo.processInfo.environment["HOME"] ?? ""
    #expect(
      StorageSuite.fileURL(forSuiteNamed: "x").path.hasPrefix(
        URL(fileURLWithPath: home).appendingPathComponent(".config").path))
  }

  // The app-storage design keeps the todos in the suite; what it does with bad data there:

  @Test func todosThatAreNotJSONAreReplacedByTheFixtureWithOneWarning() async throws {
    try await withScratchStorage { name in
      StorageSuite(name: name).writeRaw("not a list", forKey: "todos")
      let (host, warnings) = launchCollectingWarnings(TodosInAppStorageApp.thisVariant)
      #expect(host.repository.allTodos() == TodoFixture.todos)
      #expect(warnings.count == 1)
      #expect(warnings.first?.hasPrefix("warning: the stored 'todos'") == true)
    }
  }

  @Test func todosOfTheWrongTypeAreReplacedByTheFixtureWithOneWarning() async throws {
    try await withScratchStorage { name in
      StorageSuite(name: name).write(["one", "two"], forKey: "todos")
      let (host, warnings) = launchCollectingWarnings(TodosInAppStorageApp.thisVariant)
      #expect(host.repository.count == TodoFixture.todos.count)
      #expect(warnings.count == 1)
      let warning = try #require(warnings.first)
      #expect(
        warning.hasPrefix(
          "warning: the stored 'todos' in app storage cannot be read: it is not JSON for a list "
            + "of todos; it is kept as 'todos.unreadable-"))
      #expect(warning.hasSuffix("'; starting again from the sample todos"))
      // The unreadable list is kept, not overwritten.
      let aside = try #require(warning.split(separator: "'").dropFirst(3).first)
      guard
        case .value(let kept) = StorageSuite(name: name).read([String].self, forKey: String(aside))
      else {
        Issue.record("nothing is kept under '\(aside)'")
        return
      }
      #expect(kept == ["one", "two"])
    }
  }

  @Test func repeatedIDsKeepTheFirstTodoOfEachAndLoseNothingElse() async throws {
    try await withScratchStorage { name in
      let stored = [
        Todo(id: "t1", title: "First"), Todo(id: "t2", title: "Second"),
        Todo(id: "t1", title: "Again"),
      ]
      StorageSuite(name: name).write(stored, forKey: "todos")
      let (host, warnings) = launchCollectingWarnings(TodosInAppStorageApp.thisVariant)
      #expect(host.repository.allTodos() == Array(stored.prefix(2)))
      #expect(warnings.count == 1)
      #expect(warnings.first?.contains("'todos'") == true)
    }
  }

  @Test func aCounterThatWouldReuseAnIDIsRaisedWithOneWarning() async throws {
    try await withScratchStorage { name in
      let suite = StorageSuite(name: name)
      suite.write(TodoFixture.todos, forKey: "todos")
      suite.writeRaw(3, forKey: "nextTodoNumber")
      let (host, warnings) = launchCollectingWarnings(TodosInAppStorageApp.thisVariant)
      #expect(host.repository.count == 20)  // The todos are kept.
      #expect(warnings.count == 1)
      #expect(warnings.first?.contains("'nextTodoNumber' in app storage is 3") == true)
      try await host.perform(script: "add Buy oat milk")
      #expect(host.repository.allTodos().first?.id == "t21")
    }
  }

  @Test func anUnreadableCounterKeepsTheTodos() async throws {
    try await withScratchStorage { name in
      let suite = StorageSuite(name: name)
      suite.write([Todo(id: "t7", title: "Only one")], forKey: "todos")
      suite.writeRaw("seven", forKey: "nextTodoNumber")
      let (host, warnings) = launchCollectingWarnings(TodosInAppStorageApp.thisVariant)
      #expect(host.repository.allTodos() == [Todo(id: "t7", title: "Only one")])
      #expect(warnings.count == 1)
      try await host.perform(script: "add Next")
      #expect(host.repository.allTodos().first?.id == "t8")
    }
  }

  @Test func unreadableScenesStartAtTheFirstLaunch() async throws {
    try await withScratchStorage { name in
      StorageSuite(name: name).writeRaw(42, forKey: "sessions.scenes")
      let host = AppHost(chapter: SceneAppStorageSyncApp.self)
      #expect(host.openSceneNumbers == [1])
    }
  }

  // MARK: - The broken variants

  @Test func todosInSceneStorageNeverReachAnotherScene() async throws {
    try await withScratchStorage { _ in
      let host = try await launch(
        TodosInSceneStorageApp.thisVariant,
        after: "scene 2\nscene 1\nopen t3\nrename Call the surgery")
      #expect(host.row("t3", inScene: 1)?.title == "Call the surgery")
      #expect(host.row("t3", inScene: 2)?.title == "Call the dentist")
      #expect(host.repository.todo(withID: "t3")?.title == "Call the dentist")
      try await host.perform(script: "remote rename t2 Renew passport online")
      #expect(host.row("t2", inScene: 1)?.title == "Renew passport")
    }
  }

  @Test func aKeyCollisionShowsOneScenesSelectionInEveryScene() async throws {
    try await withScratchStorage { _ in
      let host = try await launch(KeyCollisionApp.thisVariant, after: "open t3\nscene 2")
      // A new window restores the only selection there is: the other window's.
      #expect(host.detail(inScene: 2)?.id == "t3")
      // The step that opened the window says so, though every screen shows the data source.
      #expect(
        host.problemsOnScreen() == [
          "scene 2 opened on the detail of t3, but a new window starts at its list"
        ])
      try await host.perform(script: "back\nopen t4\nrelaunch")
      #expect(host.detail(inScene: 1)?.id == "t4")  // Scene 1 had t3 open.
      #expect(host.detail(inScene: 2)?.id == "t4")
    }
  }

  // MARK: - Storage housekeeping

  @Test func aScratchSuiteLeavesNoFileBehind() async throws {
    var suiteName = ""
    try await withScratchStorage { name in
      suiteName = name
      _ = try await launch(after: "open t3\nrename Call the surgery")
      #expect(FileManager.default.fileExists(atPath: Self.file(of: name)))
    }
    #expect(!FileManager.default.fileExists(atPath: Self.file(of: suiteName)))
  }

  @Test func jumpingBackInTheStoryStartsAgainFromTheSampleTodosNotFromWhatTheStoryStored()
    async throws
  {
    try await withScratchStorage { _ in
      let recorder = OutputRecorder()
      var io = recorder.io(input: "3\n1\nq\n", outputIsTerminal: true)
      io.inputIsTerminal = true
      io.inputIsScript = false
      io.noColor = true
      _ = await ChapterRunner.run(
        SceneAppStorageSyncApp.self, arguments: ["--pretty", "--width", "200"], io: io)
      // Step 3 renamed t3; back at step 1, the app runs again from the sample todos.
      let afterJumpBack = try #require(
        recorder.output.components(separatedBy: "Step 1 · open t3").last)
      #expect(recorder.output.contains("Step 3 · rename Call the dentist about the crown"))
      #expect(afterJumpBack.contains("Call the dentist"))
      #expect(!afterJumpBack.contains("about the crown"))
    }
  }

  @Test func theStoryUsesStorageOfItsOwnAndRemovesIt() async throws {
    try await withScratchStorage { name in
      let recorder = OutputRecorder()
      let status = await ChapterRunner.run(
        SceneAppStorageSyncApp.self, arguments: ["--pretty"], io: recorder.io())
      #expect(status == 0)
      #expect(recorder.output.contains("Step 14 · sort favorites-first"))
      #expect(recorder.output.contains("Step 15 · relaunch"))
      #expect(
        recorder.output.contains("Every screen agreed with the data source after every step."))
      // The person's suite and store (here the test's) were not touched.
      #expect(!FileManager.default.fileExists(atPath: Self.file(of: name)))
      #expect(!FileManager.default.fileExists(atPath: StorageLocation.storeFolder.path))
    }
  }

  // MARK: - Helpers

  private static func file(of suiteName: String) -> String {
    StorageSuite.fileURL(forSuiteNamed: suiteName).path
  }

  /// Runs `body` with a settings suite and a store folder of its own, both removed afterwards.
  private func withScratchStorage(_ body: (String) async throws -> Void) async throws {
    let name = "ListDetailSyncTests.\(UUID().uuidString)"
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(name)
    defer {
      StorageSuite(name: name).removeAll()
      try? FileManager.default.removeItem(at: folder)
    }
    try await StorageLocation.$suiteName.withValue(name) {
      try await StorageLocation.$storeFolder.withValue(folder) {
        try await StorageLocation.$warn.withValue({ _ in }) { try await body(name) }
      }
    }
  }

  private func launchCollectingWarnings(
    _ variant: ChapterVariant = SceneAppStorageSyncApp.thisVariant
  ) -> (AppHost, [String]) {
    let collected = WarningLog()
    let host = StorageLocation.$warn.withValue(
      { collected.append($0) },
      operation: { AppHost(chapter: SceneAppStorageSyncApp.self, variant: variant) })
    return (host, collected.lines)
  }

  private func launch(
    _ variant: ChapterVariant = SceneAppStorageSyncApp.thisVariant, after script: String = ""
  ) async throws -> AppHost {
    try await AppHost.launch(variant, after: script)
  }

  private func expectMatchesReferenceAfterEveryStep(_ script: String) async throws {
    let divergence = await AppHost(chapter: SceneAppStorageSyncApp.self).firstDivergence(
      running: script)
    #expect(divergence == nil, "\(divergence ?? "")")
  }
}

/// Collects warning lines from any thread.
final class WarningLog: Sendable {
  private let lock = NSLock()
  private nonisolated(unsafe) var storage: [String] = []
  func append(_ line: String) { lock.withLock { storage.append(line) } }
  var lines: [String] { lock.withLock { storage } }
}
