import ChapterKit
import ScenarioLanguage
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

  func takeNotes(in language: Language) -> [String] {
    defer { lastSeen = repository.todosByID() }
    return (center?.takePosts() ?? []).map { post in
      let what = post.change.traceDescription(
        before: lastSeen[post.change.todoID], in: language)
      let observers = NotificationCenterSyncApp.ownLine(
        post.observerCount == 1 ? "observers.one" : "observers.many",
        ["count": "\(post.observerCount)"], in: language)
      return NotificationCenterSyncApp.ownLine(
        post.thread == TraceThread.main ? "posted.main" : "posted.background",
        ["what": what, "observers": observers], in: language)
    }
  }

}

extension NotificationCenterSyncApp {
  nonisolated static let ownWords: [Language: [String: String]] = [
    .english: [
      "observers.one": "1 observer",
      "observers.many": "{count} observers",
      "posted.main":
        "posted todoDidChange ({what}) on the main thread to {observers}; each block ran at once "
        + "and updated its screen",
      "posted.background":
        "posted todoDidChange ({what}) on a background thread to {observers}; each block hopped "
        + "to the main queue to update its screen",
    ],
    .japanese: [
      "observers.one": "1 つのオブザーバー",
      "observers.many": "{count} つのオブザーバー",
      "posted.main":
        "todoDidChange（{what}）をメインスレッドで {observers}に通知した。どのブロックもその場で"
        + "動いて画面を更新した",
      "posted.background":
        "todoDidChange（{what}）をバックグラウンドのスレッドで {observers}に通知した。どのブロック"
        + "もメインキューに移ってから画面を更新した",
    ],
  ]
}
