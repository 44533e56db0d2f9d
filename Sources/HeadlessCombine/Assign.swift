import Foundation

extension Publisher where Failure == Never {
  /// Combine's `assign(to:on:)`: writes every value to `object[keyPath: keyPath]`.
  ///
  /// As in Combine, the subscription holds `object` *strongly* until the publisher completes or
  /// the subscription is cancelled (Apple's documentation of `Subscribers.Assign.object`). Stored
  /// in `object`'s own cancellables, it keeps `object` alive for good: a retain cycle.
  /// `assign(to: &$property)` is the form that holds nothing.
  public func assign<Root: AnyObject>(
    to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root
  ) -> AnyCancellable {
    let target = AssignTarget(object: object, keyPath: keyPath)
    let subscription = sink(
      receiveCompletion: { _ in target.release() },
      receiveValue: { value in target.write(value) })
    return AnyCancellable {
      subscription.cancel()
      target.release()
    }
  }

  /// Combine's `assign(to:)` for a `@Published` property: every value is written to it.
  ///
  /// The subscription lasts as long as the property does. Nothing holds the object, so there is
  /// no cycle.
  public func assign(to published: inout Published<Output>.Publisher) {
    let storage = published.storage
    storage.keep(sink { [weak storage] value in storage?.write(value) })
  }
}

/// The object and key path an `assign(to:on:)` writes to, held strongly until released.
final class AssignTarget<Root: AnyObject, Value> {
  // NB: `object` is guarded by the lock. The write itself happens on the thread the value
  // arrives on, as in Combine; the caller puts `receive(on:)` before `assign`.
  private let lock = NSLock()
  private var object: Root?
  private let keyPath: ReferenceWritableKeyPath<Root, Value>

  init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.object = object
    self.keyPath = keyPath
  }

  func write(_ value: Value) {
    guard let object = lock.withLock({ object }) else { return }
    object[keyPath: keyPath] = value
  }

  func release() {
    lock.withLock { object = nil }
  }
}
