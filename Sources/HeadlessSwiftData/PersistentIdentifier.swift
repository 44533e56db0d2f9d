import Foundation

/// The identity of a stored model, the same in every context of its container: SwiftData's
/// `PersistentIdentifier`.
///
/// A detail given this, and not the model object, looks the model up in its own context: an
/// object belongs to the context that made it, and a copy of its values is a copy.
///
/// It is one 64-bit word — the model type's place in the process's table of types, and the
/// model's number — as every table of the container and its contexts is keyed by it: with a
/// million models, each word saved is 16 MB saved in each table.
public struct PersistentIdentifier: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The type's place in ``ModelTypes`` in the top 16 bits, the model's number below.
  private let word: UInt64
  private static let numberBits: UInt64 = 48

  /// The name of the model's type.
  public var entityName: String { ModelTypes.shared.type(at: entity).entityName }

  /// The place of the model's type in the process's table of model types: the same for every
  /// model of one type.
  var entity: Int { Int(word >> Self.numberBits) }

  /// The number the process gave the model, unique among all models.
  var number: Int { Int(word & ((1 << Self.numberBits) - 1)) }

  /// `TodoItem(12)`, for logs and test messages.
  public var description: String { "\(entityName)(\(number))" }

  /// Identifiers sort by their type's name, then by the order they were given in.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    guard lhs.entity == rhs.entity else { return lhs.entityName < rhs.entityName }
    return lhs.number < rhs.number
  }

  /// A new identifier for a model of `type`, after every one given before.
  static func next<Model: PersistentModel>(for type: Model.Type) -> PersistentIdentifier {
    let (entity, number) = ModelTypes.shared.nextNumber(for: type)
    return PersistentIdentifier(word: UInt64(entity) << numberBits | UInt64(number))
  }

  private init(word: UInt64) {
    self.word = word
  }
}

/// The model types the process has made models of, each with its place, and the number of the
/// next model: what an identifier's word points into.
final class ModelTypes: @unchecked Sendable {
  // NB: @unchecked Sendable is justified by this lock, which guards every property below it.
  private let lock = NSLock()
  private var types: [any PersistentModel.Type] = []
  private var places: [ObjectIdentifier: Int] = [:]
  private var next = 1

  static let shared = ModelTypes()

  /// The type at `place`.
  func type(at place: Int) -> any PersistentModel.Type {
    lock.withLock { types[place] }
  }

  /// The place of `type`, given on first use, and a number no model has had.
  func nextNumber<Model: PersistentModel>(for type: Model.Type) -> (place: Int, number: Int) {
    lock.withLock {
      defer { next += 1 }
      let key = ObjectIdentifier(type)
      if let place = places[key] { return (place, next) }
      types.append(type)
      places[key] = types.count - 1
      return (types.count - 1, next)
    }
  }
}

/// A model's stored values, as the container keeps them and contexts pass them around: one
/// shared, immutable object, so that a table of a million rows holds a reference per row, and
/// a model's backing data the same reference, not a copy.
class StoredValues: @unchecked Sendable {
  // NB: @unchecked Sendable is justified by immutability: the one subclass holds a `let` of a
  // `Sendable` value.

  /// The values, as a value of their own type.
  var values: any Sendable { fatalError("StoredValues is abstract: use Stored<Snapshot>") }
}

/// The stored values of a model whose snapshot type is `Snapshot`.
final class Stored<Snapshot: Sendable>: StoredValues, @unchecked Sendable {
  // NB: @unchecked Sendable is justified as for StoredValues: `snapshot` is a `let`.
  let snapshot: Snapshot

  init(_ snapshot: Snapshot) {
    self.snapshot = snapshot
  }

  override var values: any Sendable { snapshot }
}
