import SwiftData
import SwiftUI
import TodoModel

/// `second-context`: the detail makes a `ModelContext` of its own and edits the model it finds
/// there, and that context never saves.
///
/// Symptom: the detail shows its edit, the server gets it, and no list ever does: the list's
/// `@Query` reads the main context, whose object for the todo is another one, and a context's
/// changes reach no other context until it saves.
///
/// ``ContentView``, whose destination edits a model of a context of its own.
struct SecondContextContentView: View {
  @State private var path: [PersistentIdentifier] = []
  @Environment(\.modelContext) private var context

  var body: some View {
    NavigationStack(path: $path) {
      TodoListView()
        .navigationTitle("Todos")
        .navigationDestination(for: PersistentIdentifier.self) { id in
          let ownContext = ModelContext(context.container)
          if let todo = ownContext.model(for: id) as? TodoItem { TodoEditor(todo: todo) }
        }
    }
  }
}
