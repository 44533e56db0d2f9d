import Foundation
import TodoModel

/// `todos-in-app-storage`: the whole list of todos in app storage under one key, as
/// `@AppStorage("todos")` holding the list's data would keep it, behind the chapter's own views.
///
/// In sync, at a cost that grows with the list: every edit encodes the whole list and rewrites
/// it. App storage is UserDefaults, made for small values such as settings, not for the model;
/// the WWDC20 session "Data Essentials in SwiftUI" says as much. The views, the controller and
/// the windows are the chapter's; only where the todos are kept differs.
///
/// Reads come from a copy in memory, so a lookup by id is O(1); every change writes the whole
/// list again. Stored data that cannot be read is kept aside under a key of its own, with a
/// warning, never overwritten.
final class AppStorageTodoStore: TodoRepository, @unchecked Sendable {
  static let todosKey = "todos"
  static let nextNumberKey = "nextTodoNumber"

  // NB: @unchecked Sendable is justified by this lock, which guards the three properties below
  // it; `UserDefaults` is documented as safe to use from any thread.
  private let lock = NSRecursiveLock()
  private let defaults: UserDefaults
  private var todos: [Todo]
  private var indexByID: [TodoID: Int] = [:]
  private var nextNumber: Int

  /// Loads from `defaults`; a first launch, or data that cannot be read, starts from `fixture`.
  init(defaults: UserDefaults, fixture: [Todo], warn: (String) -> Void) {
    self.defaults = defaults
    func problem(_ key: String, _ what: String, _ remedy: String) {
      let aside = Self.keepAside(key, in: defaults).map { "; it is kept as '\($0)'" } ?? ""
      warn("warning: the stored '\(key)' in app storage \(what)\(aside); \(remedy)")
    }
    switch defaults.object(forKey: Self.todosKey) {
    case nil:
      todos = fixture
    case let data as Data:
      do {
        let stored = try JSONDecoder().decode([Todo].self, from: data)
        // Keep the first of any repeated id rather than throwing the whole list away.
        var seen = Set<TodoID>()
        todos = stored.filter { seen.insert($0.id).inserted }
        if todos.count < stored.count {
          warn(
            "warning: the stored '\(Self.todosKey)' in app storage repeats "
              + "\(stored.count - todos.count) id(s); kept the first todo of each id")
        }
      } catch {
        problem(
          Self.todosKey, "cannot be read: it is not JSON for a list of todos",
          "starting again from the sample todos")
        todos = fixture
      }
    case let other?:
      problem(
        Self.todosKey, "cannot be read: it is a \(type(of: other)), not data",
        "starting again from the sample todos")
      todos = fixture
    }
    let smallestFreeNumber = TodoFixture.nextIDNumber(after: todos)
    switch defaults.object(forKey: Self.nextNumberKey) {
    case nil:
      nextNumber = smallestFreeNumber
    case let stored as Int where stored >= smallestFreeNumber:
      nextNumber = stored
    case let stored as Int:
      warn(
        "warning: the stored '\(Self.nextNumberKey)' in app storage is \(stored), which would "
          + "reuse an id; continuing from \(smallestFreeNumber)")
      nextNumber = smallestFreeNumber
    case let other?:
      problem(
        Self.nextNumberKey, "cannot be read: it is a \(type(of: other)), not a number",
        "continuing from \(smallestFreeNumber)")
      nextNumber = smallestFreeNumber
    }
    reindex()
    save(counterToo: true)
  }

  /// Moves what is stored under `key` to a key that says it could not be read, and returns it.
  private static func keepAside(_ key: String, in defaults: UserDefaults) -> String? {
    guard let object = defaults.object(forKey: key) else { return nil }
    let aside = "\(key).unreadable-\(Int(Date().timeIntervalSince1970))"
    defaults.set(object, forKey: aside)
    defaults.removeObject(forKey: key)
    return aside
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
    if counterToo { defaults.set(nextNumber, forKey: Self.nextNumberKey) }
    do {
      defaults.set(try JSONEncoder().encode(todos), forKey: Self.todosKey)
    } catch {
      // A list of plain structs always encodes; were it ever not to, the last list stays.
      assertionFailure("the todos cannot be encoded: \(error)")
    }
  }

  private func reindex() {
    indexByID = Dictionary(uniqueKeysWithValues: todos.enumerated().map { ($1.id, $0) })
  }
}
