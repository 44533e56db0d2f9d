import ChapterKit

extension SceneAppStorageSyncApp {
  /// The chapter's variants: the correct app first, then one subclass per alternative or mistake.
  nonisolated static let variants: [ChapterVariant] = [
    .inSync(
      "file-store",
      "todos in files (a snapshot and a log), the sort order in app storage, each scene's "
        + "selection in scene storage; all restored",
      app: SceneAppStorageSyncApp.self),
    .costly(
      "todos-in-app-storage",
      "the whole list in app storage under one key: in sync and restored, but every edit "
        + "rewrites it",
      app: TodosInAppStorageApp.self),
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
