import ChapterKit

// What the host waits for after each command: every change sent has been taken by its loop.
// Not part of the lesson: a real app never waits for its own screens.

extension AsyncSequenceSyncApp: DeliveryCountingChapterApp {
  var hasUndeliveredChanges: Bool {
    (library.broadcaster as? ReceiptKeepingBroadcaster)?.hasUndeliveredChanges == true
      || (self as? ObservationsApp)?.someListLagsBehind == true
  }
}
