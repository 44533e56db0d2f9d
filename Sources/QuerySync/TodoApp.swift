import SwiftData
import SwiftUI
import TodoModel

/// The app: one model container for every window, and the server the views write to.
///
/// The container's main context is every window's `modelContext`: each window's `@Query` reads
/// it, and each detail looks its todo up in it, so every screen shows the same objects.
struct TodoApp: App {
  let container: ModelContainer
  let server: TodoServer

  /// The app SwiftUI launches: the sample todos, on a server in memory, in a container kept in
  /// memory, as the chapter keeps nothing between launches.
  init() {
    let repository = InMemoryTodoRepository()
    let todos = repository.allTodos()
    self.init(
      container: Self.makeContainer(holding: todos),
      server: TodoServer(repository: repository, orders: TodoOrders(after: todos.count)))
  }

  /// An app on `container`, whose views send their edits to `server`.
  init(container: ModelContainer, server: TodoServer) {
    self.container = container
    self.server = server
  }

  var body: some Scene {
    WindowGroup {
      ContentView()
        .environment(server)
        .modelContainer(container)
    }
  }

  /// A container kept in memory, holding a model of each of `todos`, the first on top.
  static func makeContainer(holding todos: [Todo]) -> ModelContainer {
    let container: ModelContainer
    do {
      container = try ModelContainer(
        for: TodoItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
      for (index, todo) in todos.enumerated() {
        container.mainContext.insert(TodoItem(todo, order: todos.count - index))
      }
      try container.mainContext.save()
    } catch {
      preconditionFailure("a container kept in memory opens and saves: \(error)")
    }
    return container
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
        .navigationTitle("Todos")
        .navigationDestination(for: PersistentIdentifier.self) { id in
          TodoDetailView(id: id)
        }
    }
  }
}
