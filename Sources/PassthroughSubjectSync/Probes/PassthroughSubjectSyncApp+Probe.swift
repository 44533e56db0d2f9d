import ChapterKit

// How many subscriptions the app's subject still has, for the lifetime tests: a screen that is
// gone must leave no subscription behind. Not part of the lesson: the count is the stand-in
// subject's own (Combine does not say), less the transcript's own subscription (Transcript/).

extension PassthroughSubjectSyncApp: ListenerCountingChapterApp {
  var liveListenerCount: Int {
    guard let subject = (events as? AppTodoEvents)?.subject else { return 0 }
    return subject.subscriberCount - SendTrace.subscriptions(to: subject)
  }
}
