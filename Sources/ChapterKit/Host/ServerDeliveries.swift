import Foundation
import ScenarioLanguage
import TodoModel

/// What the server sends the app — the announcement of each push, the answer to each request —
/// which the host can hold back and hand over one at a time: the `hold` and `deliver` commands.
///
/// The host makes one per launch and puts it in the app's environment. A chapter whose app asks
/// the server for something (StoreSync fetches a todo when a push arrives) sends the request
/// through ``answer(about:_:)``: the server reads its answer at once, and while the host holds
/// deliveries the answer waits, named `a1`, `a2`, … in the order they were sent. Pushes are named
/// `p1`, `p2`, … by the host. Safe on any thread.
public final class ServerDeliveries: @unchecked Sendable {
  // NB: @unchecked Sendable is justified by this lock, which guards every property below.
  private let lock = NSLock()
  private var holding = false
  private var waiting: [Waiting] = []
  private var pushesSent = 0
  private var answersSent = 0

  /// Nothing held yet.
  public init() {}

  /// One delivery the server sent that has not reached the app.
  struct Waiting {
    /// `p1`, `a2`: what `deliver` takes.
    let name: String
    /// The todo it is about.
    let todoID: TodoID
    /// What reaching the app means: the push's announcement, or the answer's resumption.
    let arrive: @Sendable () -> Void
  }

  // MARK: - The app's side

  /// The server's answer about `id`, which `read` reads now.
  ///
  /// It is returned at once, or, while the host holds deliveries, once the host delivers it. A
  /// task cancelled while its answer waits gets the answer at once, and it no longer waits.
  public func answer<Answer: Sendable>(
    about id: TodoID, _ read: @Sendable () -> Answer
  ) async -> Answer {
    let answer = read()
    let name: String? = lock.withLock {
      guard holding else { return nil }
      answersSent += 1
      return "a\(answersSent)"
    }
    guard let name else { return answer }
    let gate = AnswerGate()
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        gate.park(continuation)
        lock.withLock {
          if !gate.isOpen {
            waiting.append(Waiting(name: name, todoID: id, arrive: { gate.open() }))
          }
        }
      }
    } onCancel: {
      lock.withLock { waiting.removeAll { $0.name == name } }
      gate.open()
    }
    return answer
  }

  /// How many answers are waiting: tasks of the app that are suspended until the host delivers.
  public var waitingAnswerCount: Int {
    lock.withLock { waiting.filter { $0.name.hasPrefix("a") }.count }
  }

  // MARK: - The host's side

  /// Whether the host holds what the server sends.
  public var isHolding: Bool { lock.withLock { holding } }

  /// Starts holding: from now on, pushes and answers wait.
  func hold() {
    lock.withLock { holding = true }
  }

  /// Stops holding; what waits still waits until it is delivered.
  func stopHolding() {
    lock.withLock { holding = false }
  }

  /// Holds a push's announcement as the next `p` delivery, and returns its name.
  func holdPush(about id: TodoID, arrive: @escaping @Sendable () -> Void) -> String {
    lock.withLock {
      pushesSent += 1
      let name = "p\(pushesSent)"
      waiting.append(Waiting(name: name, todoID: id, arrive: arrive))
      return name
    }
  }

  /// The todo the delivery named `name` is about, while it waits.
  public func todoID(waiting name: String) -> TodoID? {
    lock.withLock { waiting.first { $0.name == name }?.todoID }
  }

  /// The names of what waits, in the order it was sent.
  public var waitingNames: [String] {
    lock.withLock { waiting.map(\.name) }
  }

  /// Takes the delivery named `name` out of the waiting ones, for the host to hand over; `nil`
  /// when none waits by that name.
  func take(_ name: String) -> Waiting? {
    lock.withLock {
      guard let index = waiting.firstIndex(where: { $0.name == name }) else { return nil }
      return waiting.remove(at: index)
    }
  }
}

/// One waiting answer's door: the task waits behind it until the host, or a cancellation, opens
/// it, whichever comes first; opening it twice does nothing more.
private final class AnswerGate: @unchecked Sendable {
  // NB: @unchecked Sendable is justified by this lock, which guards both properties.
  private let lock = NSLock()
  private var continuation: CheckedContinuation<Void, Never>?
  private var opened = false

  /// Whether it was opened already, before the task came to wait.
  var isOpen: Bool { lock.withLock { opened } }

  /// The task waits here, unless the gate is already open.
  func park(_ continuation: CheckedContinuation<Void, Never>) {
    let resumeNow = lock.withLock {
      if opened { return true }
      self.continuation = continuation
      return false
    }
    if resumeNow { continuation.resume() }
  }

  /// Lets the task go on.
  func open() {
    let waiting: CheckedContinuation<Void, Never>? = lock.withLock {
      guard !opened else { return nil }
      opened = true
      defer { continuation = nil }
      return continuation
    }
    waiting?.resume()
  }
}
