import Dispatch
import Foundation
import Observation

/// What changed in a context, told to its observers: enough for a query to bring its results up
/// to date without fetching everything again.
struct ModelChanges {
  /// The context's objects a fetch finds now and did not before: models inserted in it.
  var came: [any PersistentModel] = []
  /// Models another context saved that this one has no object for yet: a fetch finds them now.
  var cameIdentifiers: [PersistentIdentifier] = []
  /// The context's objects a fetch no longer finds: deleted here, or by another context's save.
  var went: [any PersistentModel] = []
  /// The context's objects whose values were saved or merged: a property a query sorts or
  /// filters by may have changed.
  var written: [any PersistentModel] = []

  /// The changes of several saves taken in at once, as their end result: each model written
  /// once, and none that a later save of the batch deleted.
  func settled() -> ModelChanges {
    let wentObjects = Set(went.map { ObjectIdentifier($0) })
    var seen: Set<ObjectIdentifier> = []
    var settled = self
    settled.written = written.filter {
      let object = ObjectIdentifier($0)
      return !wentObjects.contains(object) && seen.insert(object).inserted
    }
    let wentIdentifiers = Set(went.map(\.persistentModelID))
    var seenIdentifiers: Set<PersistentIdentifier> = []
    settled.cameIdentifiers = cameIdentifiers.filter {
      !wentIdentifiers.contains($0) && seenIdentifiers.insert($0).inserted
    }
    return settled
  }
}
