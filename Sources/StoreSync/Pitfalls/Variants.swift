import ChapterKit

extension StoreSyncApp {
  /// The chapter's variants: the correct app first.
  nonisolated static let variants: [ChapterVariant] = [
    .inSync(
      "scoped-store",
      "one state in one store; a detail is a scope of it by id; pushes are actions, answered by "
        + "the server's current value",
      app: StoreSyncApp.self),
    .costly(
      "observe-whole-state",
      "the list and its rows read the whole state, so every action runs the list's body and "
        + "every row's",
      app: ObserveWholeStateApp.self),
    .broken(
      "detail-state-copy",
      "the detail's title field shows a copy of the title taken when it opened; a change made "
        + "elsewhere never reaches it",
      shownBy: "remote-while-detail-open", app: DetailStateCopyApp.self),
    .broken(
      "writes-pushed-value",
      "the reducer writes a push's value when it arrives; a late push undoes a newer edit",
      shownBy: "late-server-push", app: WritesPushedValueApp.self),
    .broken(
      "answer-not-cancelled",
      "the request a push makes cannot be cancelled; its answer, read before an edit, arrives "
        + "after it and undoes it",
      shownBy: "answer-after-an-edit", app: AnswerNotCancelledApp.self),
  ]
}
