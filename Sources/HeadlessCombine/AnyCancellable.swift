import Foundation

/// Something that can be stopped: Combine's `Cancellable`.
public protocol Cancellable {
  /// Stops the activity and lets go of what it holds.
  func cancel()
}

/// A subscription's handle: `cancel()` ends it, and so does releasing the handle.
///
/// That second rule is the one people trip over: `_ = subject.sink { … }` cancels on the spot,
/// because nothing keeps the handle. Store it (`store(in: &cancellables)`) for as long as the
/// subscription should live.
public final class AnyCancellable: Cancellable, Hashable {
  // NB: `Mutex` would do, but needs macOS 15; this lock guards `cancelAction` alone: a handle
  // may be released on another thread than the one that cancels it.
  private let lock = NSLock()
  private nonisolated(unsafe) var cancelAction: (() -> Void)?

  /// A handle whose `cancel()` runs `cancel` once.
  public init(_ cancel: @escaping () -> Void) {
    cancelAction = cancel
  }

  deinit {
    cancel()
  }

  /// Ends the subscription; calling it again does nothing.
  public func cancel() {
    let action = lock.withLock {
      defer { cancelAction = nil }
      return cancelAction
    }
    action?()
  }

  /// Keeps this subscription alive for as long as `set` keeps it.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  /// Keeps the subscription alive as long as `collection` holds it: an array, or any collection
  /// of `AnyCancellable` that can grow, as Combine allows.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    collection.append(self)
  }

  /// Two handles are equal when they are the same object.
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
    lhs === rhs
  }

  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
