import SwiftData
import SwiftUI
import TodoModel

/// `model-held-after-delete`: the destination looks the model up once, when the detail opens,
/// and hands the editor that model, where the correct `ContentView` shows a `TodoDetailView`
/// whose query keeps asking.
///
/// Symptom: a todo deleted in another window, or by the server, stays open in this one with its
/// last title; nothing tells the detail that its model is gone. On a device, reading a property
/// of a model whose data is gone was reported to stop the app ("This model instance was
/// invalidated because its backing data could no longer be found the store", Apple Developer
/// Forums thread 776645, for a model reached through a relationship).
///
/// ``ContentView``, whose destination holds the model it found.
struct HeldModelContentView: View {
  @State private var path: [PersistentIdentifier] = []
  @Environment(\.modelContext) private var context

  var body: some View {
    NavigationStack(path: $path) {
      TodoListView()
        .navigationTitle("Todos")
        .navigationDestination(for: PersistentIdentifier.self) { id in
          if let todo = context.model(for: id) as? TodoItem {
            TodoEditor(todo: todo)
          }
        }
    }
  }
}
