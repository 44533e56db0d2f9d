import ChapterKit
import SwiftUI
import TodoModel

extension SceneAppStorageSyncApp {
  /// The chapter's variants: the correct app first, then the costly alternative and the
  /// mistakes, each a subclass that changes one thing.
  nonisolated static let variants: [ChapterVariant] = [
    .inSync(
      "sqlite-store",
      "todos in a SQLite database, the sort order in app storage, each scene's selection in "
        + "scene storage; all restored",
      app: SceneAppStorageSyncApp.self),
    .costly(
      "todos-in-app-storage",
      "the whole list in app storage under one key: in sync and restored, but every edit "
        + "rewrites it",
      app: TodosInAppStorageApp.self),
    .broken(
      "todos-in-scene-storage",
      "each window keeps its own todos in scene storage; no other scene, and no server, reaches "
        + "them",
      shownBy: "edit-in-scene-2-while-scene-1-shows-it", app: TodosInSceneStorageApp.self),
    .broken(
      "key-collision",
      "every window's selection in app storage under one key; a new window opens another's detail",
      shownBy: "edit-in-scene-2-while-scene-1-shows-it", app: KeyCollisionApp.self),
  ]
}

/// The list of todos kept in app storage instead of the database.
final class TodosInAppStorageApp: SceneAppStorageSyncApp {
  override class func makeRepository(fixture: [Todo]) -> any TodoRepository {
    AppStorageTodoStore(
      defaults: StorageLocation.openSettingsSuite().userDefaults, fixture: fixture,
      warn: StorageLocation.warn)
  }
}

/// The app with no model of its own: ``SceneTodosApp``, whose windows each keep their todos.
final class TodosInSceneStorageApp: SceneAppStorageSyncApp {
  override func makeApp() -> any App {
    SceneTodosApp(fixture: repository.allTodos(), settings: suite.userDefaults)
  }
}

/// The app with ``SharedSelectionContentView`` in place of ``ContentView``.
final class KeyCollisionApp: SceneAppStorageSyncApp {
  override func substitutions() -> [ViewSubstitution] {
    [ViewSubstitution(ContentView.self) { _ in SharedSelectionContentView() }]
  }
}
