import Foundation

// What a context answers without a fetch of its own, and how a view hears of its changes.

extension ModelContext {
  /// How many models `descriptor` would fetch.
  public func fetchCount<Model: PersistentModel>(_ descriptor: FetchDescriptor<Model>) throws
    -> Int
  {
    try fetch(descriptor).count
  }

  /// The context's object for `identifier`, if the context holds it.
  public func registeredModel<Model: PersistentModel>(for identifier: PersistentIdentifier)
    -> Model?
  {
    mergeSavedChanges()
    return registered[identifier] as? Model
  }

  /// The model `identifier` names: the context's object, or one it makes from the stored
  /// values; SwiftData's `model(for:)`.
  ///
  /// For an identifier nothing is stored under, SwiftData returns "an unsaved model with its
  /// persistentModelID property set", whose values cannot be read. The stand-in cannot make
  /// one, and stops the program saying so.
  public func model(for identifier: PersistentIdentifier) -> any PersistentModel {
    func lookUp<Model: PersistentModel>(_ type: Model.Type) -> (any PersistentModel)? {
      model(for: identifier, as: type)
    }
    guard let model = lookUp(ModelTypes.shared.type(at: identifier.entity)) else {
      preconditionFailure(
        "nothing is stored under \(identifier): SwiftData's model(for:) would return a model "
          + "whose values cannot be read; look models up by identifiers that are stored")
    }
    return model
  }

  /// The context's object for `identifier`, made from the stored values if the context does
  /// not hold it yet; `nil` when the store has no such model: ``model(for:)`` followed by
  /// `as? Model`, without the model SwiftData makes for an identifier nothing is stored under.
  package func model<Model: PersistentModel>(
    for identifier: PersistentIdentifier, as type: Model.Type
  )
    -> Model?
  {
    mergeSavedChanges()
    return modelWithoutMerging(for: identifier, as: type)
  }

  /// Calls `action` after models of the context came or went, after it saved, and after it
  /// merged another context's save, for as long as `owner` lives.
  package func observeChanges(by owner: AnyObject, _ action: @escaping () -> Void) {
    observeModelChanges(by: owner) { _ in action() }
  }
}
