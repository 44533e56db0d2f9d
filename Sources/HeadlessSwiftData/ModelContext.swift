import Dispatch
import Foundation

/// What a context keeps of its models, and what it has not saved: SwiftData's `ModelContext`.
///
/// A context knows no model until it fetches it or is given a new one with ``insert(_:)``; each
/// stored model has one object per context. Changes to its models — new ones, deleted ones, and
/// any property written — live in the context until ``save()`` writes them to the container, and
/// the container hands them to every other context. A context with ``autosaveEnabled`` (the main
/// context's) saves on its own on the main queue's next turn after a change.
///
/// Not `Sendable`, as in SwiftData: a context and its models stay on the actor that uses them,
/// and a model crosses to another context as its ``PersistentIdentifier``.
public final class ModelContext {
  /// The container the context reads and saves to.
  public let container: ModelContainer
  /// Whether the context saves on its own after a change.
  ///
  /// `false` unless it is the container's main context, as in SwiftData.
  public var autosaveEnabled = false

  private let inbox = ChangeInbox()
  private let edits = EditLog()
  /// The context's objects, by identifier.
  private(set) var registered: [PersistentIdentifier: any PersistentModel] = [:]
  /// Models inserted and not saved yet, in the order they were inserted.
  private var inserted: [PersistentIdentifier] = []
  private var deleted: Set<PersistentIdentifier> = []
  /// Registered models whose values differ from the stored ones.
  private var changed: Set<PersistentIdentifier> = []
  private var observers: [ContextObserver] = []
  /// How many times the context told its observers of a change: queries that ask the same
  /// question share an answer only within one telling (``QueryAnswer``).
  private(set) var changeCount = 0
  /// The last answer each question got from this context, for queries that ask it too.
  var queryAnswers: [AnyHashable: AnyObject] = [:]
  private lazy var autosave = AutosaveTrigger(context: self)
  /// Where the models this context holds tell of their writes.
  private var changeSink: ModelChangeSink?
  /// Whether the inbox keeps other contexts' saves: from the context's first read or model on.
  private var isListening = false

  /// Where the container leaves other contexts' saves for this one.
  var inboxForContainer: ChangeInbox { inbox }

  /// A new context of `container`; it knows no model yet.
  public init(_ container: ModelContainer) {
    self.container = container
    container.register(inbox)
  }

  // MARK: - Changing models

  /// Adds a new model; the store has it once the context saves.
  public func insert<Model: PersistentModel>(_ model: Model) {
    listenForSaves()
    mergeSavedChanges()
    let identifier = model.persistentModelID
    guard registered[identifier] == nil else { return }
    registered[identifier] = model
    inserted.append(identifier)
    watch(model, as: identifier)
    notifyObservers(ModelChanges(came: [model]))
    scheduleAutosave()
  }

  /// Deletes a model; the store drops it once the context saves.
  public func delete<Model: PersistentModel>(_ model: Model) {
    mergeSavedChanges()
    let identifier = model.persistentModelID
    guard let registeredModel = registered[identifier] else { return }
    if let place = inserted.firstIndex(of: identifier) {
      inserted.remove(at: place)
    } else {
      deleted.insert(identifier)
    }
    registered[identifier] = nil
    changed.remove(identifier)
    notifyObservers(ModelChanges(went: [registeredModel]))
    scheduleAutosave()
  }

  /// Whether the context holds changes it has not saved.
  public var hasChanges: Bool {
    collectEdits()
    return !inserted.isEmpty || !deleted.isEmpty || !changed.isEmpty
  }

  /// Writes every change the context holds to the container, which hands them to every other
  /// context.
  public func save() throws {
    mergeSavedChanges()
    collectEdits()
    var changes = SavedChanges()
    changes.inserted.reserveCapacity(inserted.count)
    for identifier in inserted {
      if let model = registered[identifier] { changes.inserted[identifier] = values(of: model) }
    }
    for identifier in changed where !changes.inserted.keys.contains(identifier) {
      if let model = registered[identifier] { changes.updated[identifier] = values(of: model) }
    }
    changes.deleted = deleted
    guard !changes.isEmpty else { return }
    container.commit(changes, from: inbox)
    let written = changes.written
    for (identifier, values) in written {
      registered[identifier]?.persistentBackingData.storedValues = values
    }
    inserted = []
    deleted = []
    changed = []
    // A saved property may be one a query sorts or filters by.
    notifyObservers(ModelChanges(written: written.keys.compactMap { registered[$0] }))
  }

  // MARK: - Fetching

  /// The models `descriptor` asks for: those the container stores and, unless the descriptor
  /// says otherwise, those inserted and not saved yet, without those deleted and not saved yet;
  /// matched by its predicate, in its order, and models its order does not tell apart in the
  /// order they were made in.
  public func fetch<Model: PersistentModel>(_ descriptor: FetchDescriptor<Model>) throws
    -> [Model]
  {
    listenForSaves()
    mergeSavedChanges()
    // The stored rows come in no order; the sort below puts them in the descriptor's, and the
    // models it does not tell apart in the order they were made in.
    let rows = container.rows(of: Model.entityName)
    var models: [Model] = []
    models.reserveCapacity(rows.count)
    for (identifier, values) in rows {
      guard !(descriptor.includePendingChanges && deleted.contains(identifier)) else { continue }
      if let model = registered[identifier] as? Model {
        models.append(model)
      } else if let values = values as? Stored<Model.Snapshot>, !deleted.contains(identifier) {
        models.append(register(Model(snapshot: values.snapshot), as: identifier, stored: values))
      }
    }
    if descriptor.includePendingChanges {
      models += inserted.compactMap { registered[$0] as? Model }
    }
    if let predicate = descriptor.predicate {
      models = try models.filter { try predicate.evaluate($0) }
    }
    models.sort(by: descriptor.areInIncreasingOrder)
    let start = min(descriptor.fetchOffset ?? 0, models.count)
    let end = descriptor.fetchLimit.map { min(start + $0, models.count) } ?? models.count
    return Array(models[start..<end])
  }

