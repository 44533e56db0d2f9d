import ChapterKit
import Foundation

/// How many pushes have not reached the store yet: the host turns the main queue until none is
/// left and no effect is running, since an effect answers through a task of its own.
final class PendingPushes: @unchecked Sendable {
  // NB: @unchecked Sendable is justified by this lock, which guards `count`.
  private let lock = NSLock()
  private var count = 0

  func add() { lock.withLock { count += 1 } }
  func remove() { lock.withLock { count -= 1 } }
  var isEmpty: Bool { lock.withLock { count == 0 } }
}

extension StoreSyncApp: DeliveryCountingChapterApp {
  var hasUndeliveredChanges: Bool { !pendingPushes.isEmpty || store.hasRunningEffects }
}
