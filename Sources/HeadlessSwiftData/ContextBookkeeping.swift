import Dispatch
import Foundation
import Observation

// What a context keeps on the side: the one save it has scheduled, and the models written since
// it last looked.

/// One save on the main queue's next turn, however many changes ask for it before then.
final class AutosaveTrigger: @unchecked Sendable {
  // NB: @unchecked Sendable is justified by this lock, which guards `isScheduled`; the context is
  // used on the main queue only, where an autosaving context lives (the main context).
  private let lock = NSLock()
  private var isScheduled = false
  private weak var context: ModelContext?

  init(context: ModelContext) {
    self.context = context
  }

  func schedule() {
    let isFirst = lock.withLock {
      defer { isScheduled = true }
      return !isScheduled
    }
    guard isFirst else { return }
    DispatchQueue.main.async { [self] in
      lock.withLock { isScheduled = false }
      MainActor.assumeIsolated { try? context?.save() }
    }
  }
}

/// The identifiers of models written since the context last looked, noted by Observation from
/// whatever thread wrote them.
final class EditLog: @unchecked Sendable {
  // NB: @unchecked Sendable is justified by this lock, which guards `written`.
  private let lock = NSLock()
  private var written: Set<PersistentIdentifier> = []

  func note(_ identifier: PersistentIdentifier) {
    lock.withLock { _ = written.insert(identifier) }
  }

  func take() -> Set<PersistentIdentifier> {
    lock.withLock {
      defer { written = [] }
      return written
    }
  }
}
