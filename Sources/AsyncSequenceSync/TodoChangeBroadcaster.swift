import Foundation
import TodoModel

/// Hands every subscriber a stream of its own, and sends each change to all of them.
///
/// An `AsyncStream` has one consumer in mind: two loops over the same stream take turns, each
/// getting some of the elements. So fan-out means one stream per subscriber: one continuation
/// each, kept here, and removed when its stream ends — when the loop that reads it is cancelled
/// or the stream is released.
final class TodoChangeBroadcaster: Sendable {
  // NB: `Mutex` would do, but needs macOS 15; this lock guards `subscribers` alone.
  private let lock = NSLock()
  private nonisolated(unsafe) var subscribers: [UUID: Subscriber] = [:]

  /// A continuation and the receipt of what its loop has taken.
  private struct Subscriber {
    let continuation: AsyncStream<TodoChange>.Continuation
    let receipt: TodoChanges.Receipt
  }

  /// A new stream that receives every change sent from now on, until it is ended.
  func changes() -> TodoChanges {
    let (stream, continuation) = AsyncStream.makeStream(of: TodoChange.self)
    let id = UUID()
    let receipt = TodoChanges.Receipt()
    // Runs on whatever thread ends the stream; the lock makes that safe.
    continuation.onTermination = { [weak self] _ in
      self?.lock.withLock { _ = self?.subscribers.removeValue(forKey: id) }
    }
    lock.withLock { subscribers[id] = Subscriber(continuation: continuation, receipt: receipt) }
    return TodoChanges(stream: stream, receipt: receipt)
  }

  /// Sends `change` to every stream that is still read.
  func send(_ change: TodoChange) {
    for subscriber in lock.withLock({ Array(subscribers.values) }) {
      subscriber.receipt.didSend()
      subscriber.continuation.yield(change)
    }
  }

  /// How many streams are still read; a test counts them to find loops that never ended.
  var subscriberCount: Int {
    lock.withLock { subscribers.count }
  }

  /// Whether some stream that is still read holds a change its loop has not taken yet.
  var hasUndeliveredChanges: Bool {
    lock.withLock { subscribers.values.contains { $0.receipt.isWaiting } }
  }
}
