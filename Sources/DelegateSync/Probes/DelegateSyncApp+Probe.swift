import ChapterKit

// How many screens the store still tells about changes, for the lifetime tests: a screen that
// is gone must not stay a delegate. The transcript's own delegate (Transcript/) is no screen.
// Not part of the lesson.

extension DelegateSyncApp: ListenerCountingChapterApp {
  var liveListenerCount: Int {
    store.liveDelegates.filter { !($0 is DelegateTrace) }.count
  }
}
