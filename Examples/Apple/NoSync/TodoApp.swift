// Chapter 0 on Apple platforms: iOS 17, iPadOS 17, macOS 14 or later (`NavigationStack`,
// `onChange(of:_:)` with two values). A complete app with the bug, and the list that refetches.

#if canImport(SwiftUI)
import SwiftUI
import TodoModel

/// The app's one data source, made once and read by every screen: the Advent Calendar article's
/// `DataSource.shared`.
enum TodoStore {
  static let shared: any TodoRepository = InMemoryTodoRepository()
}

@main
struct TodoApp: App {
  var body: some Scene {
    WindowGroup {
      TodoListView()
    }
  }
}

/// The bug: the list keeps a copy of the todos in `@State`.
struct TodoListView: View {
  // The expression runs each time SwiftUI makes this view's value; `@State` keeps the first
  // result for as long as the view keeps its identity, and drops the others.
  @State private var todos: [Todo] = TodoStore.shared.allTodos()

  var body: some View {
    NavigationStack {
      List(todos) { todo in
        NavigationLink(todo.title, value: todo.id)
      }
      .navigationDestination(for: Todo.ID.self) { id in
        TodoDetailView(id: id)  // Writes to TodoStore.shared; `todos` never hears of it.
      }
    }
  }
}

/// The detail reads the store when it appears and saves each edit to it.
struct TodoDetailView: View {
  let id: Todo.ID
  @State private var title = ""

  var body: some View {
    Form {
      TextField("Title", text: $title)
        .onSubmit { TodoStore.shared.modify(id: id) { $0.title = title } }
    }
    .onAppear { title = TodoStore.shared.todo(withID: id)?.title ?? "" }
  }
}

/// The refetch: read the store again whenever the list appears or the app comes back to the
/// foreground. Still a copy, so an edit made while the list stays on screen — in another window,
/// or by the server — is not shown until the next time.
struct RefetchingTodoListView: View {
  @State private var todos: [Todo] = []
  @Environment(\.scenePhase) private var scenePhase

  var body: some View {
    NavigationStack {
      List(todos) { todo in
        NavigationLink(todo.title, value: todo.id)
      }
      .navigationDestination(for: Todo.ID.self) { id in
        TodoDetailView(id: id)
      }
      .onAppear { todos = TodoStore.shared.allTodos() }
      .onChange(of: scenePhase) { _, phase in
        if phase == .active { todos = TodoStore.shared.allTodos() }
      }
    }
  }
}
#endif
