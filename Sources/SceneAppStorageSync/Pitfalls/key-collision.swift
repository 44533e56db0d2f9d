import SwiftUI
import TodoModel

/// `key-collision`: every window keeps its selection in `@AppStorage("selection")`, one value
/// for the whole app, where the correct `ContentView` uses `@SceneStorage`, one per scene.
///
/// Symptom: a new window opens on the detail another window showed, and after a relaunch every
/// window shows the detail that was opened last.
struct SharedSelectionContentView: View {
  @State private var path: [TodoID] = []
  @AppStorage("selection") private var selection: String? = nil

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
