import ChapterKit

// How many screens the store still tells about changes, for the lifetime tests: a screen that
// is gone must not stay registered. Not part of the lesson.

extension DiffableSnapshotSyncApp: ListenerCountingChapterApp {
  var liveListenerCount: Int {
    store.observers.count
  }
}
