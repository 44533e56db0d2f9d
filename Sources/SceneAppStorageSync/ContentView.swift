import SwiftUI
import TodoModel

/// A window: the list, the detail on its path, and the window's selection in scene storage.
///
/// The selection is light UI state of this window alone, so it goes in `@SceneStorage`, under
/// the scene's identity: each window keeps its own, and gets it back when it comes back. It is
/// the id, as a `String`: scene storage takes only simple values, never the model.
struct ContentView: View {
  @State private var path: [TodoID] = []
  @SceneStorage("selection") private var selection: String?

  var body: some View {
    NavigationStack(path: $path) {
      TodoListView()
        .navigationTitle("Todos")
        .navigationDestination(for: TodoID.self) { id in
          TodoDetailView(id: id)
        }
    }
    .onAppear {
      // The window comes back showing the detail it showed; a deleted todo's detail closes.
      if let id = selection.flatMap(TodoID.init(parsing:)) { path = [id] }
    }
    .onChange(of: path) { _, path in
      selection = path.last?.rawValue
    }
  }
}
