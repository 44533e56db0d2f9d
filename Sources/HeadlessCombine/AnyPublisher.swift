/// Combine's `AnyPublisher`: a publisher with its type erased, so whoever holds it can subscribe
/// and do nothing else.
///
/// A service that hands out `AnyPublisher` instead of its subject keeps `send(completion:)` to
/// itself: no subscriber can end the stream for the others.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  private let subscribe:
    (
      @escaping (Subscribers.Completion<Failure>) -> Void,
      @escaping (Output) -> Void
    ) -> AnyCancellable

  /// Wraps `publisher`, keeping only its ability to be subscribed to.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    subscribe = { receiveCompletion, receiveValue in
      publisher.sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }
  }

  /// Subscribes to the wrapped publisher.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
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
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }
}

extension Publishers {
  /// The publisher `map(_:)` returns.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    /// A map fails when its upstream does.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are transformed.
    public let upstream: Upstream
    /// The transformation.
    public let transform: (Upstream.Output) -> Output

    /// A publisher of `upstream`'s values, each transformed by `transform`.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Subscribes to the upstream publisher and transforms each value on its way down.
    public func sink(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let transform = transform
      return upstream.sink(receiveCompletion: receiveCompletion) { receiveValue(transform($0)) }
    }
  }
}
