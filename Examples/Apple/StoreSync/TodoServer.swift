// Chapter 9 on every platform: a todo, a change the server pushes, and an in-memory server for
// running the app without one. Swift and Foundation only, so it builds anywhere. Part of the app in
// TodoApp.swift: add it to the same app target with the chapter's other files.

import Foundation

/// The server's id of a todo, such as "t3".
typealias TodoID = String

/// One todo: a value, so the state that holds it is a value too.
struct Todo: Identifiable, Hashable, Sendable {
  let id: TodoID
  var title: String
  var isFavorite = false
}

/// What the server pushes when a todo changed on another device.
enum TodoChange: Sendable {
  case added(Todo)
  case updated(Todo)
  case deleted(TodoID)

  /// The id of the todo the change is about.
  var todoID: TodoID {
    switch self {
    case .added(let todo), .updated(let todo): todo.id
    case .deleted(let id): id
    }
  }
}

/// A server in memory, for running the app without one: it hands out ids, keeps the todos, and
/// pushes what another device changed.
///
/// An actor, because the reducer's effects reach it from tasks off the main actor. A real server
/// is reached over the network, where each request takes time; the client's closures are `async`
/// for that reason.
actor InMemoryTodoServer {
  /// Every change made on another device from now on. One stream, read by one loop in the app.
  nonisolated let pushes: AsyncStream<TodoChange>
  private let pushContinuation: AsyncStream<TodoChange>.Continuation
  private var todos: [Todo]
  private var nextNumber: Int

  init(todos: [Todo]) {
    let (pushes, pushContinuation) = AsyncStream.makeStream(of: TodoChange.self)
    self.pushes = pushes
    self.pushContinuation = pushContinuation
    self.todos = todos
    nextNumber = todos.count + 1
  }

  /// Adds a todo at the top; the server hands out its id.
  func add(title: String) -> Todo {
    let todo = Todo(id: "t\(nextNumber)", title: title)
    nextNumber += 1
    todos.insert(todo, at: 0)
    return todo
  }

  func rename(id: TodoID, to title: String) {
    guard let index = todos.firstIndex(where: { $0.id == id }) else { return }
    todos[index].title = title
  }

  func setFavorite(_ isFavorite: Bool, id: TodoID) {
    guard let index = todos.firstIndex(where: { $0.id == id }) else { return }
    todos[index].isFavorite = isFavorite
  }

  func delete(id: TodoID) {
    todos.removeAll { $0.id == id }
  }

  /// The todo as the server holds it now, or `nil` once it is deleted.
  func todo(withID id: TodoID) -> Todo? {
    todos.first { $0.id == id }
  }

  /// Stores a change made on another device, then pushes it to this one, as a real server would.
  /// Call it from a debug menu or a test to watch a push reach every window.
  func receiveFromAnotherDevice(_ change: TodoChange) {
    switch change {
    case .added(let todo), .updated(let todo):
      if let index = todos.firstIndex(where: { $0.id == todo.id }) {
        todos[index] = todo
      } else {
        todos.insert(todo, at: 0)
      }
    case .deleted(let id):
      todos.removeAll { $0.id == id }
    }
    pushContinuation.yield(change)
  }
}
