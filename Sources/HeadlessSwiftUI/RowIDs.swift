// A list's rows by id: what it keeps of each row, and how it finds what changed between two
// renders.

/// The ids of one `ForEach`'s rows, whatever their type.
///
/// They are kept as the type the `ForEach` identifies its rows by, not as `AnyHashable`: a list
/// compares every id after an add or a delete, and a comparison of two `AnyHashable`s costs
/// several times one of two ids.
protocol RowIDList {
  /// How many rows.
  var count: Int { get }
  /// The id of the row at `index`.
  func id(at index: Int) -> AnyHashable
  /// Whether the row at `index` has the id `key` holds, compared as the ids' own type.
  func hasID(at index: Int, _ key: AnyHashable) -> Bool
  /// How these ids differ from `old`, or `nil` when `old` is of another type.
  func diff(from old: any RowIDList) -> RowIDDiff?
}

/// The ids of one `ForEach`'s rows, and how to compare two lists of them.
///
/// Both are made where the `ForEach` is made, in the lesson's own module, where the ids' type is
/// known (`ForEach`'s initializers are inlinable): code made for one type compares two ids in a
/// few nanoseconds, where code that works for any type looks up how to, each time.
@usableFromInline
struct RowIDs<ID: Hashable>: RowIDList {
  @usableFromInline let ids: [ID]
  /// Compares an old list of these ids with a new one.
  @usableFromInline let compare: (_ old: [ID], _ new: [ID]) -> RowIDDiff

  @inlinable
  init(ids: [ID], compare: @escaping (_ old: [ID], _ new: [ID]) -> RowIDDiff) {
    self.ids = ids
    self.compare = compare
  }

  var count: Int { ids.count }

  func id(at index: Int) -> AnyHashable { AnyHashable(ids[index]) }

  func hasID(at index: Int, _ key: AnyHashable) -> Bool {
    // Made into an `AnyHashable`, the id would be looked up as a kind of value first.
    key.base as? ID == ids[index]
  }

  func diff(from old: any RowIDList) -> RowIDDiff? {
    guard let old = old as? Self else { return nil }
    return compare(old.ids, ids)
  }
}

/// How the ids of one `ForEach`'s rows changed between two renders: the rows that stay, those
/// deleted and those inserted, found in one pass.
///
/// The ids at the top and at the bottom that did not change are matched in place first, which
/// is all an add at the top or a delete needs; the ids between are matched through a dictionary
/// of the old ones.
@usableFromInline
struct RowIDDiff {
  /// Rows of the old list that are gone, ascending.
  @usableFromInline var deletedOldRows: [Int] = []
  /// Rows of the new list that are new, ascending.
  @usableFromInline var insertedNewRows: [Int] = []
  /// Whether rows that stay changed their order.
  @usableFromInline var isReordered = false
  @usableFromInline let prefix: Int
  @usableFromInline let suffix: Int
  @usableFromInline let oldCount: Int
  @usableFromInline let newCount: Int
  /// For each new row between the unchanged top and bottom, its old row, or -1 when it is new.
  @usableFromInline var oldRowOfMiddleRow: [Int] = []

  @inlinable
  init<ID: Hashable>(old: [ID], new: [ID]) {
    oldCount = old.count
    newCount = new.count
    var prefix = 0
    while prefix < min(old.count, new.count) && old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < min(old.count, new.count) - prefix
      && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    self.prefix = prefix
    self.suffix = suffix
    let oldMiddle = prefix..<(old.count - suffix)
    let newMiddle = prefix..<(new.count - suffix)
    var oldRowByID: [ID: Int] = [:]
    oldRowByID.reserveCapacity(oldMiddle.count)
    // The first row of an id is the one found by it, as SwiftUI warns of the others.
    for row in oldMiddle.reversed() { oldRowByID[old[row]] = row }
    var stays = [Bool](repeating: false, count: oldMiddle.count)
    var lastOldRow = -1
    oldRowOfMiddleRow.reserveCapacity(newMiddle.count)
    for row in newMiddle {
      if let oldRow = oldRowByID[new[row]], !stays[oldRow - prefix] {
        stays[oldRow - prefix] = true
        if oldRow < lastOldRow { isReordered = true }
        lastOldRow = oldRow
        oldRowOfMiddleRow.append(oldRow)
      } else {
        oldRowOfMiddleRow.append(-1)
        insertedNewRows.append(row)
      }
    }
    deletedOldRows = oldMiddle.filter { !stays[$0 - prefix] }
  }

  /// The old row of new row `row`, or `nil` when it is new.
  func oldRow(ofNewRow row: Int) -> Int? {
    if row < prefix { return row }
    if row >= newCount - suffix { return row - newCount + oldCount }
    let oldRow = oldRowOfMiddleRow[row - prefix]
    return oldRow < 0 ? nil : oldRow
  }
}
