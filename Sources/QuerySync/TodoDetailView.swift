import SwiftData
import SwiftUI
import TodoModel

/// The detail of one todo, given its persistent identifier: it looks the model up in the
/// environment's context, the same object the list shows, and closes when it is gone.
struct TodoDetailView: View {
  let id: PersistentIdentifier
  @Environment(\.dismiss) private var dismiss
  // Read so that a delete anywhere runs this body, which then finds nothing.
  @Query private var todos: [TodoItem]

  var body: some View {
    let todo = todos.first { $0.persistentModelID == id }
    VStack {
      if let todo {
        TodoEditor(todo: todo)
      } else {
        Text("This todo was deleted.")
      }
    }
    .onChange(of: todo == nil, initial: true) { _, isDeleted in
      if isDeleted { dismiss() }
    }
  }
}

/// The fields of a detail, reading the model itself.
///
/// The field is not bound to the model: what the person types stays in the field, whatever the
/// server's pushes save meanwhile, and the model takes it only when they submit it, as the
/// server does. Bound with `$todo.title`, each key would change the model, and the context's
/// autosave would store text the server never received.
struct TodoEditor: View {
  let todo: TodoItem
  @Environment(\.modelContext) private var context
  @Environment(TodoServer.self) private var server
  /// What the person has typed and not submitted; `nil` while the field shows the title.
  @State private var typedTitle: String?

  var body: some View {
    Form {
      TextField("Title", text: title)
        .onSubmit { submitTitle() }
      Toggle("Favorite", isOn: isFavorite)
      Button("Delete", role: .destructive) { server.delete(todo, in: context) }
    }
  }

  /// The model's title, or what the person is typing over it.
  private var title: Binding<String> {
    Binding(
      get: { typedTitle ?? todo.title },
      set: { typedTitle = $0 })
  }

  private func submitTitle() {
    guard let typedTitle else { return }
    server.rename(todo, to: typedTitle)
    self.typedTitle = nil
  }

  private var isFavorite: Binding<Bool> {
    Binding(
      get: { todo.isFavorite },
      set: { server.setFavorite($0, of: todo) })
  }
}
