import ChapterKit

extension SharedObjectSyncApp {
  /// The chapter's variants: the correct app first, then one subclass per mistake.
  nonisolated static let variants: [ChapterVariant] = [
    .inSync(
      "shared", "one controller in the environment; every screen reads and writes it",
      app: SharedObjectSyncApp.self),
    .broken(
      "detail-owns-copy", "the detail edits a copy of its todo; the lists never change",
      shownBy: "edit-in-detail", app: DetailOwnsCopyApp.self),
    .broken(
      "store-recreated",
      "each list makes its own store when it is rebuilt; an edit shows, then vanishes on back",
      shownBy: "edit-in-detail", app: StoreRecreatedApp.self),
    .broken(
      "tracks-once",
      "the list does not track a cell again after it changed; only its first edit shows",
      shownBy: "edit-in-scene-2-while-scene-1-shows-it", app: TracksOnceApp.self),
  ]
}
