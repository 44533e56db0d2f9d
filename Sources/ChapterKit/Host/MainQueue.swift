import Dispatch

/// Waits, without sleeping, until changes that hopped to the main queue have been delivered.
///
/// Mechanisms deliver background changes by enqueueing work on the main queue
/// (`DispatchQueue.main.async`, a `.main` notification queue, a `@MainActor` task). The main queue
/// is first in, first out, so a block enqueued *after* them runs after them. ``settle(rounds:)``
/// enqueues such a block and waits for it, a few times over, so that work which itself enqueues
/// more work (a hop that hops again) is delivered too. No timing is involved: the result is the
/// same on a slow machine and a fast one.
public enum MainQueue {
  /// How many round trips ``settle(rounds:)`` makes by default.
  ///
  /// A chapter's mechanism must reach the screens in at most two hops of the main queue (one from
  /// the background thread, one more if the first hop enqueues again); three rounds leave a
  /// margin of one.
  public static let defaultRounds = 3

  /// Lets everything already on the main queue run, then whatever that enqueued, `rounds` deep.
  @MainActor
  public static func settle(rounds: Int = defaultRounds) async {
    for _ in 0..<rounds {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { continuation.resume() }
      }
    }
  }
}
