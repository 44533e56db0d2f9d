import Foundation
import Testing
import TodoModel

@testable import SceneAppStorageSync

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Real runs of the chapter's executable sharing one store: every edit acknowledged is there
/// afterwards, whatever ran beside it, was killed, held the lock or deleted the store; no id is
/// handed out twice; nothing waits silently.
struct ProcessesTests {
  @Test func threeProcessesAddingAndRenamingAtOnceLoseNothingAndShareNoID() throws {
    let home = try ScratchHome()
    // Process A renames t1, t4, t7 …; B t2, t5 …; C t3, t6 …; all three add.
    let names = ["A", "B", "C"]
    let runs = try names.enumerated().map { index, name in
      // They share their settings too: one may launch showing the detail another has open.
      var script = "link t1\nback\n"
      for step in 1...40 {
        script += "add \(name) adds \(step)\n"
        let id = TodoID(number: 3 * (step % 6) + index + 1)
        script += "open \(id)\nrename \(name) renames \(id), take \(step)\nback\n"
      }
      return try home.start(script: script)
    }
    for (name, run) in zip(names, runs) {
      let errors = run.finish()
      #expect(run.process.terminationStatus == 0, "\(name): \(errors)")
      #expect(errors.isEmpty, "\(name): \(errors)")
    }
    let store = home.store()
    #expect(store.openingWarnings.isEmpty)
    let todos = store.allTodos()
    #expect(todos.count == 20 + 3 * 40)
    #expect(Set(todos.map(\.id)) == Set((1...140).map { TodoID(number: $0) }))
    for (index, name) in names.enumerated() {
      for step in 1...40 {
        #expect(todos.contains { $0.title == "\(name) adds \(step)" })
      }
      // Each todo keeps its process's last rename.
      for step in 35...40 {
        let id = TodoID(number: 3 * (step % 6) + index + 1)
        #expect(store.todo(withID: id)?.title == "\(name) renames \(id), take \(step)")
      }
    }
  }

