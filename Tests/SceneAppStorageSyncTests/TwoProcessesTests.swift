import Foundation
import Testing
import TodoModel

@testable import SceneAppStorageSync

/// Two runs of the chapter's executable at once, on one store: every change either acknowledged
/// is there afterwards, and no id is handed out twice.
struct TwoProcessesTests {
  @Test func twoProcessesAddingAndRenamingAtOnceLoseNothingAndShareNoID() throws {
    let executable = try #require(
      Self.chapterExecutable(), "no SceneAppStorageSync next to the tests")
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("TwoProcessesTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    // Process A renames the odd sample todos, B the even ones; both add.
    let runs = ["A", "B"].enumerated().map { index, name in
      // The two share their settings too: one may launch showing the detail the other has open.
      var script = "link t1\nback\n"
      for step in 1...60 {
        script += "add \(name) adds \(step)\n"
        let id = TodoID(number: 2 * (step % 10) + index + 1)
        script += "open \(id)\nrename \(name) renames \(id), take \(step)\nback\n"
      }
      return (name: name, script: script, process: Process(), errors: Pipe())
    }
    for run in runs {
      run.process.executableURL = executable
      run.process.arguments = ["--script", "-", "--plain"]
      var environment = ProcessInfo.processInfo.environment
      environment["HOME"] = home.path
      environment["XDG_DATA_HOME"] = nil
      environment["XDG_CONFIG_HOME"] = nil
      run.process.environment = environment
      let input = Pipe()
      run.process.standardInput = input
      run.process.standardOutput = FileHandle.nullDevice
      run.process.standardError = run.errors
      try run.process.run()
      input.fileHandleForWriting.write(Data(run.script.utf8))
      try input.fileHandleForWriting.close()
    }
    for run in runs {
      let errors = String(
        decoding: run.errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      run.process.waitUntilExit()
      #expect(run.process.terminationStatus == 0, "\(run.name): \(errors)")
      #expect(errors.isEmpty, "\(run.name): \(errors)")
    }
    let folder = home.appendingPathComponent(".local/share/\(StorageLocation.appName)")
    let store = FileTodoStore(
      folder: folder, fixture: [], synchronizesEveryWrite: false, warn: { _ in })
    #expect(store.files.loadWarnings.isEmpty)
    let todos = store.allTodos()
    #expect(todos.count == 20 + 2 * 60)
    #expect(Set(todos.map(\.id)).count == todos.count)
    #expect(Set(todos.map(\.id)) == Set((1...140).map { TodoID(number: $0) }))
    for (index, name) in ["A", "B"].enumerated() {
      for step in 1...60 {
        #expect(todos.contains { $0.title == "\(name) adds \(step)" })
      }
      // Each todo keeps its process's last rename.
      for step in 51...60 {
        let id = TodoID(number: 2 * (step % 10) + index + 1)
        #expect(store.todo(withID: id)?.title == "\(name) renames \(id), take \(step)")
      }
    }
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
