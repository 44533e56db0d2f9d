import ChapterKit

// The host turns the main queue until every push has reached the store and no effect is running,
// since a push and an effect's answer each arrive through a task of their own.
extension StoreSyncApp: DeliveryCountingChapterApp {
  var hasUndeliveredChanges: Bool { !pendingPushes.isEmpty || store.hasRunningEffects }
}
