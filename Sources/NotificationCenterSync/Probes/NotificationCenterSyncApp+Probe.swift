import ChapterKit
import Foundation
import ScenarioLanguage
import TodoModel

// How many observations of the app's change center are still held, for the lifetime tests: a
// screen that is gone must leave no observer behind. `NotificationCenter` cannot say how many
// observers it has, so the app's center is this subclass, which counts what it hands out. It
// also notes each post for the transcript (Transcript/). Not part of the lesson: a plain
// `TodoChangeCenter` works the same for every screen.

extension NotificationCenterSyncApp: ListenerCountingChapterApp {
  var liveListenerCount: Int {
    (changes as? ObservationCountingCenter)?.liveObservationCount ?? 0
  }
}

/// The lesson's change center, keeping a weak reference to every observation it hands out, and
/// a note of every post.
///
/// A screen's observer is removed when its observation is released, so the observations still
/// alive are exactly the observers still registered through the center.
final class ObservationCountingCenter: TodoChangeCenter, @unchecked Sendable {
  // NB: @unchecked Sendable: the lock guards both lists; a post may come from any thread.
  private let lock = NSLock()
  private var observations: [WeakObservation] = []
  private var posts: [Post] = []

  /// One post: what, from which thread, and how many observers were registered then.
  struct Post {
    let change: TodoChange
    /// The thread the post was made on, in words.
    let thread: Message
    let observerCount: Int
  }

  @MainActor
  override func addObserver(_ observer: some TodoChangeObserving) -> TodoChangeObservation {
    let observation = super.addObserver(observer)
    lock.withLock {
      observations.removeAll { $0.observation == nil }
      observations.append(WeakObservation(observation: observation))
    }
    return observation
  }

  override func post(_ change: TodoChange) {
    lock.withLock {
      // Only the last few are kept: nobody takes them while a benchmark runs.
      if posts.count >= 50 { posts.removeFirst() }
      posts.append(
        Post(
          change: change, thread: TraceThread.current,
          observerCount: observations.filter { $0.observation != nil }.count))
    }
    super.post(change)
  }

  /// How many of the observations handed out are still held.
  var liveObservationCount: Int {
    lock.withLock { observations.filter { $0.observation != nil }.count }
  }

  /// The posts since the last call.
  func takePosts() -> [Post] {
    lock.withLock {
      defer { posts = [] }
      return posts
    }
  }

  private struct WeakObservation {
    weak var observation: TodoChangeObservation?
  }
}
