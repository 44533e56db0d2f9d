/// Combine's `AnyPublisher`: a publisher with its type erased, so whoever holds it can subscribe
/// and do nothing else.
///
/// A service that hands out `AnyPublisher` instead of its subject keeps `send(completion:)` to
/// itself: no subscriber can end the stream for the others.
public struct AnyPublisher<Output: Sendable, Failure: Error>: Publisher {
  private let subscribe:
    @Sendable (
      @escaping @Sendable (Subscribers.Completion<Failure>) -> Void,
      @escaping @Sendable (Output) -> Void
    ) -> AnyCancellable

  /// Wraps `publisher`, keeping only its ability to be subscribed to.
  public init<Upstream: Publisher>(_ publisher: Upstream)
  where Upstream.Output == Output, Upstream.Failure == Failure {
    subscribe = { receiveCompletion, receiveValue in
      publisher.sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }
  }

  /// Subscribes to the wrapped publisher.
  public func sink(
    receiveCompletion: @escaping @Sendable (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping @Sendable (Output) -> Void
  ) -> AnyCancellable {
    subscribe(receiveCompletion, receiveValue)
  }
}

extension Publisher {
  /// Combine's `eraseToAnyPublisher()`: this publisher, seen only as a publisher.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
    AnyPublisher(self)
  }

  /// Combine's `map(_:)`: every value, transformed.
  public func map<NewOutput: Sendable>(
    _ transform: @escaping @Sendable (Output) -> NewOutput
  ) -> Map<Self, NewOutput> {
    Map(upstream: self, transform: transform)
  }
}

/// The publisher `map(_:)` returns.
public struct Map<Upstream: Publisher, Output: Sendable>: Publisher {
  /// A map fails when its upstream does.
  public typealias Failure = Upstream.Failure

  /// The publisher whose values are transformed.
  public let upstream: Upstream
  /// The transformation.
  public let transform: @Sendable (Upstream.Output) -> Output

  /// Subscribes to the upstream publisher and transforms each value on its way down.
  public func sink(
    receiveCompletion: @escaping @Sendable (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping @Sendable (Output) -> Void
  ) -> AnyCancellable {
    let transform = transform
    return upstream.sink(receiveCompletion: receiveCompletion) { receiveValue(transform($0)) }
  }
}
