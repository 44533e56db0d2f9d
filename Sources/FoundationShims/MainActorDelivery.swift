import Dispatch

/// Runs work on the main actor: now, if the caller is already on the main queue, or on the main
/// queue's next turn, if it is on another thread.
///
/// That is what `addObserver(forName:object:queue: .main, using:)` does for a notification on
/// Apple platforms, and what SwiftUI's `@AppStorage` does when another thread writes its key.
/// Code here calls this instead of passing `queue: .main`, because of one difference in the
/// open-source Foundation: it decides whether a post is already on the main queue by asking
/// whether the *thread* is the main thread. Under an `async` `main`, main-actor code runs on the
/// main queue but not always on the main thread, so a post from the main actor would wait for
/// the main queue from inside it, and never return.
public enum MainActorDelivery {
  /// Marks the main queue once, so code can ask "am I on it?" without asking about threads.
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the caller runs on the main queue, where the main actor runs; safe on any thread.
  public static var isOnMainQueue: Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) == true
  }

  /// Runs `work` on the main actor: synchronously when called on the main queue, otherwise on
  /// the main queue's next turn.
  public static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
    if isOnMainQueue {
      MainActor.assumeIsolated(work)
    } else {
      DispatchQueue.main.async { MainActor.assumeIsolated(work) }
    }
  }
}
