import ChapterKit

extension SceneAppStorageSyncApp {
  /// The chapter's variants: the app first, then one subclass per mistake.
  nonisolated static let variants: [ChapterVariant] = [
    .costly(
      "app-storage",
      "todos in app storage, every scene's selection in scene storage; all restored",
      app: SceneAppStorageSyncApp.self),
    .broken(
      "todos-in-scene-storage",
      "each scene keeps its own todos; no other scene, and no server, ever reaches them",
      shownBy: "edit-in-scene-2-while-scene-1-shows-it", app: TodosInSceneStorageApp.self),
    .broken(
      "key-collision", "every scene's selection under one key; the last one written wins for all",
      shownBy: "edit-in-scene-2-while-scene-1-shows-it", app: KeyCollisionApp.self),
    .broken(
      "suite-opened-twice",
      "screens read through a second suite object that hears no writes; stale until relaunch",
      shownBy: "edit-in-detail", app: SuiteOpenedTwiceApp.self),
  ]
}
