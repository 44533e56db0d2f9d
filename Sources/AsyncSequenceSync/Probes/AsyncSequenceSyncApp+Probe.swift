import ChapterKit

// How many loops still read changes, for the lifetime tests: a screen that is gone must leave no
// loop behind. Not part of the lesson; the streams are counted from the host's receipts
// (Settling/), and the `observations` lists, which read no stream, one loop each.

extension AsyncSequenceSyncApp: ListenerCountingChapterApp {
  var liveListenerCount: Int {
    let streams = (library.broadcaster as? ReceiptKeepingBroadcaster)?.streamsStillRead ?? 0
    return streams + ((self as? ObservationsApp)?.listsStillObserving ?? 0)
  }
}
