import Foundation
import HeadlessSwiftUI
import TodoModel

/// `todos-in-app-storage`: the whole list of todos in app storage under one key, as
/// `@AppStorage("todos")` holding an array would keep it, behind the chapter's own views.
///
/// In sync, at a cost that grows with the list: every edit encodes the whole list and rewrites
/// it. App storage is UserDefaults, made for small values such as settings, not for the model;
/// the WWDC20 session "Data Essentials in SwiftUI" says as much. The views, the controller and
/// the windows are the chapter's; only where the todos are kept differs.
final class TodosInAppStorageApp: SceneAppStorageSyncApp {
  override class func makeRepository(fixture: [Todo]) -> any TodoRepository {
    AppStorageTodoStore(
      suite: StorageLocation.openSettingsSuite(), fixture: fixture, warn: StorageLocation.warn)
  }
}

/// The todos and the id counter, kept in the app's settings suite.
///
/// Reads come from a copy in memory, so a lookup by id is O(1); every change writes the whole
/// list again. Stored data that cannot be read is kept aside under a key of its own, with a
/// warning, never overwritten.
final class AppStorageTodoStore: TodoRepository, @unchecked Sendable {
  static let todosKey = "todos"
  static let nextNumberKey = "nextTodoNumber"

  let suite: StorageSuite
  // NB: @unchecked Sendable is justified by this lock, which guards the three properties below.
  private let lock = NSRecursiveLock()
  private var todos: [Todo]
  private var indexByID: [TodoID: Int] = [:]
  private var nextNumber: Int

  /// Loads from `suite`; a first launch, or data that cannot be read, starts from `fixture`.
  init(suite: StorageSuite, fixture: [Todo], warn: (String) -> Void) {
    self.suite = suite
    func problem(_ key: String, _ what: String, _ remedy: String) {
      let aside = suite.keepAside(key).map { "; it is kept as '\($0)'" } ?? ""
      warn("warning: the stored '\(key)' in \(suite.name) \(what)\(aside); \(remedy)")
    }
    switch suite.read([Todo].self, forKey: Self.todosKey) {
    case .value(let stored):
      // Keep the first of any repeated id rather than throwing the whole list away.
      var seen = Set<TodoID>()
      todos = stored.filter { seen.insert($0.id).inserted }
      if todos.count < stored.count {
        warn(
          "warning: the stored '\(Self.todosKey)' in \(suite.name) repeats "
            + "\(stored.count - todos.count) id(s); kept the first todo of each id")
      }
    case .missing:
      todos = fixture
    case .unreadable(let what):
      problem(Self.todosKey, "cannot be read: \(what)", "starting again from the sample todos")
      todos = fixture
    }
    let smallestFreeNumber = TodoFixture.nextIDNumber(after: todos)
    switch suite.read(Int.self, forKey: Self.nextNumberKey) {
    case .value(let stored) where stored >= smallestFreeNumber:
      nextNumber = stored
    case .value(let stored):
      warn(
        "warning: the stored '\(Self.nextNumberKey)' in \(suite.name) is \(stored), which would "
          + "reuse an id; continuing from \(smallestFreeNumber)")
      nextNumber = smallestFreeNumber
    case .missing:
      nextNumber = smallestFreeNumber
    case .unreadable(let what):
      problem(
        Self.nextNumberKey, "cannot be read: \(what)", "continuing from \(smallestFreeNumber)")
      nextNumber = smallestFreeNumber
    }
    reindex()
    save(counterToo: true)
  }

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

  /// Writes the whole list, and the counter when it changed: O(n) for every edit.
  private func save(counterToo: Bool = false) {
    if counterToo { suite.write(nextNumber, forKey: Self.nextNumberKey) }
    suite.write(todos, forKey: Self.todosKey)
  }

  private func reindex() {
    indexByID = Dictionary(uniqueKeysWithValues: todos.enumerated().map { ($1.id, $0) })
  }
}
