// Chapter 6 in SwiftUI: iOS 17, macOS 14 or later. The delegate's SwiftUI form: a closure passed
// down, with a draft the detail owns until it saves.

#if canImport(SwiftUI)
import SwiftUI
import TodoModel

struct TodoListView: View {
  let repository: any TodoRepository
  @State private var todos: [Todo] = []

  var body: some View {
    NavigationStack {
      List(todos) { todo in
        NavigationLink(todo.title) {
          TodoDetailView(title: todo.title) { newTitle in
            // The parent decides what saving means: the store first, then its own copy.
            guard let saved = repository.modify(id: todo.id, { $0.title = newTitle }),
              let row = todos.firstIndex(where: { $0.id == saved.id })
            else { return }
            todos[row] = saved
          }
        }
      }
    }
    .onAppear { todos = repository.allTodos() }
  }
}

struct TodoDetailView: View {
  /// The title being typed: the detail's own draft, shown nowhere else until it is saved.
  @State private var draft: String
  /// A closure passed down: the parent decides what saving means.
  let onSave: (String) -> Void

  init(title: String, onSave: @escaping (String) -> Void) {
    _draft = State(initialValue: title)
    self.onSave = onSave
  }

  var body: some View {
    Form {
      TextField("Title", text: $draft)
        .onSubmit { onSave(draft) }
    }
  }
}
#endif
