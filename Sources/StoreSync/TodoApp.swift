import HeadlessSwiftUI
import TodoModel

/// The app: one store for every window.
struct TodoApp: App {
  let store: Store

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
