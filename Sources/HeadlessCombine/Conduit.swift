import Foundation

/// One subscriber's end of a subscription: its two closures, until it is cancelled or completed.
///
/// Two rules from Combine live here. A subscriber is never called on two threads at once, even
/// when values are sent from many, so deliveries take a lock; the lock is recursive, because a
/// subscriber may send to the same subject from inside its handler. And a cancelled subscriber
/// hears nothing more, so cancelling drops the closures (and whatever they captured) at once.
final class Conduit<Output, Failure: Error>: @unchecked Sendable {
  // NB: @unchecked Sendable: a subject may be sent to from any thread, as Combine's may; the
  // locks below guard the closures and serialize the calls.
  private typealias ValueHandler = (Output) -> Void
  private typealias CompletionHandler = (Subscribers.Completion<Failure>) -> Void

  // NB: the closures are guarded by `stateLock`, deliveries are serialized by `deliveryLock`;
  // cancelling takes only `stateLock`, so a handler can cancel its own subscription.
  private let stateLock = NSLock()
  private let deliveryLock = NSRecursiveLock()
  private nonisolated(unsafe) var receiveValue: ValueHandler?
  private nonisolated(unsafe) var receiveCompletion: CompletionHandler?

  init(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) {
    self.receiveValue = receiveValue
    self.receiveCompletion = receiveCompletion
  }

  /// Whether the subscriber still listens.
  var isActive: Bool {
    stateLock.withLock { receiveValue != nil }
  }

  func receive(_ value: Output) {
    deliveryLock.withLock {
      guard let handler = stateLock.withLock({ receiveValue }) else { return }
      handler(value)
    }
  }

  /// Delivers the completion, the last thing the subscriber ever hears.
  func receive(completion: Subscribers.Completion<Failure>) {
    deliveryLock.withLock {
      let handler = stateLock.withLock {
        defer { (receiveValue, receiveCompletion) = (nil, nil) }
        return receiveCompletion
      }
      handler?(completion)
    }
  }

  /// Stops every later delivery.
  ///
  /// A delivery already running on another thread finishes.
  func cancel() {
    stateLock.withLock { (receiveValue, receiveCompletion) = (nil, nil) }
  }
}
