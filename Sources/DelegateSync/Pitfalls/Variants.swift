import ChapterKit

extension DelegateSyncApp {
  /// The chapter's variants: the correct app first, then one subclass per mistake.
  nonisolated static let variants: [ChapterVariant] = [
    .inSync(
      "weak-delegates",
      "one store keeps every screen as a weak delegate and tells each of them every change",
      app: DelegateSyncApp.self),
    .broken(
      "single-delegate",
      "the detail's delegate is the list that opened it; other scenes and the server go unheard",
      shownBy: "edit-in-scene-2-while-scene-1-shows-it", app: SingleDelegateApp.self),
    .leaking(
      "strong-delegate",
      "the store holds its delegates strongly; no screen is ever released",
      app: StrongDelegateApp.self),
    .leaking(
      "closure-captures-self",
      "the list registers an onChange closure that captures self; no list is ever released",
      app: ClosureCapturesSelfApp.self),
  ]
}
