import ChapterKit

extension PassthroughSubjectSyncApp {
  /// The chapter's variants: the correct app first, then one subclass per mistake.
  nonisolated static let variants: [ChapterVariant] = [
    .inSync(
      "subject", "one subject in an injected service; screens sink on the main queue and store it",
      app: PassthroughSubjectSyncApp.self),
    .broken(
      "cancellable-dropped",
      "the list does not store its AnyCancellable; its subscription ends at once",
      shownBy: "edit-in-detail", app: CancellableDroppedApp.self),
    .broken(
      "separate-subjects",
      "every screen makes its own subject; what one sends, no other screen hears",
      shownBy: "edit-in-detail", app: SeparateSubjectsApp.self),
    .broken(
      "completed-on-close",
      "a closing detail sends .finished; the shared subject is over for every screen",
      shownBy: "favorite", app: CompletedOnCloseApp.self),
    .leaking(
      "assign-on-self",
      "the list assigns each change to itself and keeps the subscription: closed lists live on",
      app: AssignOnSelfApp.self),
  ]
}
