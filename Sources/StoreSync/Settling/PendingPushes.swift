import ChapterKit

// The host turns the main queue until every push has reached the store and every effect is
// done, or waits for an answer the host holds back: a push and an effect's answer each arrive
// through a task of their own.
extension StoreSyncApp: DeliveryCountingChapterApp {
  var hasUndeliveredChanges: Bool {
    !pendingPushes.isEmpty || runningEffects.count > deliveries.waitingAnswerCount
  }
}
