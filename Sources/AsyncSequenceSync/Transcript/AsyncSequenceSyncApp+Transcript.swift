import ChapterKit
import ScenarioLanguage
import TodoModel

// What the transcript prints under each step: each change the library's broadcaster yielded,
// and to how many streams. Read from the broadcaster's notes (Settling/); the lesson records
// nothing.

extension AsyncSequenceSyncApp: NarratingChapterApp {
  func startMechanismTrace() -> any MechanismTrace {
    YieldTrace(
      broadcaster: library.broadcaster as? ReceiptKeepingBroadcaster, repository: repository)
  }
}

/// Words for what the broadcaster yielded.
@MainActor
private final class YieldTrace: MechanismTrace {
  let broadcaster: ReceiptKeepingBroadcaster?
  let repository: any TodoRepository
  /// The todos as they were at the last step, to say what an update changed.
  private var lastSeen: [TodoID: Todo]

  init(broadcaster: ReceiptKeepingBroadcaster?, repository: any TodoRepository) {
    self.broadcaster = broadcaster
    self.repository = repository
    lastSeen = repository.todosByID()
  }

  func takeNotes(in language: Language) -> [String] {
    defer { lastSeen = repository.todosByID() }
    return (broadcaster?.takeSends() ?? []).map { send in
      let what = send.change.traceDescription(before: lastSeen[send.change.todoID], in: language)
      let key =
        switch send.streams {
        case ...0: "yielded.none"
        case 1: "yielded.one"
        default: "yielded.many"
        }
      return AsyncSequenceSyncApp.ownLine(
        key, ["what": what, "count": "\(send.streams)"], in: language)
    }
  }

}

extension AsyncSequenceSyncApp {
  nonisolated static let ownWords: [Language: [String: String]] = [
    .english: [
      "yielded.none": "yielded {what} to no stream: no loop reads one",
      "yielded.one": "yielded {what} to 1 AsyncStream, read by a for await loop on the main actor",
      "yielded.many":
        "yielded {what} to {count} AsyncStreams; each one's for await loop took it on the main "
        + "actor",
    ],
    .japanese: [
      "yielded.none": "{what} を yield したが、ストリームがない。読むループが一つもない",
      "yielded.one":
        "{what} を 1 つの AsyncStream に yield した。メインアクターの for await ループが読む",
      "yielded.many":
        "{what} を {count} つの AsyncStream に yield した。それぞれの for await ループがメインアクターで"
        + "受け取った",
    ],
  ]
}
