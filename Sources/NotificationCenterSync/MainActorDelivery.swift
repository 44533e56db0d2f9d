import Dispatch

/// Runs a notification's work on the main actor: now, if the post came from the main queue, or
/// on the main queue's next turn, if it came from another thread.
///
/// That is what `addObserver(forName:object:queue: .main, using:)` does on Apple platforms. This
/// app registers with `queue: nil` and calls this instead, because of one difference in the
/// open-source Foundation: it decides whether a post is already on the main queue by asking
/// whether the *thread* is the main thread. Under an `async` `main`, main-actor code runs on the
/// main queue but not always on the main thread, so a post from the main actor would wait for
/// the main queue from inside it, and never return.
enum MainActorDelivery {
  /// Marks the main queue, so code can ask "am I on it?" without asking about threads.
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
    if DispatchQueue.getSpecific(key: mainQueueKey) == true {
      MainActor.assumeIsolated(work)
    } else {
      DispatchQueue.main.async { MainActor.assumeIsolated(work) }
    }
  }
}