  /// A script reads its next line only once the last edit is committed, so the adds of a killed
  /// run that are stored form an unbroken run from 1: a gap would be an acknowledged add lost.
  @Test func killsAtAnyPointLoseNoAcknowledgedAdd() throws {
    let home = try ScratchHome()
    for round in 1...3 {
      let runs = try ["A", "B", "C"].map { name in
        // A dump every 50 adds tells the test how far the run has come.
        let script = (1...300).map {
          "add \(name)\(round) s\($0)\n" + ($0 % 50 == 0 ? "dump\n" : "")
        }
        return (name: "\(name)\(round)", run: try home.start(script: script.joined()))
      }
      // Kill one of the three while it adds, after 50, 100 or 150 of its adds.
      let victim = runs[round - 1].run
      for _ in 1...round { victim.readOutput(through: "end") }
      kill(victim.process.processIdentifier, SIGKILL)
      // What each run said on standard error: the first place to look when its adds are missing.
      let errors = Dictionary(uniqueKeysWithValues: runs.map { ($0.name, $0.run.finish()) })
      let titles = home.store().allTodos().map(\.title)
      for (name, run) in runs {
        let steps = titles.compactMap { title -> Int? in
          guard title.hasPrefix("\(name) s") else { return nil }
          return Int(title.dropFirst("\(name) s".count))
        }.sorted()
        #expect(steps == (0..<steps.count).map { $0 + 1 }, "\(name)")
        #expect(
          steps.count >= 50 * (run === victim ? round : 6),
          "\(name): \(errors[name].map { String($0.prefix(600)) } ?? "")")
      }
      let ids = home.store().allTodos().map(\.id)
      #expect(Set(ids).count == ids.count)
    }
  }

  @Test func aRunThatFindsTheLockHeldSaysWhoHoldsItAndGoesOnWhenItIsReleased() throws {
    let home = try ScratchHome()
    let first = try home.start(script: "dump\n")
    _ = first.finish()
    // This test process takes the write lock, as a process stopped in the middle of an edit.
    let holder = try TodoDatabase(url: home.databaseURL, onWait: { _ in })
    try holder.execute("BEGIN IMMEDIATE")
    let run = try home.start(script: "add While it was held\n")
    let line = run.readErrorLine()  // Within the run's announcement time: 3 s.
    #expect(line.hasPrefix("waiting: process \(getpid()) holds the todo store's write lock"))
    try holder.execute("ROLLBACK")
    let rest = run.finish()
    #expect(run.process.terminationStatus == 0, "\(rest)")
    #expect(!rest.contains("error:"), "\(rest)")
    #expect(home.store().allTodos().first?.title == "While it was held")
  }

  @Test func anEditAfterAResetFromAnotherProcessIsRefusedWithAnError() throws {
    let home = try ScratchHome()
    // The REPL, reading its input line by line as it comes.
    let running = try home.start(arguments: ["--interactive", "--plain"], script: nil)
    running.send("add Before the reset\ndump\n")
    // Once the first add is committed (the dump came), reset from a second process.
    running.readOutput(through: "end")
    let reset = try home.start(arguments: ["--reset"], script: nil)
    _ = reset.finish()
    #expect(reset.process.terminationStatus == 0)
    running.send("add After the reset\n")
    let errors = running.finish()
    #expect(errors.contains("error:"), "\(errors)")
    #expect(errors.contains("was deleted or replaced"), "\(errors)")
    let titles = home.store().allTodos().map(\.title)
    #expect(!titles.contains("After the reset"))
    #expect(!titles.contains("Before the reset"))
  }

  /// With no settings folder to be had (a file where `~/.config` should be; as root, a mode
  /// cannot forbid it), a setting changed is an error, never a success that is gone at the
  /// next launch, and the todos are stored as ever.
  @Test func aSettingThatCannotBeStoredIsAnErrorAndTheTodosAreKept() throws {
    let home = try ScratchHome()
    try Data("not a folder".utf8).write(to: home.folder.appendingPathComponent(".config"))
    let run = try home.start(script: "sort favorites-first\n")
    let errors = run.finish()
    #expect(run.process.terminationStatus == 1, "\(errors)")
    #expect(errors.contains("error: line 1: the setting could not be stored"), "\(errors)")
    let add = try home.start(script: "add Kept without settings\n")
    _ = add.finish()
    #expect(home.store().allTodos().first?.title == "Kept without settings")
  }

  /// On a disk mounted read-only (a tmpfs as `HOME`, remounted so), the store shows what it
  /// holds, says once that it runs read-only, and refuses every edit with an error.
  @Test func aStoreOnAReadOnlyDiskShowsWhatItHoldsAndRefusesEveryEdit() throws {
    let home = try ScratchHome()
    guard mount("tmpfs", home.folder.path, "tmpfs", 0, "size=4m") == 0 else {
      try Test.cancel("mounting a tmpfs needs root (or CAP_SYS_ADMIN); run as root to try it")
    }
    defer { umount2(home.folder.path, Int32(MNT_DETACH)) }
    _ = try home.start(script: "add Stored before the disk went read-only\n").finish()
    let readOnly = UInt(MS_REMOUNT) | UInt(MS_RDONLY)
    try #require(mount("tmpfs", home.folder.path, "tmpfs", readOnly, nil) == 0)
    let run = try home.start(script: "dump\nadd Typed on a read-only disk\n")
    let shown = String(
      decoding: run.output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let errors = run.finish()
    #expect(shown.contains("Stored before the disk went read-only"), "\(shown)")
    #expect(errors.contains("runs read-only: it shows what the store holds"), "\(errors)")
    #expect(errors.contains("error: line 2: nothing can be stored"), "\(errors)")
    #expect(run.process.terminationStatus == 1)
  }

  /// On a disk that fills up (a 256 KB tmpfs as `HOME`), every add the disk cannot hold is an
  /// error that says to free space, none traps, and every add that was acknowledged is stored.
  @Test func aFullDiskRefusesWhatItCannotHoldAndKeepsEveryAcknowledgedAdd() throws {
    let home = try ScratchHome()
    guard mount("tmpfs", home.folder.path, "tmpfs", 0, "size=256k") == 0 else {
      try Test.cancel("mounting a tmpfs needs root (or CAP_SYS_ADMIN); run as root to try it")
    }
    defer { umount2(home.folder.path, Int32(MNT_DETACH)) }
    let count = 64
    let title = { (line: Int) in "Fill the disk \(line) " + String(repeating: "x", count: 150) }
    let script = (1...count).map { "add \(title($0))\n" }.joined()
    let run = try home.start(script: script)
    let errors = run.finish()
    #expect(run.process.terminationReason == .exit, "\(errors)")
    let refused = Set(
      errors.split(separator: "\n").compactMap { line -> Int? in
        guard line.contains("free some space") else { return nil }
        return Int(line.dropFirst("error: line ".count).prefix { $0.isNumber })
      })
    #expect(!refused.isEmpty && refused.count < count, "\(errors)")
    let acknowledged = Set((1...count).filter { !refused.contains($0) }.map(title))
    let stored = Set(home.store().allTodos().map(\.title).filter { $0.hasPrefix("Fill") })
    #expect(stored == acknowledged, "\(stored.count) stored, \(acknowledged.count) acknowledged")
  }
}

