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

/// Where a model's backing data says that the model was written: the context that holds it
/// notes the model, and with autosave, saves on the main queue's next turn.
///
/// One per context, shared by every model it holds, so a model costs the context one reference.
final class ModelChangeSink: Sendable {
  let edits: EditLog
  let autosave: AutosaveTrigger?

  init(edits: EditLog, autosave: AutosaveTrigger?) {
    self.edits = edits
    self.autosave = autosave
  }

  /// The model with `identifier` was written, on whatever thread it lives.
  func modelDidChange(_ identifier: PersistentIdentifier) {
    edits.note(identifier)
    autosave?.schedule()
  }
}

/// The identifiers of models written since the context last looked, noted by the models' backing
/// data from whatever thread wrote them.
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
