import ChapterKit

extension SharedObjectSyncApp {
  /// The chapter's variants: the correct app first, then one subclass per alternative or mistake.
  nonisolated static let variants: [ChapterVariant] = [
    .inSync(
      "shared", "one controller in the App's environment; every view reads and writes it",
      app: SharedObjectSyncApp.self),
    .inSync(
      "uikit-tracking",
      "the same controller shown by UIKit screens that track each cell with "
        + "withObservationTracking",
      app: UIKitTrackingApp.self),
    .costly(
      "array-of-values",
      "an @Observable controller of [Todo] values: every rename runs every list's body over "
        + "the whole list",
      app: ArrayOfValuesApp.self),
    .costly(
      "foreach-id-self",
      "ForEach(todos, id: \\.self) over copies: every edit runs the list's body and replaces the "
        + "edited row with a new one",
      app: ForEachIDSelfApp.self),
    .broken(
      "store-recreated",
      "the App makes its controller in body, not in @State: each window gets a new one, and an "
        + "edit in one window never reaches another",
      shownBy: "edit-in-scene-2-while-scene-1-shows-it", app: StoreRecreatedApp.self),
    .broken(
      "detail-owns-copy",
      "the detail edits an @State copy of its todo; changes made elsewhere never reach it",
      shownBy: "edit-in-scene-2-while-scene-1-shows-it", app: DetailOwnsCopyApp.self),
    .broken(
      "binding-by-index",
      "rows and detail bound to $todos[index]; a delete before the open todo moves another "
        + "todo under the detail",
      shownBy: "remote-while-detail-open", app: BindingByIndexApp.self),
    .broken(
      "tracks-once",
      "the UIKit list does not track a cell again after it changed; only its first edit shows",
      shownBy: "edit-in-scene-2-while-scene-1-shows-it", app: TracksOnceApp.self),
  ]
}
