import ChapterKit

extension QuerySyncApp {
  /// The chapter's variants: the correct app first.
  nonisolated static let variants: [ChapterVariant] = [
    .inSync(
      "query",
      "@Query over the main context; the detail edits the model it finds by its persistent "
        + "identifier; pushes saved by a model actor",
      app: QuerySyncApp.self),
    .broken(
      "fetch-once-into-state",
      "the list fetches once into @State when it appears: renames show, but a todo added or "
        + "deleted elsewhere never comes or goes",
      shownBy: "add", app: FetchOnceApp.self),
  ]
}
