import ChapterKit

// How many screens the store still tells about changes, for the lifetime tests: a screen that
// is gone must not stay a delegate. Not part of the lesson.

extension DelegateSyncApp: ListenerCountingChapterApp {
  var liveListenerCount: Int {
    store.liveDelegates.count
  }
}
