import Foundation

/// One observer of a `NotificationCenter`; releasing it removes the observer.
///
/// Block-based `addObserver(forName:object:queue:using:)` returns a token that the caller must
/// pass to `removeObserver(_:)`; forgetting to is the classic observer leak. Holding the token in
/// this object instead ties the observation to the lifetime of whoever holds it, the way iOS 26's
/// `NotificationCenter.ObservationToken` does for message observations.
public final class NotificationObservation {
  private let token: any NSObjectProtocol
  private let center: NotificationCenter
  private let didRemove: @Sendable () -> Void

  /// Takes ownership of `token`, an observer of `center`; `didRemove` runs once it is removed.
  public init(
    token: any NSObjectProtocol, center: NotificationCenter,
    didRemove: @escaping @Sendable () -> Void = {}
  ) {
    self.token = token
    self.center = center
    self.didRemove = didRemove
  }

  deinit {
    center.removeObserver(token)
    didRemove()
  }
}
