import Foundation

// What queries of one context share: the question each asks, and the answer the last one got.

/// What a query without a predicate, limit or offset asks: every model of its type, in an order.
///
/// Queries that ask the same question of one context — the lists of two windows — hold one
/// array of results between them, as a fetch cache shares its rows: a change copies the results
/// once, not once for each window. A predicate cannot be compared, so a query with one keeps its
/// own results.
struct QueryQuestion<Element: PersistentModel>: Hashable {
  let sortBy: [SortDescriptor<Element>]

  /// Whether two descriptors surely ask the same question: neither has a predicate, which
  /// cannot be compared, and their sort, limit, offset and pending changes are the same.
  static func same(_ first: FetchDescriptor<Element>, _ second: FetchDescriptor<Element>) -> Bool {
    first.predicate == nil && second.predicate == nil && first.sortBy == second.sortBy
      && first.fetchLimit == second.fetchLimit && first.fetchOffset == second.fetchOffset
      && first.includePendingChanges == second.includePendingChanges
  }

  /// The question `descriptor` asks, if it can be shared.
  static func of(_ descriptor: FetchDescriptor<Element>) -> AnyHashable? {
    guard descriptor.predicate == nil, descriptor.fetchLimit == nil,
      descriptor.fetchOffset == nil, descriptor.includePendingChanges
    else { return nil }
    return AnyHashable(QueryQuestion(sortBy: descriptor.sortBy))
  }
}

/// The answer one query got to its question after one change to its context.
final class QueryAnswer<Element: PersistentModel> {
  /// The context's ``ModelContext/changeCount`` when the answer was given.
  let changeCount: Int
  /// The results the change was taken into; `nil` for a first fetch.
  let before: [Element]?
  /// The results after it.
  let results: [Element]
  /// Whether the results are other objects, or in another order, than before.
  let didChange: Bool

  init(changeCount: Int, before: [Element]?, results: [Element], didChange: Bool) {
    self.changeCount = changeCount
    self.before = before
    self.results = results
    self.didChange = didChange
  }
}

extension Array {
  /// Whether this array and `other` are one array: the same storage, so the same elements.
  func hasSameStorage(as other: [Element]) -> Bool {
    withUnsafeBufferPointer { mine in
      other.withUnsafeBufferPointer { theirs in
        mine.baseAddress == theirs.baseAddress && mine.count == theirs.count
      }
    }
  }
}
