import Foundation
import HeadlessSwiftUI
import TodoModel

/// The todos and the id counter, kept in app storage: the source of truth of this chapter.
///
/// Every change rewrites the whole list under one key, as `@AppStorage("todos")` holding an
/// array would: simple, and its cost grows with the list (see the chapter's benchmark).
/// Reads come from a copy in memory, kept in step with every write, so a lookup by id is O(1).
final class StoredTodoRepository: TodoRepository, @unchecked Sendable {
  static let todosKey = "todos"
  static let nextNumberKey = "nextTodoNumber"

  let suite: StorageSuite
  /// What loading had to repair, one line each; they were also written to standard error.
  let loadWarnings: [String]
  // NB: @unchecked Sendable is justified by this lock, which guards the three properties below.
  private let lock = NSRecursiveLock()
  private var todos: [Todo]
  private var indexByID: [TodoID: Int] = [:]
  private var nextNumber: Int

  /// Loads from `suite`; a first launch, or data that cannot be read, starts from `fixture`.
  init(suite: StorageSuite, fixture: [Todo], warn: (String) -> Void) {
    self.suite = suite
    var warnings: [String] = []
    func warning(_ key: String, _ problem: String, _ remedy: String) {
      let line = "warning: the stored '\(key)' in \(suite.name) \(problem); \(remedy)"
      warnings.append(line)
      warn(line)
    }

    var needsWrite = false
    switch suite.read([Todo].self, forKey: Self.todosKey) {
    case .value(let stored):
      // Keep the first of any repeated id rather than throwing the whole list away.
      var seen = Set<TodoID>()
      todos = stored.filter { seen.insert($0.id).inserted }
      if todos.count < stored.count {
        warning(
          Self.todosKey, "repeats \(stored.count - todos.count) id(s)",
          "kept the first todo of each id")
        needsWrite = true
      }
    case .missing:
      todos = fixture
      needsWrite = true
    case .unreadable(let problem):
      warning(Self.todosKey, "cannot be read: \(problem)", "starting again from the sample todos")
      todos = fixture
      needsWrite = true
    }

    let smallestFreeNumber = TodoFixture.nextIDNumber(after: todos)
    switch suite.read(Int.self, forKey: Self.nextNumberKey) {
    case .value(let stored) where stored >= smallestFreeNumber:
      nextNumber = stored
    case .value(let stored):
      warning(
        Self.nextNumberKey, "is \(stored), which would reuse an id",
        "continuing from \(smallestFreeNumber)")
      nextNumber = smallestFreeNumber
      needsWrite = true
    case .missing:
      nextNumber = smallestFreeNumber
      needsWrite = true
    case .unreadable(let problem):
      warning(
        Self.nextNumberKey, "cannot be read: \(problem)", "continuing from \(smallestFreeNumber)")
      nextNumber = smallestFreeNumber
      needsWrite = true
    }
    loadWarnings = warnings
    reindex()
    if needsWrite { save(counterToo: true) }
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
      save(counterToo: true)
      return todo
    }
  }

  @discardableResult
  func modify(id: TodoID, _ change: (inout Todo) -> Void) -> Todo? {
    lock.withLock {
      guard let index = indexByID[id] else { return nil }
      change(&todos[index])
      save()
      return todos[index]
    }
  }

  @discardableResult
  func delete(id: TodoID) -> Todo? {
    lock.withLock {
      guard let index = indexByID[id] else { return nil }
      let removed = todos.remove(at: index)
      reindex()
      save()
      return removed
    }
  }

  // MARK: - Private

  /// Writes the whole list, and the counter when it changed; every instance of
  /// `AppStorage("todos")` hears of the list.
  private func save(counterToo: Bool = false) {
    if counterToo { suite.write(nextNumber, forKey: Self.nextNumberKey) }
    suite.write(todos, forKey: Self.todosKey)
  }

  private func reindex() {
    indexByID = Dictionary(uniqueKeysWithValues: todos.enumerated().map { ($1.id, $0) })
  }
}
