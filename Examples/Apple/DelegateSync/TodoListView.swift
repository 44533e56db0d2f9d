// Chapter 6 in SwiftUI: iOS 17, macOS 14 or later. The delegate's SwiftUI forms: a closure passed
// down, or a `@Binding` to the parent's state.

#if canImport(SwiftUI)
import SwiftUI
import TodoData

struct TodoListView: View {
  let store: TodoStore
  @State private var todos: [Todo] = []

  var body: some View {
    NavigationStack {
      List($todos) { $todo in
        NavigationLink(todo.title) {
          // A binding: the detail writes the list's own copy of this todo.
          TodoDetailView(todo: $todo) { saved in
            store.rename(id: saved.id, to: saved.title)
          }
        }
      }
    }
    .onAppear { todos = store.allTodos() }
  }
}

struct TodoDetailView: View {
  @Binding var todo: Todo
  /// A closure passed down: the parent decides what saving means.
  let onSave: (Todo) -> Void

  var body: some View {
    Form {
      TextField("Title", text: $todo.title)
        .onSubmit { onSave(todo) }
    }
  }
}
#endif
