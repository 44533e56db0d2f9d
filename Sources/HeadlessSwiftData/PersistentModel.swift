import Foundation
import Observation

/// A class whose instances a model context keeps and a container stores: SwiftData's
/// `PersistentModel`.
///
/// In SwiftData the `@Model` macro makes a class one, writing for it what it stores and how to
/// take stored values back. The macro needs a package this project does not take, so a model here
/// is an `@Observable` final class that writes those members itself: ``persistentBackingData``,
/// where it keeps its identity; ``snapshot``, its stored values as one value;
/// ``init(snapshot:)``, how a context makes its own instance from stored values;
/// ``restore(_:)``, which takes stored values, writing only those that differ, so an observer
/// hears only what changed; and, as `@Model`'s setters write through the backing data, a
/// `didSet { persistentBackingData.noteChange() }` on each stored property, so that the context
/// that holds the model learns of the write.
public protocol PersistentModel: AnyObject, Observable {
  /// The model's stored values, as one value.
  associatedtype Snapshot: Equatable & Sendable

  /// Where the model keeps its identity: a model declares it
  /// `@ObservationIgnored let persistentBackingData = PersistentBackingData(for: Self.self)`.
  var persistentBackingData: PersistentBackingData { get }

  /// The model's stored values now.
  var snapshot: Snapshot { get }

  /// A model with `snapshot`'s values.
  init(snapshot: Snapshot)

  /// Takes `snapshot`'s values, writing only those that differ from the model's.
  func restore(_ snapshot: Snapshot)
}

extension PersistentModel {
  /// The model's identity in its container, given when the model was made.
  ///
  /// SwiftData gives a model a temporary identifier until its context saves it; the stand-in
  /// gives it its lasting one at once.
  public var persistentModelID: PersistentIdentifier {
    persistentBackingData.identifier
  }

  /// The name of the model's type, as its identifiers carry it.
  static var entityName: String { String(describing: Self.self) }
}

/// What a model object keeps for the store: its identifier, and its values as its context last
/// read or saved them.
///
/// SwiftData's `@Model` generates a `persistentBackingData` property (of the type
/// `any BackingData<Self>`, made with `init(for:)`), which keeps the identifier and the values;
/// the stand-in's keeps the identifier and the stored values, against which its context tells
/// whether the model has changes, as the values now are the model's own properties.
///
/// The identity lives in the object, not in a table beside it, so a table needs no weak
/// reference to every model (a weak reference makes each retain of the object slower), and
/// reading it takes no lock.
public final class PersistentBackingData: @unchecked Sendable {
  // NB: @unchecked Sendable is justified by when `identifier` is written: when the backing data
  // is made, and by a context that adopts it for a model it has just made, before any other code
  // can reach the model. `storedValues` and `changeSink` are written and read by the context that
  // holds the model, on its actor.
  /// The model's identifier.
  private(set) var identifier: PersistentIdentifier
  /// Where a write to the model is told: the context that holds it, once it does.
  ///
  /// Set by the context when it takes the model, on the actor the model lives on, and read by
  /// the model's setters on that actor.
  var changeSink: ModelChangeSink?
  /// The model's stored values as of its context's last fetch, save or merge: what the context
  /// compares the model with to tell whether it has changes; `nil` until it is first saved.
  ///
  /// Kept here rather than in a table of the context's, so that a context of a million models
  /// keeps no second table of them; the value is the one the container stores, not a copy.
  var storedValues: StoredValues?

  /// Backing data for a new model of `type`, with an identifier of its own.
  public init<Model: PersistentModel>(for type: Model.Type) {
    identifier = PersistentIdentifier.next(for: type)
  }

  /// Tells the context that holds the model that a stored property was just written: what a
  /// model's `didSet` calls, as `@Model`'s generated setters write through the backing data.
  public func noteChange() {
    changeSink?.modelDidChange(identifier)
  }

  /// Gives a model a context has just made from stored values the identifier they are stored
  /// under.
  func adopt(_ stored: PersistentIdentifier) {
    identifier = stored
  }
}
