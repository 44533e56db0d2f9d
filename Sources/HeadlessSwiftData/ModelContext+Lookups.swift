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

  /// The context's object for `identifier`, made from the stored values if the context does
  /// not hold it yet; `nil` when the store has no such model.
  ///
  /// SwiftData's `model(for:)` returns a model for any identifier, one whose values cannot be
  /// read when none is stored; the stand-in says so with `nil`.
  public func model<Model: PersistentModel>(
    for identifier: PersistentIdentifier, as type: Model.Type
  )
    -> Model?
  {
    mergeSavedChanges()
    return modelWithoutMerging(for: identifier, as: type)
  }

  /// Calls `action` after models of the context came or went, after it saved, and after it
  /// merged another context's save, for as long as `owner` lives.
  public func observeChanges(by owner: AnyObject, _ action: @escaping () -> Void) {
    observeModelChanges(by: owner) { _ in action() }
  }
}
