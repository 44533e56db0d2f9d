import Foundation
import HeadlessSwiftData
import TodoModel

/// Takes the server's pushes into the store, away from the main actor: a model actor with a
/// context of its own, written as `@ModelActor` would generate it.
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
    let id = change.todoID
    var byID = FetchDescriptor<TodoItem>(predicate: #Predicate { $0.id == id })
    byID.fetchLimit = 1
    let model = try modelContext.fetch(byID).first
    switch (repository.todo(withID: id), model) {
    case (let todo?, let model?):
      model.restore(
        TodoItem.Snapshot(
          id: todo.id, title: todo.title, isFavorite: todo.isFavorite, order: model.order))
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
