import SwiftUI
import TodoModel

/// The app: one store for every window.
///
/// The `App` is made once per launch, so its store is too, and every window is handed the same
/// one. TCA's apps keep theirs the same way (`static let store = Store(…) { AppFeature() }` on the
/// `App`); a test, a preview, or this project's runner makes one with another server instead.
struct TodoApp: App {
  let store: Store

  /// The app SwiftUI launches: the sample todos, on a server in memory.
  init() {
    let server = InMemoryTodoRepository()
    let client = TodoClient.live(server)
    self.init(
      store: Store(
        initialState: AppState(todos: IdentifiedArray(server.allTodos())),
        reducer: CombineReducers(AppReducer(client: client), ServerPushReducer(client: client))))
  }

  /// An app on `store`.
  init(store: Store) {
    self.store = store
  }

  var body: some Scene {
    WindowGroup {
      ContentView()
        .environment(store)
    }
  }
}

/// A window: the list at the root of a navigation stack whose path lives in the store's state.
///
/// Tapping a row or going back sends `.pathChanged`; a delete anywhere takes the todo off every
/// window's path in the reducer, which closes its details.
struct ContentView: View {
  @Environment(Store.self) private var store
  @State private var window = WindowID()

  var body: some View {
    NavigationStack(path: path) {
      TodoListView()
        .navigationTitle("Todos")
        .navigationDestination(for: TodoID.self) { id in
          TodoDetailView(store: store.scope(id: id))
        }
    }
    .onDisappear { store.send(.windowClosed(window)) }
  }

  /// This window's path, read from the state and changed by an action: what TCA's
  /// `$store.scope(state: \.path, action: \.path)` hands a `NavigationStack`.
  private var path: Binding<[TodoID]> {
    Binding(
      get: { store.paths[window] ?? [] },
      set: { store.send(.pathChanged(window, $0)) })
  }
}
