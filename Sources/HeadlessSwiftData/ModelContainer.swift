import Foundation
import FoundationShims

/// Where a container keeps its models: SwiftData's `ModelConfiguration`, reduced to that.
public struct ModelConfiguration: Sendable {
  /// Whether the models live in memory only, and are gone when the process ends.
  public let isStoredInMemoryOnly: Bool

  /// A configuration that keeps the models on disk, unless `isStoredInMemoryOnly`.
  public init(isStoredInMemoryOnly: Bool = false) {
    self.isStoredInMemoryOnly = isStoredInMemoryOnly
  }
}

/// Why a container or a context refused what it was asked.
package struct ModelStoreError: Error, Sendable, CustomStringConvertible {
  /// What was refused, and what would work.
  package let description: String
}

/// The store of an app's models, shared by every context made from it: SwiftData's
/// `ModelContainer`.
///
/// It keeps each model's stored values, in memory (the stand-in has no disk store: a container
/// asked for one refuses, and says so). A context's save writes here, and then reaches every other
/// context of the container: the main context merges it on the main actor, at once when the save
/// came from the main actor and on the main queue's next turn otherwise; any other context merges
/// it when it is next used.
public final class ModelContainer: @unchecked Sendable {
  /// How the container keeps its models.
  public let configurations: [ModelConfiguration]

  // NB: @unchecked Sendable is justified by this lock, which guards the three properties below
  // it; the main context is the main actor's.
  private let lock = NSLock()
  /// Each stored model's values, by type name and identifier.
  private var rows: [String: [PersistentIdentifier: StoredValues]] = [:]
  /// The inboxes of the contexts made from the container, each told of every other's saves.
  private var inboxes: [WeakInbox] = []
  /// The main context's inbox, to tell its saves from other contexts'.
  private weak var mainInbox: ChangeInbox?
  /// The logs that are told of every save, for as long as they live.
  private var saveLogs: [WeakSaveLog] = []
  @MainActor private var madeMainContext: ModelContext?

  /// A container for models of `types`, kept as `configurations` say.
  ///
  /// Throws unless every configuration keeps the models in memory only.
  public convenience init(
    for types: any PersistentModel.Type..., configurations: ModelConfiguration...
  ) throws {
    guard configurations.allSatisfy(\.isStoredInMemoryOnly) else {
      throw ModelStoreError(
        description:
          "this container keeps models in memory only; pass "
          + "ModelConfiguration(isStoredInMemoryOnly: true)")
    }
    self.init(inMemoryFor: types)
  }

  /// A container that keeps models of `types` in memory.
  init(inMemoryFor types: [any PersistentModel.Type]) {
    configurations = [ModelConfiguration(isStoredInMemoryOnly: true)]
    for type in types { rows[type.entityName] = [:] }
  }

  /// The context bound to the main actor, which saves on its own: what SwiftUI's environment
  /// gives views after `.modelContainer(_:)`.
  @MainActor
  public var mainContext: ModelContext {
    if let madeMainContext { return madeMainContext }
    let context = ModelContext(self)
    context.autosaveEnabled = true
    madeMainContext = context
    lock.withLock { mainInbox = context.inboxForContainer }
    return context
  }

  /// A log of every save from now on, for as long as the log lives.
  ///
  /// A transcript reads it to say which context saved what, and on which thread. SwiftData has no
  /// such log; its `ModelContext.didSave` notification (iOS 17, macOS 14) says as much for one
  /// context.
  package func startSaveLog() -> SaveLog {
    let log = SaveLog()
    lock.withLock {
      saveLogs.removeAll { $0.log == nil }
      saveLogs.append(WeakSaveLog(log: log))
    }
    return log
  }

  // MARK: - What contexts ask of the container

  /// Starts telling `inbox` of every save another context makes.
  func register(_ inbox: ChangeInbox) {
    lock.withLock {
      inboxes.removeAll { $0.inbox == nil }
      inboxes.append(WeakInbox(inbox: inbox))
    }
  }

  /// The stored values of every model of type `entityName`, in no order.
  ///
  /// The table itself, shared until the container next writes to it: a fetch of a million
  /// models copies none of it.
  func rows(of entityName: String) -> [PersistentIdentifier: StoredValues] {
    lock.withLock { rows[entityName] ?? [:] }
  }

  /// The stored values of the model `identifier`, or `nil` when none is stored.
  func row(_ identifier: PersistentIdentifier) -> StoredValues? {
    lock.withLock { rows[identifier.entityName]?[identifier] }
  }

