import HeadlessSwiftData
import HeadlessSwiftUI
import TodoModel

/// The detail of one todo, given its persistent identifier: it looks the model up in the
/// environment's context, the same object the list shows, and closes when it is gone.
struct TodoDetailView: View {
  let id: PersistentIdentifier
  @Environment(\.modelContext) private var context
  @Environment(\.dismiss) private var dismiss
  // Read so that a delete anywhere runs this body, which then finds nothing.
  @Query private var todos: [TodoItem]

  var body: some View {
    if let todo = todos.first(where: { $0.persistentModelID == id }) {
      TodoEditor(todo: todo)
    } else {
      Text("This todo was deleted.")
        .onAppear { dismiss() }
    }
  }
}

/// The fields of a detail, bound to the model itself with `@Bindable`.
struct TodoEditor: View {
  @Bindable var todo: TodoItem
  @Environment(\.modelContext) private var context
  @Environment(TodoServer.self) private var server

  var body: some View {
    VStack {
      TextField("Title", text: $todo.title)
        .onSubmit { server.saveTitle(of: todo) }
      Toggle("Favorite", isOn: isFavorite)
      Button("Delete") { server.delete(todo, in: context) }
    }
  }

  private var isFavorite: Binding<Bool> {
    Binding(
      get: { todo.isFavorite },
      set: { server.setFavorite($0, of: todo) })
  }
}
