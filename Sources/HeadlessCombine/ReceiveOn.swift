import Dispatch

extension Publisher {
  /// Delivers values and the completion on `queue`, like Combine's `receive(on:)`.
  ///
  /// Every delivery is scheduled with `queue.async`, even when the value was sent on that queue:
  /// with `DispatchQueue.main`, a subscriber always runs on a later turn of the main queue.
  public func receive(on queue: DispatchQueue) -> ReceiveOn<Self> {
    ReceiveOn(upstream: self, queue: queue)
  }
}

/// The publisher `receive(on:)` returns.
public struct ReceiveOn<Upstream: Publisher>: Publisher {
  /// The values, as upstream delivers them.
  public typealias Output = Upstream.Output
  /// The error, as upstream delivers it.
  public typealias Failure = Upstream.Failure

  /// The publisher whose deliveries are moved to `queue`.
  public let upstream: Upstream
  /// Where every value and the completion are delivered.
  public let queue: DispatchQueue

  /// Subscribes with two closures and returns the subscription; releasing it cancels it.
  public func sink(
    receiveCompletion: @escaping @Sendable (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping @Sendable (Output) -> Void
  ) -> AnyCancellable {
    // The downstream end is checked when the scheduled block runs, so a value already on its
    // way is dropped if the subscription was cancelled in the meantime.
    let downstream = Conduit(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    let queue = queue
    let upstreamSubscription = upstream.sink(
      receiveCompletion: { completion in
        queue.async { downstream.receive(completion: completion) }
      },
      receiveValue: { value in
        queue.async { downstream.receive(value) }
      })
    return AnyCancellable {
      downstream.cancel()
      upstreamSubscription.cancel()
    }
  }
}
