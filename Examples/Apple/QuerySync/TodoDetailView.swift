// Chapter 8 on Apple platforms: iOS 17, iPadOS 17, macOS 14 or later (SwiftData's `@Query`,
// `@Bindable`, `@Environment(Type.self)`). The detail screen of the app in TodoApp.swift: add it to
// the same app target.

#if canImport(SwiftUI) && canImport(SwiftData)
import SwiftData
import SwiftUI

/// The detail of one todo, given its persistent identifier: it looks the model up in the
/// environment's context, the same object the list shows, and closes when it is gone.
struct TodoDetailView: View {
  let id: PersistentIdentifier
  @Environment(\.dismiss) private var dismiss
  // Read so that a delete anywhere runs this body, which then finds nothing. The context's
  // `model(for:)` would not do: it is no query, and for an identifier the context does not know
  // it returns "an unsaved model" (Apple's page) rather than nothing.
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

/// The fields of a detail, reading the model itself.
///
/// What the person types stays in the field until they submit it, whatever the importer saves
/// meanwhile; then the model takes it, so the row behind this detail shows it, and the server
/// gets it.
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
#endif
