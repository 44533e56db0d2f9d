import ChapterKit
import Combine
import Foundation
import ScenarioLanguage
import TodoModel

// What the transcript prints under each step: each change sent through the app's subject, from
// which thread, and to how many subscribers. The trace subscribes to the subject itself, without
// `receive(on:)`, so it hears each send on the sender's thread; the lifetime probe (Probes/)
// leaves it out of the subscriber count. The lesson records nothing.

extension PassthroughSubjectSyncApp: NarratingChapterApp {
  func startMechanismTrace() -> any MechanismTrace {
    SendTrace(
      subject: (events as? AppTodoEvents)?.subject, repository: repository, pushes: serverPushes)
  }
}

/// Listens to the app's subject and puts what it heard into words.
@MainActor
final class SendTrace: MechanismTrace {
  /// The traces alive now, so the probe can tell which subscribers are not screens.
  private static var traces: [WeakTrace] = []

  let repository: any TodoRepository
  private let pushes: ServerPushLog
  private weak var subject: PassthroughSubject<TodoChange, Never>?
  private let log = SendLog()
  private var subscription: AnyCancellable?
  /// The todos as they were at the last step, to say what an update changed.
  private var lastSeen: [TodoID: Todo] = [:]

  init(
    subject: PassthroughSubject<TodoChange, Never>?, repository: any TodoRepository,
    pushes: ServerPushLog
  ) {
    self.subject = subject
    self.repository = repository
    self.pushes = pushes
    _ = pushes.take()
    lastSeen = repository.todosByID()
    subscription = subject?.sink(
      receiveCompletion: { [log] _ in log.noteCompletion() },
      receiveValue: { [log, weak subject] change in
        // The trace is one of the subject's subscribers; the screens are the others.
        log.note(change, subscribers: (subject?.subscriberCount ?? 1) - 1)
      })
    Self.traces.removeAll { $0.trace == nil }
    Self.traces.append(WeakTrace(trace: self))
  }

  /// How many of `subject`'s subscribers are traces rather than screens.
  static func subscriptions(to subject: PassthroughSubject<TodoChange, Never>) -> Int {
    traces.compactMap(\.trace).filter { $0.subject === subject && $0.log.isListening }.count
  }

  func takeNotes(in language: Language) -> [String] {
    defer { lastSeen = repository.todosByID() }
    let (sends, completed) = log.take()
    let hops = pushes.take().map { push in
      PassthroughSubjectSyncApp.ownLine(
        "hopped",
        [
          "what": push.change.traceDescription(before: lastSeen[push.change.todoID], in: language),
          "thread": push.thread.text(in: language),
        ], in: language)
    }
    let notes = sends.map { send in
      let what = send.change.traceDescription(before: lastSeen[send.change.todoID], in: language)
      let key =
        switch send.subscribers {
        case ...0: "sent.none"
        case 1: "sent.one"
        default: "sent.many"
        }
      return PassthroughSubjectSyncApp.ownLine(
        key,
        ["what": what, "thread": send.thread.text(in: language), "count": "\(send.subscribers)"],
        in: language)
    }
    let completion = PassthroughSubjectSyncApp.ownLine("completed", in: language)
    return hops + notes + (completed ? [completion] : [])
  }

  private struct WeakTrace {
    weak var trace: SendTrace?
  }
}

/// The server's pushes, noted on the thread they arrive on, before they hop to the main actor.
final class ServerPushLog: @unchecked Sendable {
  // NB: @unchecked Sendable: the lock guards `pushes`; a push arrives on any thread.
  private let lock = NSLock()
  private var pushes: [(change: TodoChange, thread: Message)] = []

  func note(_ change: TodoChange) {
    let thread = TraceThread.current
    lock.withLock {
      // Only the last few are kept: nobody takes them while a benchmark runs.
      if pushes.count >= 50 { pushes.removeFirst() }
      pushes.append((change, thread))
    }
  }

  func take() -> [(change: TodoChange, thread: Message)] {
    lock.withLock {
      defer { pushes = [] }
      return pushes
    }
  }
}

/// What the trace heard, from whichever thread sent it.
private final class SendLog: @unchecked Sendable {
  // NB: @unchecked Sendable: the lock guards every stored property.
  private let lock = NSLock()
  private var sends: [Send] = []
  private var completed = false
  private var hasEnded = false

  struct Send {
    let change: TodoChange
    let subscribers: Int
    /// The thread the change was sent on, in words.
    let thread: Message
  }

  func note(_ change: TodoChange, subscribers: Int) {
    let send = Send(change: change, subscribers: subscribers, thread: TraceThread.current)
    lock.withLock {
      // Only the last few are kept: nobody takes them while a benchmark runs.
      if sends.count >= 50 { sends.removeFirst() }
      sends.append(send)
    }
  }

  func noteCompletion() {
    lock.withLock {
      completed = true
      hasEnded = true
    }
  }

  /// Whether the trace still has its subscription: a completed subject has no subscribers.
  var isListening: Bool { lock.withLock { !hasEnded } }

  func take() -> (sends: [Send], completed: Bool) {
    lock.withLock {
      defer {
        sends = []
        completed = false
      }
      return (sends, completed)
    }
  }
}

extension PassthroughSubjectSyncApp {
  nonisolated static let ownWords: [Language: [String: String]] = [
    .english: [
      "sent.none": "sent {what} through the subject on {thread} to no subscriber: nobody hears it",
      "sent.one":
        "sent {what} through the subject on {thread} to 1 subscriber, which receives it on the "
        + "main queue",
      "sent.many":
        "sent {what} through the subject on {thread} to {count} subscribers; each receives it on "
        + "the main queue",
      "completed": "the subject completed: every subscription ended with it",
      "hopped":
        "the server's {what} arrived on {thread}; it hops to the main actor, where the subject "
        + "lives",
    ],
    .japanese: [
      "sent.none": "{what} をサブジェクトから{thread}で送ったが、購読者がいない。誰にも届かない",
      "sent.one": "{what} をサブジェクトから{thread}で 1 つの購読者に送った。購読者はメインキューで受け取る",
      "sent.many":
        "{what} をサブジェクトから{thread}で {count} つの購読者に送った。どの購読者もメインキューで"
        + "受け取る",
      "completed": "サブジェクトが完了した。すべての購読がそれとともに終わった",
      "hopped": "サーバーの {what} が{thread}で届いた。サブジェクトのあるメインアクターへ移ってから送る",
    ],
  ]
}
