import Foundation
import SwiftUI
import TodoModel

/// `todos-in-scene-storage`: each window keeps the todos in its own `@SceneStorage("todos")`.
///
/// The correct app has one model for all windows; scene storage is one scene's UI state.
/// Symptom: an edit shows in that window alone; no other window, and no server push, reaches it.
struct SceneTodosApp: App {
  var fixture = TodoFixture.todos
  var settings = UserDefaults.standard
  var body: some Scene {
    WindowGroup {
      SceneTodos(fixture: fixture).defaultAppStorage(settings)
    }
  }
}

/// This window's todos, in its scene storage, and a controller over them for its views.
struct SceneTodos: View {
  let fixture: [Todo]
  @SceneStorage("todos") private var todos: Data?
  var body: some View {
    ContentView().environment(TodoController(store: WindowStore($todos, fixture: fixture)))
  }
}

/// The window's copy of the todos, written back to its scene storage after every change.
final class WindowStore: TodoRepository, @unchecked Sendable {
  // NB: @unchecked Sendable: one window's views use it, on the main actor only.
  let copy: InMemoryTodoRepository
  let stored: Binding<Data?>
  @MainActor init(_ stored: Binding<Data?>, fixture: [Todo]) {
    var list = fixture
    do {
      if let data = stored.wrappedValue { list = try JSONDecoder().decode([Todo].self, from: data) }
    } catch {
      print("The window's todos cannot be read (\(error)); it starts from the samples.")
    }
    (copy, self.stored) = (InMemoryTodoRepository(todos: list), stored)
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
    do {
      try MainActor.assumeIsolated { stored.wrappedValue = try JSONEncoder().encode(allTodos()) }
    } catch {
      print("The window's todos cannot be encoded (\(error)); its scene storage keeps the last.")
    }
    return result
  }
}
