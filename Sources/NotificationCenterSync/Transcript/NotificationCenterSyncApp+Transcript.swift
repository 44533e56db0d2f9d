import ChapterKit
import TodoModel

// What the transcript prints under each step: each notification posted, from which thread, to
// how many observers, and where their blocks ran. Read from the change center's notes of its
// posts (Probes/); the lesson records nothing.

extension NotificationCenterSyncApp: NarratingChapterApp {
  func startMechanismTrace() -> any MechanismTrace {
    PostTrace(center: changes as? ObservationCountingCenter, repository: repository)
  }
}

/// Words for the posts the app's change center saw.
@MainActor
private final class PostTrace: MechanismTrace {
  let center: ObservationCountingCenter?
  let repository: any TodoRepository
  /// The todos as they were at the last step, to say what an update changed.
  private var lastSeen: [TodoID: Todo]

  init(center: ObservationCountingCenter?, repository: any TodoRepository) {
    self.center = center
    self.repository = repository
    lastSeen = repository.todosByID()
    _ = center?.takePosts()
  }

  func takeNotes() -> [String] {
    defer { lastSeen = repository.todosByID() }
    return (center?.takePosts() ?? []).map { post in
      let what = post.change.traceDescription(before: lastSeen[post.change.todoID])
      let observers = post.observerCount == 1 ? "1 observer" : "\(post.observerCount) observers"
      let posted = "posted todoDidChange (\(what)) on \(post.thread) to \(observers)"
      return post.thread == "the main thread"
        ? posted + "; each block ran at once and updated its screen"
        : posted + "; each block hopped to the main queue to update its screen"
    }
  }

}
