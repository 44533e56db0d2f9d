import Foundation

/// A publisher that holds no value and passes each one it is sent to its current subscribers.
///
/// The semantics are Combine's:
/// - `send(_:)` delivers synchronously, on the sender's thread, to the subscribers of that
///   moment. A subscriber that joins later never sees it: there is no replay.
/// - `send(completion:)` ends the subject for everyone: subscribers get the completion, later
///   sends are ignored, and a later subscriber gets the completion at once.
/// - Subscribers added during a send miss that value; subscribers cancelled during a send, before
///   their turn, do not get it.
/// - It is safe to send from many threads at once; each subscriber is still called on one thread
///   at a time. Like Combine's, the subject is not `Sendable`: Swift 6 code keeps it on one
///   actor, and a value from another thread hops there before it is sent.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
  // NB: `nonisolated(unsafe)` marks the state `lock` guards; the compiler cannot see a lock, so
  // every access below goes through it.
  private let lock = NSLock()
  private nonisolated(unsafe) var conduits: [Conduit<Output, Failure>] = []
  private nonisolated(unsafe) var completion: Subscribers.Completion<Failure>?

  /// A subject with no subscribers that has not completed.
  public init() {}

  /// Delivers `value` to every current subscriber, unless the subject has completed.
  public func send(_ value: Output) {
    // A snapshot, taken under the lock and used outside it: subscribers may subscribe or cancel
    // from inside their handlers without deadlocking or changing this delivery.
    let receivers = lock.withLock { completion == nil ? conduits : [] }
    for conduit in receivers { conduit.receive(value) }
  }

  /// Ends the subject: every subscriber gets `completion`, then nothing more, ever.
  public func send(completion: Subscribers.Completion<Failure>) {
    let receivers = lock.withLock {
      guard self.completion == nil else { return [Conduit<Output, Failure>]() }
      self.completion = completion
      defer { conduits = [] }
      return conduits
    }
    for conduit in receivers { conduit.receive(completion: completion) }
  }

  /// Subscribes with two closures and returns the subscription; releasing it cancels it.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let conduit = Conduit(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    let ended = lock.withLock {
      if completion == nil { conduits.append(conduit) }
      return completion
    }
    if let ended {
      conduit.receive(completion: ended)
      return AnyCancellable {}
    }
    return AnyCancellable { [weak self] in
      conduit.cancel()
      self?.remove(conduit)
    }
  }

  /// How many subscriptions are alive.
  ///
  /// Combine does not say; the project's tests and transcripts ask, to find leaks, so it is
  /// no part of the API a chapter sees.
  package var subscriberCount: Int {
    lock.withLock { conduits.count }
  }

  private func remove(_ conduit: Conduit<Output, Failure>) {
    lock.withLock { conduits.removeAll { $0 === conduit } }
  }
}

/// A publisher a caller can send to: Combine's `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Delivers `value` to every current subscriber.
  func send(_ value: Output)

  /// Ends the stream for every subscriber.
  func send(completion: Subscribers.Completion<Failure>)
}
