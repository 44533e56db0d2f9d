import SwiftUI
import TodoModel

/// A window: the list at the root of a navigation stack, and a detail for each id on the path.
///
/// The path is this window's own state: two windows can show two different details. The view
/// passes `$path` to the stack without reading `path` itself, so opening a detail runs no body
/// here, and nothing below is made again.
struct ContentView: View {
  @State private var path: [TodoID] = []

  var body: some View {
    NavigationStack(path: $path) {
      TodoListView()
        .navigationTitle("Todos")
        .navigationDestination(for: TodoID.self) { id in
          TodoDetailView(id: id)
        }
    }
  }
}
