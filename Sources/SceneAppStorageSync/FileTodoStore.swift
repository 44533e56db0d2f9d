import Foundation
import TodoModel

/// The todos in files of their own: a snapshot of the whole list, and a log of the changes made
/// since, one line each.
///
/// This is the model's own store, as the WWDC20 session "Data Essentials in SwiftUI" asks: app
/// storage and scene storage are lightweight storage used *with* the model, not the model. An
/// edit appends one line to the log, so its cost does not grow with the list. When the log grows
/// larger than the snapshot, the store writes a new snapshot — to a temporary file that then
/// replaces the old one, so a crash leaves either the old snapshot or the new one, never half of
/// one — and empties the log: the rewrite costs O(n) once every O(n) edits.
///
/// A process killed in the middle of an append leaves a torn last line; loading ignores it with
/// a `warning:`, keeps it aside in a file of its own, and keeps every change before it. A file
/// that cannot be read at all is moved aside with a `warning:` that says where, never deleted,
/// and the store starts from the sample todos.
final class FileTodoStore: TodoRepository, @unchecked Sendable {
  /// The folder the store's files live in.
  let folder: URL
  /// What loading had to repair, one line each; they were also passed to `warn`.
  private(set) var loadWarnings: [String] = []
  /// The snapshot: every todo, and the number the next id gets.
  var snapshotURL: URL { folder.appendingPathComponent("todos.json") }
  /// The changes made since the snapshot, one JSON line each.
  var logURL: URL { folder.appendingPathComponent("changes.log") }

  private let synchronizesEveryWrite: Bool
  private let warn: (String) -> Void
  // NB: @unchecked Sendable is justified by this lock, which guards every property below it.
  private let lock = NSLock()
  private var todos: [Todo]
  private var indexByID: [TodoID: Int] = [:]
  private var nextNumber: Int
  private var log: FileHandle?
  private var logSize = 0
  private var snapshotSize = 0

  /// Opens the store in `folder`, creating it on first use with `fixture`.
  ///
  /// With `synchronizesEveryWrite`, each change is on disk before the call returns, so a second
  /// process, or a crash a moment later, sees it.
  init(
    folder: URL, fixture: [Todo], synchronizesEveryWrite: Bool = true,
    warn: @escaping (String) -> Void
  ) {
    self.folder = folder
    self.synchronizesEveryWrite = synchronizesEveryWrite
    self.warn = warn
    todos = fixture
    nextNumber = TodoFixture.nextIDNumber(after: fixture)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    lock.withLock {
      var warnings: [String] = []
      load(fixture: fixture, warnings: &warnings)
      for line in warnings { warn(line) }
      loadWarnings = warnings
      openLog()
    }
  }

  // MARK: - TodoRepository

  func allTodos() -> [Todo] {
    lock.withLock { todos }
  }

  func todo(withID id: TodoID) -> Todo? {
    lock.withLock { indexByID[id].map { todos[$0] } }
  }

  var count: Int {
    lock.withLock { todos.count }
  }

  @discardableResult
  func add(title: String) -> Todo {
    lock.withLock {
      let todo = Todo(id: TodoID(number: nextNumber), title: title)
      nextNumber += 1
      todos.insert(todo, at: 0)
      reindex()
      append(.added(todo, nextNumber: nextNumber))
      return todo
    }
  }

  @discardableResult
  func modify(id: TodoID, _ change: (inout Todo) -> Void) -> Todo? {
    lock.withLock {
      guard let index = indexByID[id] else { return nil }
      change(&todos[index])
      append(.updated(todos[index]))
      return todos[index]
    }
  }

  @discardableResult
  func delete(id: TodoID) -> Todo? {
    lock.withLock {
      guard let index = indexByID[id] else { return nil }
      let removed = todos.remove(at: index)
      reindex()
      append(.deleted(id))
      return removed
    }
  }

  // MARK: - Writing

  /// One line of the log.
  private enum Record: Codable {
    case added(Todo, nextNumber: Int)
    case updated(Todo)
    case deleted(TodoID)
  }

  /// What the snapshot file holds.
  private struct Snapshot: Codable {
    var todos: [Todo]
    var nextNumber: Int
  }

  /// Appends one change to the log: O(1) in the length of the list.
  private func append(_ record: Record) {
    guard var line = try? JSONEncoder().encode(record) else { return }
    line.append(UInt8(ascii: "\n"))
    log?.write(line)
    if synchronizesEveryWrite { try? log?.synchronize() }
    logSize += line.count
    if logSize > max(snapshotSize, 64 * 1024) { compact() }
  }

  /// Writes the whole list as a new snapshot, atomically, then empties the log.
  ///
  /// A crash before the replace leaves the old snapshot and the whole log; a crash after it
  /// leaves the new snapshot and a log whose changes it already holds, which replay to the same
  /// list.
  private func compact() {
    guard let data = try? JSONEncoder().encode(Snapshot(todos: todos, nextNumber: nextNumber))
    else { return }
    do {
      // `.atomic` writes a temporary file and then replaces the snapshot with it.
      try data.write(to: snapshotURL, options: .atomic)
    } catch {
      return  // The log still holds every change; the next append tries again.
    }
    snapshotSize = data.count
    try? log?.truncate(atOffset: 0)
    try? log?.seek(toOffset: 0)
    if synchronizesEveryWrite { try? log?.synchronize() }
    logSize = 0
  }

