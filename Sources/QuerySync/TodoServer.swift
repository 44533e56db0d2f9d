import Foundation
import Observation
import SwiftData
import TodoModel

/// Where the views send what a person changed: the store first, so every screen shows it at
/// once, then the server, field by field.
///
/// It holds no todos: the models in the container are the app's one copy of them.
@Observable
@MainActor
final class TodoServer {
  @ObservationIgnored private let repository: any TodoRepository
  @ObservationIgnored private let orders: TodoOrders

  init(repository: any TodoRepository, orders: TodoOrders) {
    self.repository = repository
    self.orders = orders
  }

  /// Adds a todo at the top: the server hands out its id, and the model takes it.
  func add(title: String, in context: ModelContext) {
    let todo = repository.add(title: title)
    context.insert(TodoItem(todo, order: orders.next()))
    // Saved at once: SwiftData gives a new model a temporary identifier until its context saves
    // it, and a detail finds its todo by the identifier its row linked to.
    do {
      try context.save()
    } catch {
      // The insert stays pending in the context, whose fetches include it, so the list shows it;
      // the context's next save stores it.
    }
  }

  /// Gives `todo` the title a person submitted, then sends it.
  func rename(_ todo: TodoItem, to title: String) {
    todo.title = title
    repository.rename(id: TodoID(todo.id), to: title)
  }

  /// Sets the star of `todo`, then sends it.
  func setFavorite(_ isFavorite: Bool, of todo: TodoItem) {
    todo.isFavorite = isFavorite
    repository.modify(id: TodoID(todo.id)) { $0.isFavorite = isFavorite }
  }

  /// Deletes `todo` from the store, then from the server.
  func delete(_ todo: TodoItem, in context: ModelContext) {
    let id = TodoID(todo.id)
    context.delete(todo)
    repository.delete(id: id)
  }
}
