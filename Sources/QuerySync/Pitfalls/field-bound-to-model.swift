import SwiftData
import SwiftUI
import TodoModel

/// `field-bound-to-model`: the editor binds its title field to the model with `@Bindable`, the
/// way SwiftData's samples edit a model, and sends the title when the person presses Return.
///
/// Symptom: each key changes the model at once, so every list shows text not yet submitted and
/// autosave may store what the server never received; a push for that todo, saved by the
/// importer, puts the server's title back into the model and the field: the typing is lost.
///
/// ``TodoEditor``, whose title field is bound to the model itself.
struct BoundEditor: View {
  @Bindable var todo: TodoItem
  @Environment(\.modelContext) private var context
  @Environment(TodoServer.self) private var server

  var body: some View {
    Form {
      TextField("Title", text: $todo.title)
        .onSubmit { server.rename(todo, to: todo.title) }
      Toggle("Favorite", isOn: isFavorite)
      Button("Delete", role: .destructive) { server.delete(todo, in: context) }
    }
  }

  private var isFavorite: Binding<Bool> {
    Binding(
      get: { todo.isFavorite },
      set: { server.setFavorite($0, of: todo) })
  }
}
