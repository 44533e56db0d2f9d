// A miniature of Combine, for the parts the chapters use: a subject, `sink`, `receive(on:)`,
// `map`, `assign`, `AnyCancellable` and `@Published`, with Combine's names, generic signatures
// and meaning. Combine does not exist on Linux, and this project takes no packages.
//
// Like Combine, nothing here is `Sendable`: a publisher, its subscriptions and its closures
// belong to whoever made them. A chapter keeps them on the main actor; a value that comes from
// another thread hops there first.

/// Something that delivers values, then at most one completion, to whoever subscribes: Combine's
/// `Publisher`.
///
/// Combine's is built on demand-driven `Subscriber`s; this one has only `sink`, which requests
/// everything, so it is all a subject needs.
public protocol Publisher<Output, Failure> {
  /// The kind of value the publisher delivers.
  associatedtype Output
  /// The kind of error the publisher may end with; `Never` when it cannot fail.
  associatedtype Failure: Error

  /// Subscribes with two closures and returns the subscription; releasing it cancels it.
  func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable
}

extension Publisher where Failure == Never {
  /// Subscribes to values only; a publisher that cannot fail needs no completion handler.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}

/// Combine's namespace for what subscribers receive.
public enum Subscribers {
  /// How a publisher ends: normally, or with an error; after it, nothing more is delivered.
  public enum Completion<Failure: Error> {
    /// The publisher ended normally.
    case finished
    /// The publisher ended with an error.
    case failure(Failure)
  }
}

/// Combine's namespace for the publishers its operators return.
public enum Publishers {}

/// A value handed to another thread, for the stand-in's own scheduling, as Combine's internals
/// do without saying so: Combine is not checked for `Sendable`, so whoever uses it keeps its
/// values where they belong.
struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
}