  /// ``model(for:as:)`` without taking in other contexts' saves first: what a query calls while
  /// the context is telling it of a merge, so that no second merge starts inside the first.
  func modelWithoutMerging<Model: PersistentModel>(
    for identifier: PersistentIdentifier, as type: Model.Type
  ) -> Model? {
    if let model = registered[identifier] as? Model { return model }
    listenForSaves()
    guard !deleted.contains(identifier),
      let values = container.row(identifier) as? Stored<Model.Snapshot>
    else { return nil }
    return register(Model(snapshot: values.snapshot), as: identifier, stored: values)
  }

  // MARK: - Observing the context

  /// Calls `action` with what changed, after models of the context came or went, after it
  /// saved, and after it merged another context's save, for as long as `owner` lives: how a
  /// query brings its results up to date.
  func observeModelChanges(by owner: AnyObject, _ action: @escaping (ModelChanges) -> Void) {
    listenForSaves()
    observers.removeAll { $0.owner == nil }
    observers.append(ContextObserver(owner: owner, action: action))
  }

  // MARK: - Merging other contexts' saves

  /// Takes in the saves of other contexts: a model the context holds takes the saved values,
  /// unless it has changes of its own; a deleted one leaves the context.
  func mergeSavedChanges() {
    let saves = inbox.take()
    guard !saves.isEmpty else { return }
    collectEdits()
    var told = ModelChanges()
    for changes in saves {
      for (identifier, values) in changes.written {
        guard let model = registered[identifier] else {
          // A model this context has not fetched yet: a fetch finds it now, if it is new.
          if changes.inserted[identifier] != nil { told.cameIdentifiers.append(identifier) }
          continue
        }
        model.persistentBackingData.storedValues = values
        if !changed.contains(identifier) { restore(model, from: values) }
        told.written.append(model)
      }
      for identifier in changes.deleted {
        if let model = registered[identifier] { told.went.append(model) }
        registered[identifier] = nil
        changed.remove(identifier)
        inserted.removeAll { $0 == identifier }
      }
    }
    // What the merge wrote is not a change of this context's.
    collectEdits()
    notifyObservers(told.settled())
  }

  // MARK: - Keeping track of what changed

  /// Has the inbox keep other contexts' saves from now on, before the context first reads the
  /// store: until then it holds nothing a save could change.
  private func listenForSaves() {
    guard !isListening else { return }
    isListening = true
    inbox.listen()
  }

  private func register<Model: PersistentModel>(
    _ model: Model, as identifier: PersistentIdentifier, stored values: StoredValues
  ) -> Model {
    model.persistentBackingData.adopt(identifier)
    registered[identifier] = model
    model.persistentBackingData.storedValues = values
    watch(model, as: identifier)
    return model
  }

  /// Has `model`'s backing data tell this context of every write to a stored property, and, with
  /// autosave, saves on the main queue's next turn, after the write.
  ///
  /// The model's setters tell it, as `@Model`'s do: watching each model with Observation instead
  /// would keep a tracking of its own for every model the context holds.
  private func watch<Model: PersistentModel>(_ model: Model, as identifier: PersistentIdentifier) {
    if changeSink == nil || changeSink?.autosave == nil && autosaveEnabled {
      changeSink = ModelChangeSink(edits: edits, autosave: autosaveEnabled ? autosave : nil)
    }
    model.persistentBackingData.changeSink = changeSink
  }

  /// Compares each model written since the last look with its stored values.
  private func collectEdits() {
    for identifier in edits.take() {
      guard let model = registered[identifier] else { continue }
      if inserted.contains(identifier)
        || isUnchanged(model, stored: model.persistentBackingData.storedValues)
      {
        changed.remove(identifier)
      } else {
        changed.insert(identifier)
      }
    }
  }

  private func isUnchanged<Model: PersistentModel>(_ model: Model, stored: StoredValues?) -> Bool {
    (stored as? Stored<Model.Snapshot>)?.snapshot == model.snapshot
  }

  private func values<Model: PersistentModel>(of model: Model) -> StoredValues {
    Stored(model.snapshot)
  }

  private func restore<Model: PersistentModel>(_ model: Model, from values: StoredValues) {
    if let values = values as? Stored<Model.Snapshot> { model.restore(values.snapshot) }
  }

  private func scheduleAutosave() {
    if autosaveEnabled { autosave.schedule() }
  }

  private func notifyObservers(_ changes: ModelChanges) {
    changeCount += 1
    observers.removeAll { $0.owner == nil }
    for observer in observers { observer.action(changes) }
  }
}

/// An observer of a context, held weakly.
private struct ContextObserver {
  weak var owner: AnyObject?
  let action: (ModelChanges) -> Void
}