  // MARK: - Loading

  private func load(fixture: [Todo], warnings: inout [String]) {
    let manager = FileManager.default
    guard manager.fileExists(atPath: snapshotURL.path) else {
      // First use: the sample todos, as a snapshot, and an empty log.
      if manager.fileExists(atPath: logURL.path) {
        warnings.append(moveAside(logURL, because: "has no snapshot to apply its changes to"))
      }
      compactAtLoad()
      return
    }
    guard let data = try? Data(contentsOf: snapshotURL),
      let snapshot = try? JSONDecoder().decode(Snapshot.self, from: data)
    else {
      warnings.append(moveAside(snapshotURL, because: "cannot be read"))
      if manager.fileExists(atPath: logURL.path) {
        warnings.append(moveAside(logURL, because: "belongs to the snapshot that cannot be read"))
      }
      warnings[warnings.count - 1] += "; starting again from the sample todos"
      todos = fixture
      nextNumber = TodoFixture.nextIDNumber(after: fixture)
      compactAtLoad()
      return
    }
    todos = snapshot.todos
    nextNumber = max(snapshot.nextNumber, TodoFixture.nextIDNumber(after: snapshot.todos))
    snapshotSize = data.count
    reindex()
    replayLog(warnings: &warnings)
  }

  /// Applies the log's changes in order.
  ///
  /// A torn last line is ignored; an unreadable line before the last one means the log is
  /// damaged, and it is kept aside from there on.
  private func replayLog(warnings: inout [String]) {
    guard let data = try? Data(contentsOf: logURL), !data.isEmpty else { return }
    var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    let endsWithNewline = data.last == UInt8(ascii: "\n")
    if endsWithNewline { lines.removeLast() }  // The empty piece after the last newline.
    var goodBytes = 0
    var replay = Replay(todos: todos)
    defer {
      todos = replay.todos
      nextNumber = max(nextNumber, replay.nextNumber)
      reindex()
    }
    for (number, line) in lines.enumerated() {
      let isLast = number == lines.count - 1
      guard !isLast || endsWithNewline,
        let record = try? JSONDecoder().decode(Record.self, from: Data(line))
      else {
        let rest = data.suffix(from: data.startIndex + goodBytes)
        let kept = keepAside(Data(rest), from: logURL)
        warnings.append(
          isLast
            ? "warning: the last change in \(logURL.path) was cut off as it was written, so it "
              + "is ignored; every change before it is restored (its bytes are kept in \(kept))"
            : "warning: change \(number + 1) in \(logURL.path) cannot be read; the changes "
              + "before it are restored, and it and the \(lines.count - number - 1) after it "
              + "are kept in \(kept)")
        break
      }
      replay.apply(record)
      goodBytes += line.count + 1
    }
    if goodBytes < data.count {
      // Drop what was kept aside, so the next append starts a clean line.
      try? data.prefix(goodBytes).write(to: logURL, options: .atomic)
    }
    logSize = goodBytes
  }

  /// The list as the log's changes are applied to it, each in O(1), so a long log loads in
  /// O(n) rather than O(n) per change.
  private struct Replay {
    private var byID: [TodoID: Todo]
    private let snapshotOrder: [TodoID]
    /// The ids added by the log, oldest first; each went on top of the list.
    private var added: [TodoID] = []
    private(set) var nextNumber = 0

    init(todos: [Todo]) {
      byID = Dictionary(todos.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      snapshotOrder = todos.map(\.id)
    }

    mutating func apply(_ record: Record) {
      switch record {
      case .added(let todo, let number):
        if byID[todo.id] == nil {
          byID[todo.id] = todo
          added.append(todo.id)
        }
        nextNumber = max(nextNumber, number)
      case .updated(let todo):
        if byID[todo.id] != nil { byID[todo.id] = todo }
      case .deleted(let id):
        byID[id] = nil
      }
    }

    /// The list, newest first: the added todos, newest first, above the snapshot's.
    var todos: [Todo] {
      (added.reversed() + snapshotOrder).compactMap { byID[$0] }
    }
  }

  private func compactAtLoad() {
    reindex()
    try? FileManager.default.removeItem(at: logURL)
    compact()
  }

  private func openLog() {
    let manager = FileManager.default
    if !manager.fileExists(atPath: logURL.path) {
      _ = manager.createFile(atPath: logURL.path, contents: nil)
    }
    log = try? FileHandle(forWritingTo: logURL)
    _ = try? log?.seekToEnd()
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

  /// Writes `data` next to `url` under a name that says why, and returns that path.
  private func keepAside(_ data: Data, from url: URL) -> String {
    let aside = asideURL(for: url)
    try? data.write(to: aside, options: .atomic)
    return aside.path
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
    indexByID = Dictionary(todos.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
  }
}
