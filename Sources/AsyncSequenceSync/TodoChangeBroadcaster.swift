import Foundation
import TodoModel

/// Hands every subscriber a stream of its own, and sends each change to all of them.
///
/// An `AsyncStream` has one consumer in mind: two loops over the same stream take turns, each
/// getting some of the elements. So fan-out means one stream per subscriber: one continuation
/// each, kept here, and removed when its stream ends — when the loop that reads it is cancelled
/// or the stream is released.
class TodoChangeBroadcaster: @unchecked Sendable {
  // NB: @unchecked Sendable is justified by this lock, which guards `continuations`, the only
  // mutable state. `Mutex` would do, but needs macOS 15.
  private let lock = NSLock()
  private var continuations: [UUID: AsyncStream<TodoChange>.Continuation] = [:]

  /// A new stream that receives every change sent from now on, until it is ended.
  func changes() -> AsyncStream<TodoChange> {
    let (stream, continuation) = AsyncStream.makeStream(of: TodoChange.self)
    let id = UUID()
    // Runs on whatever thread ends the stream; the lock makes that safe.
    continuation.onTermination = { [weak self] _ in
      self?.lock.withLock { _ = self?.continuations.removeValue(forKey: id) }
    }
    lock.withLock { continuations[id] = continuation }
    return stream
  }

  /// Sends `change` to every stream that is still read.
  func send(_ change: TodoChange) {
    for continuation in lock.withLock({ Array(continuations.values) }) {
      continuation.yield(change)
    }
  }
}
