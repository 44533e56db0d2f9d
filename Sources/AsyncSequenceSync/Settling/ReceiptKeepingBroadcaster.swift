import Foundation
import TodoModel

/// The lesson's broadcaster, with a receipt for every stream it hands out: how many changes were
/// sent to the stream, and how many times its loop asked for the next one.
///
/// A loop resumes after a delay that no queue shows, so the host cannot turn the main queue
/// until the changes arrive; it waits for the receipts instead. A loop has handled every change
/// sent to it once it has asked for one more: `for await` asks again only after its body ran.
/// Each stream a screen gets is the lesson's stream, wrapped in `AsyncStream(unfolding:)` to
/// count the asking; the screens cannot tell the difference. It also notes what each send
/// yielded to how many streams, for the transcript.
final class ReceiptKeepingBroadcaster: TodoChangeBroadcaster, @unchecked Sendable {
  // NB: @unchecked Sendable is justified by this lock, which guards `receipts` and `sends`;
  // each receipt guards its own counts.
  private let lock = NSLock()
  private var receipts: [WeakReceipt] = []
  private var sends: [(change: TodoChange, streams: Int)] = []

  override func changes() -> AsyncStream<TodoChange> {
    let stream = super.changes()
    let receipt = Receipt()
    lock.withLock {
      receipts.removeAll { $0.receipt == nil }
      receipts.append(WeakReceipt(receipt: receipt))
    }
    // The closure holds the receipt and the lesson's stream for as long as the wrapper lives.
    return AsyncStream(
      unfolding: {
        receipt.didAsk()
        var iterator = stream.makeAsyncIterator()
        let change = await iterator.next()
        if change == nil { receipt.end() }
        return change
      },
      onCancel: { receipt.end() })
  }

  override func send(_ change: TodoChange) {
    let receipts = liveReceipts
    for receipt in receipts { receipt.didSend() }
    lock.withLock {
      // Only the last few are kept: nobody takes them while a benchmark runs.
      if sends.count >= 50 { sends.removeFirst() }
      sends.append((change, receipts.count))
    }
    super.send(change)
  }

  /// What was sent since the last call, and to how many streams still read, for the transcript
  /// (Transcript/).
  func takeSends() -> [(change: TodoChange, streams: Int)] {
    lock.withLock {
      defer { sends = [] }
      return sends
    }
  }

  /// Whether some stream that is still read holds a change its loop has not handled yet.
  var hasUndeliveredChanges: Bool {
    liveReceipts.contains { $0.isWaiting }
  }

  /// How many of the streams handed out are still read: neither released nor ended.
  var streamsStillRead: Int {
    liveReceipts.count
  }

  private var liveReceipts: [Receipt] {
    lock.withLock { receipts.compactMap(\.receipt) }.filter { !$0.hasEnded }
  }

  /// What was sent to one stream, and how often its loop asked for the next change.
  private final class Receipt: Sendable {
    // NB: the lock guards the three values; `nonisolated(unsafe)` says so to the compiler.
    private let lock = NSLock()
    private nonisolated(unsafe) var sent = 0
    private nonisolated(unsafe) var asked = 0
    private nonisolated(unsafe) var ended = false

    func didSend() { lock.withLock { sent += 1 } }
    func didAsk() { lock.withLock { asked += 1 } }
    func end() { lock.withLock { ended = true } }

    var hasEnded: Bool { lock.withLock { ended } }

    /// Whether a change was sent that the loop has not handled yet: it asks once more than the
    /// changes it handled, so it is behind while it has asked no more often than it was sent.
    var isWaiting: Bool { lock.withLock { !ended && sent > 0 && asked <= sent } }
  }

  private struct WeakReceipt {
    weak var receipt: Receipt?
  }
}
