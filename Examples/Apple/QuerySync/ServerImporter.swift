// Chapter 8 on Apple platforms: iOS 17, iPadOS 17, macOS 14 or later (SwiftData's `@ModelActor`).
// The importer that saves the server's pushes away from the main actor. Part of the app in
// TodoApp.swift, which starts it: add it to the same app target.

#if canImport(SwiftData)
import Foundation
import SwiftData

/// Takes the server's pushes into the store, away from the main actor: a model actor with a
/// context of its own.
///
/// A push carries the todo as the server saved it; the importer finds the model by the server's
/// id in its own context, brings it to that value and saves. What Apple's pages promise is that a
/// save writes the changes to the container's store, and that `@Query` manages its models "so
/// they remain in sync with the underlying data": each list's query is meant to show the save.
@ModelActor
actor ServerImporter {
  /// Brings the model of `change`'s todo to the server's value, and saves.
  func apply(_ change: TodoChange) throws {
    let id = change.todoID
    var byID = FetchDescriptor<TodoItem>(predicate: #Predicate { $0.id == id })
    byID.fetchLimit = 1
    let model = try modelContext.fetch(byID).first
    switch (change, model) {
    case (.saved(let todo), let model?):
      model.title = todo.title
      model.isFavorite = todo.isFavorite
    case (.saved(let todo), nil):
      modelContext.insert(TodoItem(todo, order: modelContext.nextTodoOrder()))
    case (.deleted, let model?):
      modelContext.delete(model)
    case (.deleted, nil):
      return
    }
    // NB: how this save meets an edit of the same todo not yet saved in another context is not
    // documented. Nor is how soon a view that holds the model, not a query, shows it: on iOS 17
    // such a view (here `TodoRow` and `TodoEditor`) was reported not to refresh after a model
    // actor's save while the `@Query` around it did (fatbobman, "Practical SwiftData", 2024,
    // FB13689240). A 2025 report says the same demo refreshes when built with Xcode 16.2 and 16.3,
    // while the reporter's own project still did not. Apple has not said which release changed
    // what: check on the oldest OS you support.
    try modelContext.save()
  }
}
#endif
