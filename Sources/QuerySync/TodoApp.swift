import HeadlessSwiftData
import HeadlessSwiftUI
import TodoModel

/// The app: one model container for every window, and the server the views write to.
///
/// The container's main context is every window's `modelContext`: each window's `@Query` reads
/// it, and each detail looks its todo up in it, so every screen shows the same objects.
struct TodoApp: App {
  let container: ModelContainer
  let server: TodoServer

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
