// Chapter 3 in SwiftUI: iOS 17, macOS 14 or later. The view model is made once by what owns it
// (a `@StateObject` on a parent, or the App) and observed here.

#if canImport(SwiftUI)
import SwiftUI
import TodoData

struct TodoListView: View {
  @ObservedObject var viewModel: TodoListViewModel

  var body: some View {
    List(viewModel.todos) { todo in
      Text(todo.title)
    }
    .navigationTitle("Todos (\(viewModel.favoriteCount) favorites)")
  }
}

/// Without a view model: `.onReceive` subscribes while the view is in the hierarchy.
struct ReceivingTodoListView: View {
  let store: TodoStore
  let events: any TodoEvents
  @State private var todos: [Todo] = []

  var body: some View {
    List(todos) { todo in
      Text(todo.title)
    }
    .onAppear { todos = store.allTodos() }
    .onReceive(events.todoChanges.receive(on: DispatchQueue.main)) { change in
      guard let current = store.todo(withID: change.todoID) else {
        todos.removeAll { $0.id == change.todoID }
        return
      }
      if let row = todos.firstIndex(where: { $0.id == current.id }) {
        todos[row] = current
      } else {
        todos.insert(current, at: 0)
      }
    }
  }
}
#endif
