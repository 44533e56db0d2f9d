import ChapterKit

// How many subscriptions the app's subject still has, for the lifetime tests: a screen that is
// gone must leave no subscription behind. Not part of the lesson; the count is the stand-in
// subject's own.

extension PassthroughSubjectSyncApp: ListenerCountingChapterApp {
  var liveListenerCount: Int {
    (events as? AppTodoEvents)?.subject.subscriberCount ?? 0
  }
}
