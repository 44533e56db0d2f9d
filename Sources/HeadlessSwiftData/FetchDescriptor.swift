import Dispatch
import Foundation
import Observation

/// What to fetch: the type of model, which of them, in what order, and how many: SwiftData's
/// `FetchDescriptor`.
public struct FetchDescriptor<Model: PersistentModel> {
  /// Which models match; `nil` for all.
  public var predicate: Predicate<Model>?
  /// The order, first descriptor first; empty for the order the models were made in.
  public var sortBy: [SortDescriptor<Model>]
  /// At most this many models, or every one.
  public var fetchLimit: Int?
  /// How many matching models to skip.
  public var fetchOffset: Int?
  /// Whether the fetch sees the context's unsaved inserts and deletes (`true` by default, as in
  /// SwiftData).
  public var includePendingChanges = true

  /// Whether `first` comes before `second`: by ``sortBy``, and when it does not tell them apart,
  /// by the order the models were made in, so every fetch and every query agree.
  func areInIncreasingOrder(_ first: Model, _ second: Model) -> Bool {
    for comparator in sortBy {
      switch comparator.compare(first, second) {
      case .orderedAscending: return true
      case .orderedDescending: return false
      case .orderedSame: continue
      }
    }
    return first.persistentModelID < second.persistentModelID
  }

  /// Fetches the models `predicate` matches, in `sortBy`'s order.
  public init(predicate: Predicate<Model>? = nil, sortBy: [SortDescriptor<Model>] = []) {
    self.predicate = predicate
    self.sortBy = sortBy
  }
}
