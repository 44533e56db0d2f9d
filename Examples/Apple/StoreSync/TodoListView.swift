// Chapter 9 on Apple platforms: iOS 17, iPadOS 17, macOS 14 or later (Observation,
// `@Environment(Type.self)`). The list screen of the app in TodoApp.swift: add it to the same app
// target.

#if canImport(SwiftUI)
import SwiftUI

/// The list: a row per id of the store, a field to add a todo, a swipe to delete some.
///
/// Its body reads `store.todoIDs`, which changes for adds and deletes only; each row reads the
/// scope of its own todo.
struct TodoListView: View {
  @Environment(Store.self) private var store
  // What is typed but not yet submitted is the view's own: the state gets the title with the
  // action that submits it.
  @State private var draft = ""

  var body: some View {
    VStack {
      TextField("New todo", text: $draft)
        .onSubmit {
          store.send(.addSubmitted(title: draft))
          draft = ""
        }
      List {
        ForEach(store.todoIDs, id: \.self) { id in
          NavigationLink(value: id) {
            TodoRow(store: store.scope(id: id))
          }
        }
        .onDelete { offsets in
          store.send(.deleteSwiped(offsets.map { store.todoIDs[$0] }))
        }
      }
    }
    .navigationTitle("Todos")
  }
}

/// One row: the title, and a star for a favourite, read from the todo's scope.
///
/// `TodoStore` is `@Observable`, so this body runs again when the scope's todo is written, which
/// the store does only when that todo changed.
struct TodoRow: View {
  let store: TodoStore

  var body: some View {
    if let todo = store.todo {
      HStack {
        Text(todo.title)
        if todo.isFavorite {
          Image(systemName: "star.fill")
        }
      }
    }
  }
}
#endif
