import Foundation

/// How many changes a chapter sent that have not arrived yet, counted from any thread: what a
/// ``DeliveryCountingChapterApp`` adds to before it hands a change to a task or a queue of its own,
/// and takes from when the change has arrived.
public final class PendingCount: @unchecked Sendable {
  // NB: @unchecked Sendable is justified by this lock, which guards `count`.
  private let lock = NSLock()
  private var count = 0

  /// Nothing on its way yet.
  public init() {}

  /// One more change on its way.
  public func add() { lock.withLock { count += 1 } }
  /// One change arrived.
  public func remove() { lock.withLock { count -= 1 } }
  /// Whether every change counted has arrived.
  public var isEmpty: Bool { lock.withLock { count == 0 } }
}
