import Foundation
import HeadlessSwiftUI
import TodoModel

/// `todos-in-scene-storage`: each window keeps the todos in its own `@SceneStorage("todos")`.
///
/// The correct app has one model for all windows; scene storage is one scene's UI state.
/// Symptom: an edit shows in that window alone; no other window, and no server push, reaches it.
final class TodosInSceneStorageApp: SceneAppStorageSyncApp {
  override func makeApp() -> any App {
    SceneTodosApp(fixture: repository.allTodos(), settings: suite)
  }
}

/// The chapter's `TodoApp`, with no model for the app: each window keeps its own.
struct SceneTodosApp: App {
  let fixture: [Todo]
  let settings: StorageSuite

  var body: some Scene {
    WindowGroup {
      SceneTodos(fixture: fixture) { ContentView() }.defaultAppStorage(settings)
    }
  }
}

/// This window's todos, in its scene storage, and a controller over them for its views.
struct SceneTodos<Content: View>: View {
  let fixture: [Todo]
  @ViewBuilder let content: () -> Content
  @SceneStorage("todos") private var todos: Data?

  var body: some View {
    content().environment(TodoController(store: WindowStore($todos, fixture: fixture)))
  }
}

/// The window's copy of the todos, written back to its scene storage after every change.
final class WindowStore: TodoRepository, @unchecked Sendable {
  // NB: @unchecked Sendable: one window's views use it, on the main actor only.
  let copy: InMemoryTodoRepository
  let stored: Binding<Data?>
  @MainActor init(_ stored: Binding<Data?>, fixture: [Todo]) {
    let todos = stored.wrappedValue.flatMap { try? JSONDecoder().decode([Todo].self, from: $0) }
    (copy, self.stored) = (InMemoryTodoRepository(todos: todos ?? fixture), stored)
  }
  func allTodos() -> [Todo] { copy.allTodos() }
  func todo(withID id: TodoID) -> Todo? { copy.todo(withID: id) }
  var count: Int { copy.count }
  func add(title: String) -> Todo { saving { copy.add(title: title) } }
  func modify(id: TodoID, _ change: (inout Todo) -> Void) -> Todo? {
    saving { copy.modify(id: id, change) }
  }
  func delete(id: TodoID) -> Todo? { saving { copy.delete(id: id) } }
  private func saving<T>(_ edit: () -> T) -> T {
    let result = edit()
    MainActor.assumeIsolated { stored.wrappedValue = try? JSONEncoder().encode(allTodos()) }
    return result
  }
}
