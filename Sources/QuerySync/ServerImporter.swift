import Foundation
import SwiftData
import TodoModel

/// Takes the server's pushes into the store, away from the main actor: a model actor with a
/// context of its own.
///
/// It conforms to `ModelActor` by hand, as `@ModelActor` would, since it needs more than the
/// container the macro's initializer takes: the server to ask and the orders to hand out.
///
/// A push says which todo changed; the importer reads the server's current value, changes the
/// model in its own context and saves, and the save reaches the main context, every `@Query` on
/// it and every detail.
actor ServerImporter: ModelActor {
  nonisolated let modelContainer: ModelContainer
  nonisolated let modelExecutor: any ModelExecutor
  private let repository: any TodoRepository
  private let orders: TodoOrders

  init(modelContainer: ModelContainer, repository: any TodoRepository, orders: TodoOrders) {
    self.modelContainer = modelContainer
    modelExecutor = DefaultSerialModelExecutor(modelContext: ModelContext(modelContainer))
    self.repository = repository
    self.orders = orders
  }

  /// Brings the model of `change`'s todo to the server's value, and saves.
  func apply(_ change: TodoChange) throws {
    // A `String` for the predicate, which SwiftData runs in its store: it knows no `TodoChange`.
    let id = change.todoID.rawValue
    var byID = FetchDescriptor<TodoItem>(predicate: #Predicate { $0.id == id })
    byID.fetchLimit = 1
    let model = try modelContext.fetch(byID).first
    switch (repository.todo(withID: change.todoID), model) {
    case (let todo?, let model?):
      if model.title != todo.title { model.title = todo.title }
      if model.isFavorite != todo.isFavorite { model.isFavorite = todo.isFavorite }
    case (let todo?, nil):
      modelContext.insert(TodoItem(todo, order: orders.next()))
    case (nil, let model?):
      modelContext.delete(model)
    case (nil, nil):
      return
    }
    try modelContext.save()
  }
}
