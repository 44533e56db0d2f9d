import Foundation

/// The default data source: todos in memory, guarded by a lock.
///
/// Storage is a dictionary for O(1) lookup and update by id, plus the order of ids. The order is
/// kept oldest first, so adding a todo at the top of the list is an append and costs O(1).
public final class InMemoryTodoRepository: TodoRepository, @unchecked Sendable {
  // NB: `@unchecked Sendable` is sound because every access to the stored state below goes
  // through `lock`. `Mutex` from the Synchronization module would say the same to the compiler,
  // but needs macOS 15 / iOS 18, newer than this package's platforms.
  private let lock = NSLock()
  private var todosByID: [TodoID: Todo] = [:]
  private var idsOldestFirst: [TodoID] = []
  private var nextIDNumber: Int

  /// Creates a repository holding `todos` (top of the list first).
  ///
  /// - Parameter nextIDNumber: the number of the id the next ``add(title:)`` assigns; by
  ///   default one past the highest id in `todos`.
  public init(todos: [Todo] = TodoFixture.todos, nextIDNumber: Int? = nil) {
    for todo in todos.reversed() {
      todosByID[todo.id] = todo
      idsOldestFirst.append(todo.id)
    }
    self.nextIDNumber = nextIDNumber ?? TodoFixture.nextIDNumber(after: todos)
  }

  /// All todos, top of the list first; O(n).
  public func allTodos() -> [Todo] {
    lock.withLock { idsOldestFirst.reversed().compactMap { todosByID[$0] } }
  }

  /// The todo with this id; O(1).
  public func todo(withID id: TodoID) -> Todo? {
    lock.withLock { todosByID[id] }
  }

  /// How many todos there are; O(1).
  public var count: Int {
    lock.withLock { todosByID.count }
  }

  /// The number the next new id will carry; it only ever grows.
  public var upcomingIDNumber: Int {
    lock.withLock { nextIDNumber }
  }

  /// Inserts a todo at the top with the next id; O(1) amortized.
  @discardableResult
  public func add(title: String) -> Todo {
    lock.withLock {
      let todo = Todo(id: TodoID(number: nextIDNumber), title: title)
      nextIDNumber += 1
      todosByID[todo.id] = todo
      idsOldestFirst.append(todo.id)
      return todo
    }
  }

  /// Changes a todo in place under the lock, so two concurrent toggles never lose one; O(1).
  @discardableResult
  public func modify(id: TodoID, _ change: (inout Todo) -> Void) -> Todo? {
    lock.withLock {
      guard var todo = todosByID[id] else { return nil }
      change(&todo)
      todosByID[id] = todo
      return todo
    }
  }

  /// Removes a todo; O(n), because its place in the order has to be found.
  @discardableResult
  public func delete(id: TodoID) -> Todo? {
    lock.withLock {
      guard let todo = todosByID.removeValue(forKey: id) else { return nil }
      if let index = idsOldestFirst.lastIndex(of: id) {
        idsOldestFirst.remove(at: index)
      }
      return todo
    }
  }
}
