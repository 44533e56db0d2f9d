// Chapter 9 on Apple platforms: iOS 17, iPadOS 17, macOS 14 or later (Observation,
// `@Environment(Type.self)`). A complete app in this folder's nine files: add them all to a new
// SwiftUI app target in place of its App and ContentView files.
//
// One store holds all the app's state in one value. Views send actions; a reducer, a pure
// function, changes the state and returns effects, which reach the server and send its answers
// back as actions. This is the plain Swift that The Composable Architecture's macros and types
// stand for; no package is needed. Only this file and the two views need SwiftUI: the rest builds
// on Linux too.

#if canImport(SwiftUI)
import SwiftUI

/// The app: one store for every window, and one loop that hands the server's pushes to it.
@main
struct TodoApp: App {
  let store: Store

  init() {
    let todos = [
      Todo(id: "t1", title: "Water the plants", isFavorite: true),
      Todo(id: "t2", title: "Renew passport"),
      Todo(id: "t3", title: "Call the dentist"),
    ]
    let server = InMemoryTodoServer(todos: todos)
    let store = Store(
      initialState: AppState(todos: IdentifiedArray(todos)),
      // The views' actions, then the server's pushes, each in a reducer of its own.
      reducer: CombineReducers(
        AppReducer(client: .inMemory(server)), ServerPushReducer(client: .inMemory(server))))
    self.store = store

    // One loop for the whole app, started here: a view's `.task` would start one per window. A
    // push is an action like any other, sent on the main actor, where the store runs.
    Task { @MainActor in
      for await change in server.pushes {
        store.send(.serverPushed(change))
      }
    }
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
        .navigationDestination(for: TodoID.self) { id in
          TodoDetailView(store: store.scope(id: id))
        }
    }
    // NB: Apple's page says only that the action runs after the view disappears, at a moment that
    // depends on the view; it does not say a closed window's content disappears. A window that
    // never sends this leaves its path in the state, where nothing reads it.
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
#endif
