import SwiftData
import SwiftUI
import TodoModel

/// `value-copy`: the detail is handed a `Todo` value copied from the model, edits it in
/// `@State`, and writes the whole copy back when the person confirms.
///
/// Symptom: while the detail is open, a change made elsewhere — another window, the server —
/// never reaches it, and its next save writes the old copy over that change.
///
/// ``ContentView``, whose destination hands the detail a copy of the todo's values.
struct ValueCopyContentView: View {
  @State private var path: [PersistentIdentifier] = []
  @Environment(\.modelContext) private var context

  var body: some View {
    NavigationStack(path: $path) {
      TodoListView()
        .navigationTitle("Todos")
        .navigationDestination(for: PersistentIdentifier.self) { id in
          if let todo = context.model(for: id) as? TodoItem {
            CopyEditor(todo: todo.todo, id: id)
          }
        }
    }
  }
}

/// ``TodoEditor``, with the model replaced by a copy of its values, kept in `@State`: the field
/// and the star edit the copy, and each edit writes the whole copy over the model.
struct CopyEditor: View {
  @State var todo: Todo
  let id: PersistentIdentifier
  @Environment(\.modelContext) private var context
  @Environment(TodoServer.self) private var server

  var body: some View {
    Form {
      TextField("Title", text: $todo.title)
        .onSubmit { save() }
      Toggle("Favorite", isOn: $todo.isFavorite)
        .onChange(of: todo.isFavorite) { _, _ in save() }
      Button("Delete", role: .destructive) { model.map { server.delete($0, in: context) } }
    }
  }

  private var model: TodoItem? { context.registeredModel(for: id) }

  /// Writes the whole copy over the model, both fields at once.
  private func save() {
    guard let model else { return }
    server.rename(model, to: todo.title)
    server.setFavorite(todo.isFavorite, of: model)
  }
}
