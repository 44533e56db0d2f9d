import Foundation
import Observation

/// The identity of a stored model, the same in every context of its container: SwiftData's
/// `PersistentIdentifier`.
///
/// A detail given this, and not the model object, looks the model up in its own context: an
/// object belongs to the context that made it, and a copy of its values is a copy.
public struct PersistentIdentifier: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The name of the model's type.
  public let entityName: String
  /// The number the process gave the model, unique among all models.
  let number: Int

  /// `TodoItem(12)`, for logs and test messages.
  public var description: String { "\(entityName)(\(number))" }

  /// Identifiers sort by their type's name, then by the order they were given in.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.entityName, lhs.number) < (rhs.entityName, rhs.number)
  }
}

/// A class whose instances a model context keeps and a container stores: SwiftData's
/// `PersistentModel`.
///
/// In SwiftData the `@Model` macro makes a class one, writing for it what it stores and how to
/// take stored values back. The macro needs a package this project does not take, so a model here
/// is an `@Observable` final class that writes those members itself: ``snapshot``, its stored
/// values as one value; ``init(snapshot:)``, how a context makes its own instance from stored
/// values; and ``restore(_:)``, which takes stored values, writing only those that differ, so an
/// observer hears only what changed.
public protocol PersistentModel: AnyObject, Observable {
  /// The model's stored values, as one value.
  associatedtype Snapshot: Equatable & Sendable

  /// The model's stored values now.
  var snapshot: Snapshot { get }

  /// A model with `snapshot`'s values.
  init(snapshot: Snapshot)

  /// Takes `snapshot`'s values, writing only those that differ from the model's.
  func restore(_ snapshot: Snapshot)
}

extension PersistentModel {
  /// The model's identity in its container, given the first time it is asked for.
  ///
  /// SwiftData gives a model a temporary identifier until its context saves it; the stand-in
  /// gives it its lasting one at once.
  public var persistentModelID: PersistentIdentifier {
    ModelIdentities.shared.identifier(of: self)
  }

  /// The name of the model's type, as its identifiers carry it.
  static var entityName: String { String(describing: Self.self) }
}

/// Which identifier each model object has: a table the whole process shares, as an object and
/// its identifier are the same wherever the object goes.
///
/// An entry holds its object weakly and is kept only while the object lives, so an address used
/// again by a new object never inherits an old identifier.
final class ModelIdentities: @unchecked Sendable {
  static let shared = ModelIdentities()

  private struct Entry {
    weak var model: AnyObject?
    let identifier: PersistentIdentifier
  }

  // NB: @unchecked Sendable is justified by this lock, which guards everything below it.
  private let lock = NSLock()
  private var entries: [ObjectIdentifier: Entry] = [:]
  private var nextNumber = 1
  private var entriesAfterLastPrune = 0

  /// The identifier of `model`, given now if it has none.
  func identifier<Model: PersistentModel>(of model: Model) -> PersistentIdentifier {
    lock.withLock {
      let key = ObjectIdentifier(model)
      if let entry = entries[key], entry.model === model { return entry.identifier }
      let identifier = PersistentIdentifier(entityName: Model.entityName, number: nextNumber)
      nextNumber += 1
      record(model, as: identifier)
      return identifier
    }
  }

  /// Gives `model`, just made by a context from stored values, the identifier they are stored
  /// under.
  func adopt(_ model: AnyObject, as identifier: PersistentIdentifier) {
    lock.withLock { record(model, as: identifier) }
  }

  private func record(_ model: AnyObject, as identifier: PersistentIdentifier) {
    entries[ObjectIdentifier(model)] = Entry(model: model, identifier: identifier)
    // Entries of models that are gone are dropped now and then, as the table doubles.
    if entries.count > max(1_024, 2 * entriesAfterLastPrune) {
      entries = entries.filter { $0.value.model != nil }
      entriesAfterLastPrune = entries.count
    }
  }
}
