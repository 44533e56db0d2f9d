// Chapter 8 on Apple platforms: iOS 17, iPadOS 17, macOS 14 or later (SwiftData, Observation,
// `@Bindable`, `@Environment(Type.self)`). A complete app in this folder's six files: add them all
// to a new SwiftUI app target in place of its App and ContentView files.
//
// The todos live in a SwiftData container kept in memory; every window's list is a `@Query`, a
// detail gets a todo's persistent identifier, and the server's pushes are saved by a model actor.

#if canImport(SwiftUI) && canImport(SwiftData)
import SwiftData
import SwiftUI

/// The app: one model container for every window, the server the views write to, and a loop
/// that hands the server's pushes to the importer.
///
/// `.modelContainer(_:)` puts a context of the container in each window's environment; the
/// window's `@Query` properties and its detail use that context, so the list and the detail show
/// the same objects.
@main
struct TodoApp: App {
  let container: ModelContainer
  let server: TodoServer

  init() {
    // A container in memory, as the chapter keeps nothing between launches.
    guard
      let container = try? ModelContainer(
        for: TodoItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    else { preconditionFailure("a container kept in memory always opens") }
    let api = InMemoryTodoAPI(todos: [
      Todo(id: "t1", title: "Water the plants", isFavorite: true),
      Todo(id: "t2", title: "Renew passport"),
      Todo(id: "t3", title: "Call the dentist"),
    ])
    let todos = api.allTodos()
    for (index, todo) in todos.enumerated() {
      container.mainContext.insert(TodoItem(todo, order: todos.count - index))
    }
    do {
      try container.mainContext.save()
    } catch {
      preconditionFailure("a container kept in memory saves its first todos: \(error)")
    }
    self.container = container
    server = TodoServer(api: api)

    // One loop for the whole app, started here: a view's `.task` would start one per window.
    let pushes = api.pushes
    Task.detached {
      // Made in a detached task, off the main actor: a model actor was reported to do its work
      // on the thread that made it (fatbobman, "Concurrent Programming in SwiftData"), which
      // Apple's pages neither say nor rule out.
      let importer = ServerImporter(modelContainer: container)
      for await change in pushes {
        // A push that fails to save is dropped: the next push of that todo carries all of it.
        try? await importer.apply(change)
      }
    }
  }

  var body: some Scene {
    WindowGroup {
      ContentView()
        .environment(server)
        .modelContainer(container)
    }
  }
}

/// A window: the list at the root of a navigation stack, and a detail for each identifier on
/// the path.
///
/// The path holds identifiers, not models: a model belongs to the context that fetched it, and a
/// `PersistentIdentifier` is `Hashable`, `Codable` and `Sendable`.
struct ContentView: View {
  @State private var path: [PersistentIdentifier] = []

  var body: some View {
    NavigationStack(path: $path) {
      TodoListView()
        .navigationDestination(for: PersistentIdentifier.self) { id in
          TodoDetailView(id: id)
        }
    }
  }
}
#endif
