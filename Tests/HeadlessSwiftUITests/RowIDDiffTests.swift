import Testing

@testable import HeadlessSwiftUI

/// A list compares its rows' ids after a `ForEach` ran: the ids that did not change at the top
/// and at the bottom are matched in place, the ones between through their old rows.
struct RowIDDiffTests {
  private let ten = Array(0..<10)

  /// How a list that kept `old` sees `new`, as `ForEach` brings its ids up to date.
  private func diff(old: [Int], new: [Int]) -> RowIDDiff {
    let ids = RowIDs(ids: old)
    let diff = new.withUnsafeBufferPointer { ids.update(to: $0, identify: { $0 }) }
    #expect(ids.ids == new)
    return diff
  }

  @Test func anAddAtTheTopInsertsOneRowAndEveryOtherStaysOneRowLower() {
    let diff = diff(old: ten, new: [99] + ten)
    #expect(diff.insertedNewRows == [0])
    #expect(diff.deletedOldRows.isEmpty)
    #expect(!diff.isReordered)
    #expect(diff.oldRow(ofNewRow: 0) == nil)
    #expect((1...10).map { diff.oldRow(ofNewRow: $0) } == ten)
  }

  @Test func aDeleteInTheMiddleDeletesThatRowAndTheRowsBelowMoveUp() {
    let diff = diff(old: ten, new: ten.filter { $0 != 3 })
    #expect(diff.deletedOldRows == [3])
    #expect(diff.insertedNewRows.isEmpty)
    #expect(diff.oldRow(ofNewRow: 2) == 2)
    #expect(diff.oldRow(ofNewRow: 3) == 4)
  }

  @Test func rowsThatChangeTheirOrderAreAReorder() {
    let diff = diff(old: ten, new: [0, 1, 5, 3, 4, 2, 6, 7, 8, 9])
    #expect(diff.isReordered)
  }

  @Test func aReplacedRowIsADeleteAndAnInsertAtItsPlace() {
    let diff = diff(old: ten, new: [0, 1, 42, 3, 4, 5, 6, 7, 8, 9])
    #expect(diff.deletedOldRows == [2])
    #expect(diff.insertedNewRows == [2])
    #expect(!diff.isReordered)
  }

  @Test func aRepeatedIdIsFoundAtItsFirstRowAndItsOtherRowsAreNew() {
    let diff = diff(old: [1, 2, 3], new: [4, 2, 2, 5])
    #expect(diff.oldRow(ofNewRow: 1) == 1)
    #expect(diff.oldRow(ofNewRow: 2) == nil)
    #expect(diff.insertedNewRows == [0, 2, 3])
    #expect(diff.deletedOldRows == [0, 2])
  }
}
