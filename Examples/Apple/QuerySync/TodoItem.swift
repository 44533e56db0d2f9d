// Chapter 8 on Apple platforms: iOS 17, iPadOS 17, macOS 14 or later (SwiftData). The model of
// the app in TodoApp.swift: add it to the same app target with the chapter's other files.

#if canImport(SwiftData)
import Foundation
import SwiftData

/// One stored todo: a SwiftData model, the one object every list and detail of a context reads.
///
/// The list sorts by ``order``, newest first; the server's id is a property of its own, so a
/// change the server pushes finds its model, and the list identifies its rows by it.
@Model
final class TodoItem {
  // `PersistentModel` already gives every model an `id`, its persistent identifier; a stored `id`
  // of the class's own takes that place as its `Identifiable` id, as `BirdSpecies` does in Apple's
  // Backyard Birds sample. `.unique` keeps one model per server todo: a save that meets a stored
  // model with the same id updates it instead of adding a second (an "upsert", WWDC23 "Model
  // your schema with SwiftData"); how two contexts that both inserted it unsaved end up is not
  // documented.
  /// The todo's id on the server, such as "t3".
  @Attribute(.unique) var id: String
  var title: String
  var isFavorite: Bool
  /// A newer todo has a higher order: the list shows the highest first.
  var order: Int

  init(_ todo: Todo, order: Int) {
    id = todo.id
    title = todo.title
    isFavorite = todo.isFavorite
    self.order = order
  }
}

extension ModelContext {
  /// The order of a todo added now: one above the highest this context can see.
  ///
  /// The stand-in hands orders out from one locked counter that the views and the importer share.
  /// Here each context asks the store instead, one row sorted by order, so the main actor and the
  /// model actor share no object but the container (`@ModelActor`'s generated initializer takes
  /// the container alone). Two adds at the same moment, one in each context, can get the same
  /// order; the list then shows both, in either order.
  func nextTodoOrder() -> Int {
    var newest = FetchDescriptor<TodoItem>(
      sortBy: [SortDescriptor(\TodoItem.order, order: .reverse)])
    newest.fetchLimit = 1
    // NB: a fetch that fails gives order 1, and the new todo goes to the bottom of the list.
    let highest = (try? fetch(newest).first?.order) ?? 0
    return highest + 1
  }
}
#endif
