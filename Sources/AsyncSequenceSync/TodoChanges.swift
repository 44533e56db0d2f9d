import Foundation
import TodoModel

/// One subscriber's changes: an `AsyncStream`, and a receipt of what its loop has taken.
///
/// A screen reads it like the stream itself, `for await change in changes`. The receipt is how
/// the broadcaster knows that every change it sent has been taken: a loop resumes after a delay
/// that no queue shows, so the tests wait for the receipt, not for the clock.
struct TodoChanges: AsyncSequence, Sendable {
  typealias Element = TodoChange
  typealias Failure = Never

  let stream: AsyncStream<TodoChange>
  let receipt: Receipt

  func makeAsyncIterator() -> Iterator {
    Iterator(base: stream.makeAsyncIterator(), receipt: receipt)
  }

  /// Takes the stream's next change, and writes it on the receipt.
  struct Iterator: AsyncIteratorProtocol {
    var base: AsyncStream<TodoChange>.Iterator
    let receipt: Receipt

    mutating func next(isolation actor: isolated (any Actor)?) async -> TodoChange? {
      let change = await base.next(isolation: actor)
      if change != nil { receipt.didTake() }
      return change
    }

    mutating func next() async -> TodoChange? {
      await next(isolation: nil)
    }
  }

  /// How many changes were sent to the stream, and how many its loop has taken.
  final class Receipt: Sendable {
    // NB: both counts are guarded by the lock; `nonisolated(unsafe)` says so to the compiler.
    private let lock = NSLock()
    private nonisolated(unsafe) var sent = 0
    private nonisolated(unsafe) var taken = 0

    func didSend() { lock.withLock { sent += 1 } }
    func didTake() { lock.withLock { taken += 1 } }

    /// Whether a change was sent that the loop has not taken yet.
    var isWaiting: Bool { lock.withLock { taken < sent } }
  }
}
