// A list's rows by id: what it keeps of each row, and how it finds what changed between two
// renders.

/// The ids of one `ForEach`'s rows, whatever their type.
///
/// They are kept as the type the `ForEach` identifies its rows by, not as `AnyHashable`: a list
/// compares every id after an add or a delete, and a comparison of two `AnyHashable`s costs
/// several times one of two ids.
@usableFromInline
protocol RowIDList: AnyObject {
  /// How many rows.
  var count: Int { get }
  /// The id of the row at `index`.
  func id(at index: Int) -> AnyHashable
  /// Whether the row at `index` has the id `key` holds, compared as the ids' own type.
  func hasID(at index: Int, _ key: AnyHashable) -> Bool
  /// The id of the row at `index` when it names the item the row shows by itself, or `nil`: an
  /// identifiable value used as its own id is named by its `id`, and a position names nothing.
  func idNamingItsItem(at index: Int) -> AnyHashable?
}

/// The ids of one `ForEach`'s rows, brought up to date in place when the `ForEach` runs again.
///
/// The code that reads and compares them is made where the `ForEach` is made, in the lesson's
/// own module, where the ids' type is known (`ForEach`'s initializers are inlinable): code made
/// for one type compares two ids in a few nanoseconds, where code that works for any type looks
/// up how to, each time.
@usableFromInline
final class RowIDs<ID: Hashable>: RowIDList {
  @usableFromInline var ids: [ID]

  @inlinable
  init(ids: [ID]) {
    self.ids = ids
  }

  @usableFromInline var count: Int { ids.count }

  /// Whether each id names its row's item by itself, being neither an identifiable value nor a
  /// position; found once for the ids' type, rather than by casting each id.
  private lazy var idsNameTheirItems = !(ID.self is any Identifiable.Type) && ID.self != Int.self

  @usableFromInline func idNamingItsItem(at index: Int) -> AnyHashable? {
    idsNameTheirItems ? AnyHashable(ids[index]) : nil
  }

  @usableFromInline func id(at index: Int) -> AnyHashable { AnyHashable(ids[index]) }

  @usableFromInline func hasID(at index: Int, _ key: AnyHashable) -> Bool {
    // Made into an `AnyHashable`, the id would be looked up as a kind of value first.
    guard let id = key.base as? ID else { return false }
    return id == ids[index]
  }

  /// Makes the ids those of `elements`, in one pass, and says how they changed.
  ///
  /// Each element's id is read once: the ids that did not change at the top and at the bottom
  /// are compared where they are, and only those between are read into a new array and put in
  /// place of the old ones. An add at the top reads every id once and allocates one.
  @inlinable
  func update<Element>(to elements: UnsafeBufferPointer<Element>, identify: (Element) -> ID)
    -> RowIDDiff
  {
    let oldCount = ids.count
    let newCount = elements.count
    var prefix = 0
    while prefix < min(oldCount, newCount) && identify(elements[prefix]) == ids[prefix] {
      prefix += 1
    }
    var suffix = 0
    while suffix < min(oldCount, newCount) - prefix
      && identify(elements[newCount - 1 - suffix]) == ids[oldCount - 1 - suffix]
    {
      suffix += 1
    }
    let newMiddle = (prefix..<(newCount - suffix)).map { identify(elements[$0]) }
    let diff = RowIDDiff(
      oldMiddle: ids[prefix..<(oldCount - suffix)], newMiddle: newMiddle, prefix: prefix,
      suffix: suffix, oldCount: oldCount)
    ids.replaceSubrange(prefix..<(oldCount - suffix), with: newMiddle)
    return diff
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

  /// How the ids changed, from the ids between the unchanged `prefix` and `suffix`: the old ones
  /// (indexed as in the old list) and the new ones.
  @inlinable
  init<ID: Hashable>(
    oldMiddle: ArraySlice<ID>, newMiddle: [ID], prefix: Int, suffix: Int, oldCount: Int
  ) {
    self.prefix = prefix
    self.suffix = suffix
    self.oldCount = oldCount
    newCount = prefix + newMiddle.count + suffix
    var oldRowByID: [ID: Int] = [:]
    oldRowByID.reserveCapacity(oldMiddle.count)
    // The first row of an id is the one found by it, as SwiftUI warns of the others.
    for row in oldMiddle.indices.reversed() { oldRowByID[oldMiddle[row]] = row }
    var stays = [Bool](repeating: false, count: oldMiddle.count)
    var lastOldRow = -1
    oldRowOfMiddleRow.reserveCapacity(newMiddle.count)
    for (offset, id) in newMiddle.enumerated() {
      if let oldRow = oldRowByID[id], !stays[oldRow - prefix] {
        stays[oldRow - prefix] = true
        if oldRow < lastOldRow { isReordered = true }
        lastOldRow = oldRow
        oldRowOfMiddleRow.append(oldRow)
      } else {
        oldRowOfMiddleRow.append(-1)
        insertedNewRows.append(prefix + offset)
      }
    }
    deletedOldRows = oldMiddle.indices.filter { !stays[$0 - prefix] }
  }

  /// The old row of new row `row`, or `nil` when it is new.
  func oldRow(ofNewRow row: Int) -> Int? {
    if row < prefix { return row }
    if row >= newCount - suffix { return row - newCount + oldCount }
    let oldRow = oldRowOfMiddleRow[row - prefix]
    return oldRow < 0 ? nil : oldRow
  }
}
