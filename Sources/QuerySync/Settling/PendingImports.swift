import ChapterKit
import Foundation

/// How many pushes the importer has not saved yet: the host turns the main queue until none is
/// left, since the importer works on a queue of its own.
final class PendingImports: @unchecked Sendable {
  // NB: @unchecked Sendable is justified by this lock, which guards `count`.
  private let lock = NSLock()
  private var count = 0

  func add() { lock.withLock { count += 1 } }
  func remove() { lock.withLock { count -= 1 } }
  var isEmpty: Bool { lock.withLock { count == 0 } }
}

extension QuerySyncApp: DeliveryCountingChapterApp {
  var hasUndeliveredChanges: Bool { !pendingImports.isEmpty }
}
