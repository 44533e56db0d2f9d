// Chapter 8 on Apple platforms: iOS 17, iPadOS 17, macOS 14 or later (Observation, SwiftData).
// Where the views send what a person changed, and the network's place: a protocol for the server
// and an in-memory fake of it. Part of the app in TodoApp.swift: add it to the same app target.

#if canImport(SwiftData)
import Foundation
import Observation
import SwiftData

/// A todo as the server sends it: a value.
struct Todo: Identifiable, Hashable, Sendable {
  let id: String
  var title: String
  var isFavorite = false
}

/// What the server pushes when a todo changed elsewhere: the todo as saved now, or the id of one
/// that is gone.
enum TodoChange: Sendable {
  case saved(Todo)
  case deleted(id: String)

  /// The id of the todo the change is about.
  var todoID: String {
    switch self {
    case .saved(let todo): todo.id
    case .deleted(let id): id
    }
  }
}

/// The network's place: the requests the app sends, and the pushes it receives.
///
/// A real client sends HTTP requests, which take time and can fail, and reads pushes from a socket
/// or a push notification. This protocol answers at once, so that the chapter's code keeps the
/// stand-in's shape.
@MainActor
protocol TodoAPI: AnyObject {
  func allTodos() -> [Todo]
  /// Adds a todo on the server, which hands out its id.
  func add(title: String) -> Todo
  func rename(id: String, to title: String)
  func setFavorite(_ isFavorite: Bool, id: String)
  func delete(id: String)
  /// Every change the server pushes from now on, made on another device.
  var pushes: AsyncStream<TodoChange> { get }
}

/// A server in memory, for running the app without one.
@MainActor
final class InMemoryTodoAPI: TodoAPI {
  let pushes: AsyncStream<TodoChange>
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

  func allTodos() -> [Todo] {
    todos
  }

  func add(title: String) -> Todo {
    let todo = Todo(id: "t\(nextNumber)", title: title)
    nextNumber += 1
    todos.insert(todo, at: 0)
    return todo
  }

  func rename(id: String, to title: String) {
    guard let index = todos.firstIndex(where: { $0.id == id }) else { return }
    todos[index].title = title
  }

  func setFavorite(_ isFavorite: Bool, id: String) {
    guard let index = todos.firstIndex(where: { $0.id == id }) else { return }
    todos[index].isFavorite = isFavorite
  }

  func delete(id: String) {
    todos.removeAll { $0.id == id }
  }

  /// Stores a change made on another device, then pushes it to this one, as a real server would.
  func receiveFromAnotherDevice(_ change: TodoChange) {
    switch change {
    case .saved(let todo):
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

/// Where the views send what a person changed: the store first, so every screen shows it at
/// once, then the server, field by field.
///
/// It holds no todos: the models in the container are the app's one copy of them.
@Observable
@MainActor
final class TodoServer {
  @ObservationIgnored private let api: any TodoAPI

  init(api: any TodoAPI) {
    self.api = api
  }

  /// Adds a todo at the top: the server hands out its id, and the model takes it.
  func add(title: String, in context: ModelContext) {
    let todo = api.add(title: title)
    context.insert(TodoItem(todo, order: context.nextTodoOrder()))
    // Saved at once: a new model's identifier can be temporary until its context saves, and a
    // detail finds its todo by the identifier its row linked to. Autosave would save it too, but
    // Apple's page does not say when. A save that fails leaves the insert pending in the context,
    // and a fetch includes pending changes unless told not to, so the list shows it all the same.
    try? context.save()
  }

  /// Gives `todo` the title a person submitted, then sends it.
  func rename(_ todo: TodoItem, to title: String) {
    todo.title = title
    api.rename(id: todo.id, to: title)
  }

  /// Sets the star of `todo`, then sends it.
  func setFavorite(_ isFavorite: Bool, of todo: TodoItem) {
    todo.isFavorite = isFavorite
    api.setFavorite(isFavorite, id: todo.id)
  }

  /// Deletes `todo` from the store, then from the server.
  func delete(_ todo: TodoItem, in context: ModelContext) {
    let id = todo.id
    context.delete(todo)
    api.delete(id: id)
  }
}
#endif