  /// Stores `changes`, then tells every other context of them.
  func commit(_ changes: SavedChanges, from saver: ChangeInbox) {
    let (others, logs, isMainContext, deletedValues) = lock.withLock {
      // The first save of a type's models (an app filling its store) hands its table over
      // whole, rather than copying a million rows; a later save of many new models makes room for
      // them at once, rather than in one doubling after another.
      var toStore = [changes.updated]
      if let name = changes.inserted.keys.first?.entityName,
        rows[name, default: [:]].isEmpty,
        let entity = changes.inserted.keys.first?.entity,
        changes.inserted.keys.allSatisfy({ $0.entity == entity })
      {
        rows[name] = changes.inserted
      } else {
        if let name = changes.inserted.keys.first?.entityName {
          rows[name, default: [:]].reserveCapacity(
            rows[name, default: [:]].count + changes.inserted.count)
        }
        toStore.insert(changes.inserted, at: 0)
      }
      for changed in toStore {
        for (identifier, values) in changed {
          rows[identifier.entityName, default: [:]][identifier] = values
        }
      }
      let deletedValues = changes.deleted.compactMap {
        rows[$0.entityName]?.removeValue(forKey: $0)
      }
      return (
        inboxes.compactMap(\.inbox).filter { $0 !== saver }, saveLogs.compactMap(\.log),
        saver === mainInbox, deletedValues
      )
    }
    for log in logs {
      log.record(
        SaveRecord(
          isFromMainContext: isMainContext, isOnMainActor: MainActorDelivery.isOnMainQueue,
          inserted: changes.inserted.values.map(\.values),
          updated: changes.updated.values.map(\.values), deleted: deletedValues.map(\.values)))
    }
    for inbox in others { inbox.deliver(changes) }
    // The main context merges at once a save made on the main actor, and one made elsewhere on
    // the main queue's next turn, as `MainActorDelivery` delivers it.
    MainActorDelivery.run { [self] in madeMainContext?.mergeSavedChanges() }
  }
}

/// What one save changed: the stored values of the models it inserted and updated, and the
/// identifiers of those it deleted.
struct SavedChanges: Sendable {
  var inserted: [PersistentIdentifier: StoredValues] = [:]
  var updated: [PersistentIdentifier: StoredValues] = [:]
  var deleted: Set<PersistentIdentifier> = []

  var isEmpty: Bool { inserted.isEmpty && updated.isEmpty && deleted.isEmpty }

  /// The stored values of every model the save inserted or updated.
  ///
  /// A save of inserts alone, or of updates alone, hands over its own dictionary: a first save
  /// of a million models makes no second one.
  var written: [PersistentIdentifier: StoredValues] {
    if updated.isEmpty { return inserted }
    if inserted.isEmpty { return updated }
    return inserted.merging(updated, uniquingKeysWith: { $1 })
  }
}

/// The saves of other contexts that one context has not merged yet.
///
/// A context that has not yet read the store or taken a model has nothing to merge: its inbox
/// drops what it is given until the context starts listening, so that a context made and never
/// used (a model actor's, say) does not keep every save of the app for ever.
final class ChangeInbox: @unchecked Sendable {
  // NB: @unchecked Sendable is justified by this lock, which guards `pending` and `isListening`.
  private let lock = NSLock()
  private var pending: [SavedChanges] = []
  private var isListening = false

  /// Keeps every save from now on: a context calls it before it first reads the store, so that
  /// no save between that read and its merge is dropped.
  func listen() {
    lock.withLock { isListening = true }
  }

  func deliver(_ changes: SavedChanges) {
    lock.withLock { if isListening { pending.append(changes) } }
  }

  func take() -> [SavedChanges] {
    lock.withLock {
      defer { pending = [] }
      return pending
    }
  }
}

/// An inbox, held weakly: a context that is gone is told nothing.
struct WeakInbox {
  weak var inbox: ChangeInbox?
}

/// One save, as a ``SaveLog`` records it.
package struct SaveRecord: Sendable {
  /// Whether the container's main context saved; otherwise another context, such as a model
  /// actor's.
  package let isFromMainContext: Bool
  /// Whether the save ran on the main actor (the main queue); otherwise on another thread.
  package let isOnMainActor: Bool
  /// The stored values of the models the save inserted.
  package let inserted: [any Sendable]
  /// The stored values of the models the save updated.
  package let updated: [any Sendable]
  /// The last stored values of the models the save deleted.
  package let deleted: [any Sendable]
}

/// The saves a container received since they were last taken.
package final class SaveLog: @unchecked Sendable {
  // NB: @unchecked Sendable is justified by this lock, which guards `records`.
  private let lock = NSLock()
  private var records: [SaveRecord] = []

  func record(_ record: SaveRecord) {
    lock.withLock { records.append(record) }
  }

  /// The saves since the last call, oldest first.
  package func take() -> [SaveRecord] {
    lock.withLock {
      defer { records = [] }
      return records
    }
  }
}

/// A save log, held weakly: a log that is gone is told nothing.
private struct WeakSaveLog {
  weak var log: SaveLog?
}
