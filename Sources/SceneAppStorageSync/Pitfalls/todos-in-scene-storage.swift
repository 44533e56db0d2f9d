import Foundation
import HeadlessSwiftUI
import TodoModel

/// `todos-in-scene-storage`: each scene keeps its own copy of the todos, as
/// `@SceneStorage("todos")` would.
///
/// Symptom: an edit shows in the scene that made it and nowhere else; no other scene, and no
/// server push, ever reaches a scene's copy. Scene storage is for light UI state, not the model.
final class TodosInSceneStorageApp: TodosInAppStorageApp {
  override func todosStorage(forScene sceneNumber: Int) -> AppStorageValue<[Todo]> {
    let key = SceneIdentity.of(sceneNumber: sceneNumber, in: suite).scopedKey("todos")
    if case .missing = suite.read([Todo].self, forKey: key) {
      // A new scene starts from the app's todos, and from then on keeps its own.
      suite.write(repository.allTodos(), forKey: key)
    }
    return AppStorageValue(key, default: [], suite: suite)
  }

  override func writer(forScene sceneNumber: Int) -> any TodoRepository {
    SceneCopyRepository(copy: todosStorage(forScene: sceneNumber), ids: storedRepository)
  }
}

/// Writes to one scene's copy of the todos; an add goes through the app's repository too, which
/// hands out the id and keeps the new todo.
final class SceneCopyRepository: TodoRepository, @unchecked Sendable {
  // NB: @unchecked Sendable: it is made, used and released on the main actor only.
  private let copy: AppStorageValue<[Todo]>
  private let ids: StoredTodoRepository

  @MainActor
  init(copy: AppStorageValue<[Todo]>, ids: StoredTodoRepository) {
    self.copy = copy
    self.ids = ids
  }

  func allTodos() -> [Todo] {
    MainActor.assumeIsolated { copy.value }
  }

  func todo(withID id: TodoID) -> Todo? {
    allTodos().first { $0.id == id }
  }

  var count: Int {
    allTodos().count
  }

  func add(title: String) -> Todo {
    // The app's repository hands out the id and keeps the todo; this scene's copy gets it too.
    let todo = ids.add(title: title)
    edit { $0.insert(todo, at: 0) }
    return todo
  }

  func modify(id: TodoID, _ change: (inout Todo) -> Void) -> Todo? {
    var todos = allTodos()
    guard let index = todos.firstIndex(where: { $0.id == id }) else { return nil }
    change(&todos[index])
    let changed = todos[index]
    edit { $0 = todos }
    return changed
  }

  func delete(id: TodoID) -> Todo? {
    guard let removed = todo(withID: id) else { return nil }
    edit { $0.removeAll { $0.id == id } }
    return removed
  }

  private func edit(_ change: (inout [Todo]) -> Void) {
    var todos = allTodos()
    change(&todos)
    MainActor.assumeIsolated { copy.set(todos) }
  }
}
