import ChapterKit
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

  func takeNotes() -> [String] {
    defer { lastSeen = repository.todosByID() }
    return (broadcaster?.takeSends() ?? []).map { send in
      let what = send.change.traceDescription(before: lastSeen[send.change.todoID])
      return switch send.streams {
      case ...0: "yielded \(what) to no stream: no loop reads one"
      case 1: "yielded \(what) to 1 AsyncStream, read by a for await loop on the main actor"
      default:
        "yielded \(what) to \(send.streams) AsyncStreams; each one's for await loop took it on "
          + "the main actor"
      }
    }
  }

}
