// The model that chapters 0, 2, 3, 4, 6 and 7 share on Apple platforms: a todo, a change to one, and
// the store that stands in for a database or a server. Foundation only, so it builds anywhere.

import Foundation

/// One todo: a value. Copying it copies its title, which is how chapter 0's list goes stale.
public struct Todo: Identifiable, Hashable, Sendable {
  public let id: String
  public var title: String
  public var isFavorite: Bool

  public init(id: String, title: String, isFavorite: Bool = false) {
    self.id = id
    self.title = title
    self.isFavorite = isFavorite
  }
}

/// What every mechanism carries from the screen that changed a todo to the screens that show it.
public enum TodoChange: Sendable {
  case added(Todo)
  case updated(Todo)
  case deleted(Todo.ID)

  /// The todo the change is about.
  public var todoID: Todo.ID {
    switch self {
    case .added(let todo), .updated(let todo): todo.id
    case .deleted(let id): id
    }
  }
}

/// The data source. Thread-safe, because a server's changes arrive on background threads.
public final class TodoStore: @unchecked Sendable {
  /// The store of chapter 0's app, which every screen reaches on its own.
  public static let shared = TodoStore(todos: [
    Todo(id: "t1", title: "Water the plants", isFavorite: true),
    Todo(id: "t2", title: "Renew passport"),
    Todo(id: "t3", title: "Call the dentist"),
  ])

  // `@unchecked Sendable` is justified by this lock: it guards every read and write below.
  private let lock = NSLock()
  private var todos: [Todo]
  private var nextNumber: Int

  public init(todos: [Todo]) {
    self.todos = todos
    nextNumber = todos.count + 1
  }

  /// A copy of every todo, newest first.
  public func allTodos() -> [Todo] {
    lock.withLock { todos }
  }

  public func todo(withID id: Todo.ID) -> Todo? {
    lock.withLock { todos.first { $0.id == id } }
  }

  /// Saves a new title and returns the todo as saved, or `nil` if it was deleted meanwhile.
  @discardableResult
  public func rename(id: Todo.ID, to title: String) -> Todo? {
    update(id: id) { $0.title = title }
  }

  @discardableResult
  public func setFavorite(_ isFavorite: Bool, id: Todo.ID) -> Todo? {
    update(id: id) { $0.isFavorite = isFavorite }
  }

  public func add(title: String) -> Todo {
    lock.withLock {
      let todo = Todo(id: "t\(nextNumber)", title: title)
      nextNumber += 1
      todos.insert(todo, at: 0)
      return todo
    }
  }

  /// Deletes a todo; `false` if it was already gone.
  @discardableResult
  public func delete(id: Todo.ID) -> Bool {
    lock.withLock {
      guard let index = todos.firstIndex(where: { $0.id == id }) else { return false }
      todos.remove(at: index)
      return true
    }
  }

  private func update(id: Todo.ID, _ change: (inout Todo) -> Void) -> Todo? {
    lock.withLock {
      guard let index = todos.firstIndex(where: { $0.id == id }) else { return nil }
      change(&todos[index])
      return todos[index]
    }
  }
}
