// A miniature of Combine, for the parts this chapter uses: a subject, `sink`, `receive(on:)`
// and `AnyCancellable`, with Combine's names and meaning. Combine does not exist on Linux, and
// this project takes no packages.

/// Something that delivers values, then at most one completion, to whoever subscribes.
///
/// Combine's `Publisher` is built on demand-driven `Subscriber`s; this one has only `sink`,
/// which requests everything, so it is all a subject needs.
public protocol Publisher<Output, Failure>: Sendable {
  associatedtype Output: Sendable
  associatedtype Failure: Error

  /// Subscribes with two closures and returns the subscription; releasing it cancels it.
  func sink(
    receiveCompletion: @escaping @Sendable (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping @Sendable (Output) -> Void
  ) -> AnyCancellable
}

extension Publisher where Failure == Never {
  /// Subscribes to values only; a publisher that cannot fail needs no completion handler.
  public func sink(receiveValue: @escaping @Sendable (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}

/// Combine's namespace for what subscribers receive.
public enum Subscribers {
  /// How a publisher ends: normally, or with an error; after it, nothing more is delivered.
  public enum Completion<Failure: Error>: Sendable {
    case finished
    case failure(Failure)
  }
}