/// A `HOME` of its own for runs of the chapter's executable, removed when the test ends.
final class ScratchHome {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ProcessesTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  /// The database the runs share.
  var databaseURL: URL {
    folder.appendingPathComponent(".local/share/\(StorageLocation.appName)")
      .appendingPathComponent(SQLiteTodoStore.fileName)
  }

  /// The store, opened as a new run would.
  func store() -> SQLiteTodoStore {
    SQLiteTodoStore(
      folder: databaseURL.deletingLastPathComponent(), fixture: [], synchronizesEveryWrite: false,
      warn: { _ in })
  }

  /// Starts the executable with `arguments` (a script read from standard input by default);
  /// with a `script`, writes it and closes the input.
  func start(
    arguments: [String] = ["--script", "-", "--plain"], script: String?
  ) throws -> ChapterRun {
    let executable = try #require(
      Self.chapterExecutable(), "no SceneAppStorageSync next to the tests")
    let run = ChapterRun()
    run.process.executableURL = executable
    run.process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] = folder.path
    environment["XDG_DATA_HOME"] = nil
    environment["XDG_CONFIG_HOME"] = nil
    run.process.environment = environment
    run.process.standardInput = run.input
    run.process.standardOutput = run.output
    run.process.standardError = run.errors
    try run.process.run()
    if let script {
      run.send(script)
      try? run.input.fileHandleForWriting.close()
    }
    return run
  }

  /// The chapter's executable, built next to the tests (`swift build --show-bin-path`).
  static func chapterExecutable() -> URL? {
    var folder = Bundle.main.executableURL?.deletingLastPathComponent()
    for _ in 0..<5 {
      guard let current = folder else { return nil }
      let candidate = current.appendingPathComponent("SceneAppStorageSync")
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        return candidate
      }
      folder = current.deletingLastPathComponent()
    }
    return nil
  }
}

/// One run of the executable: its process, its input and its standard error.
final class ChapterRun {
  let process = Process()
  let input = Pipe()
  let output = Pipe()
  let errors = Pipe()
  private var errorsRead = Data()
  private var outputRead = Data()

  /// Writes `text` to the run's standard input.
  func send(_ text: String) {
    input.fileHandleForWriting.write(Data(text.utf8))
  }

  /// Reads standard output up to and including the next line that is exactly `line`.
  func readOutput(through line: String) {
    let wanted = Data("\n\(line)\n".utf8)
    while true {
      if let found = outputRead.range(of: wanted) {
        outputRead = Data(outputRead[found.upperBound...])
        return
      }
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { return }
      outputRead = Data(outputRead.suffix(wanted.count)) + chunk
    }
  }

  /// The next line of standard error, read as it comes; blocks until it does.
  func readErrorLine() -> String {
    while !errorsRead.contains(UInt8(ascii: "\n")) {
      let chunk = errors.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      errorsRead += chunk
    }
    let end = errorsRead.firstIndex(of: UInt8(ascii: "\n")) ?? errorsRead.endIndex
    let line = String(decoding: errorsRead[..<end], as: UTF8.self)
    errorsRead = Data(errorsRead[min(end + 1, errorsRead.endIndex)...])
    return line
  }

  /// Closes the input, waits for the run to end, and returns the rest of its standard error.
  func finish() -> String {
    try? input.fileHandleForWriting.close()
    // Drain the output, so that a run never waits on a full pipe.
    let drained = output.fileHandleForReading
    let drain = Thread { _ = drained.readDataToEndOfFile() }
    drain.start()
    let rest = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: errorsRead + rest, as: UTF8.self)
  }
}
