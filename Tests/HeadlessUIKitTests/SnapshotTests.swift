import Testing

@testable import HeadlessUIKit

/// The snapshot on its own: NSDiffableDataSourceSnapshot's API, and a clear error for every
/// identifier Apple's would crash on.
struct SnapshotTests {
  typealias Snapshot = DiffableSnapshot<String, Int>

  private func snapshot(_ layout: KeyValuePairs<String, [Int]>) throws -> Snapshot {
    var snapshot = Snapshot()
    for (section, items) in layout {
      try snapshot.appendSections([section])
      try snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }

  // MARK: - Building and reading

  @Test func appendsSectionsAndItemsAndAnswersQueries() throws {
    let snapshot = try snapshot(["a": [1, 2], "b": [3]])
    #expect(snapshot.numberOfSections == 2)
    #expect(snapshot.numberOfItems == 3)
    #expect(snapshot.sectionIdentifiers == ["a", "b"])
    #expect(snapshot.itemIdentifiers == [1, 2, 3])
    #expect(try snapshot.itemIdentifiers(inSection: "b") == [3])
    #expect(try snapshot.numberOfItems(inSection: "a") == 2)
    #expect(snapshot.indexOfItem(3) == 2)
    #expect(snapshot.indexOfItem(9) == nil)
    #expect(snapshot.indexOfSection("b") == 1)
    #expect(snapshot.sectionIdentifier(containingItem: 2) == "a")
    #expect(snapshot.sectionIdentifier(containingItem: 3) == "b")
  }

  @Test func appendItemsWithoutASectionGoesToTheLastOne() throws {
    var snapshot = try snapshot(["a": [1], "b": []])
    try snapshot.appendItems([2])
    #expect(try snapshot.itemIdentifiers(inSection: "b") == [2])
  }

  @Test func insertsItemsBeforeAndAfterAnotherInItsSection() throws {
    var snapshot = try snapshot(["a": [1, 4], "b": [6]])
    try snapshot.insertItems([2, 3], beforeItem: 4)
    try snapshot.insertItems([5], afterItem: 4)
    try snapshot.insertItems([7], afterItem: 6)
    #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5, 6, 7])
    #expect(try snapshot.itemIdentifiers(inSection: "a") == [1, 2, 3, 4, 5])
    #expect(snapshot.indexOfItem(7) == 6)
  }

  @Test func deletesItemsAcrossSections() throws {
    var snapshot = try snapshot(["a": [1, 2, 3], "b": [4, 5]])
    try snapshot.deleteItems([2, 5, 1])
    #expect(snapshot.itemIdentifiers == [3, 4])
    #expect(try snapshot.numberOfItems(inSection: "a") == 1)
    #expect(try snapshot.numberOfItems(inSection: "b") == 1)
    #expect(snapshot.indexOfItem(4) == 1)
    #expect(snapshot.indexOfItem(2) == nil)
  }

  @Test func movesItemsWithinAndAcrossSections() throws {
    var snapshot = try snapshot(["a": [1, 2, 3], "b": [4]])
    try snapshot.moveItem(3, beforeItem: 1)
    #expect(snapshot.itemIdentifiers == [3, 1, 2, 4])
    try snapshot.moveItem(1, afterItem: 4)
    #expect(try snapshot.itemIdentifiers(inSection: "a") == [3, 2])
    #expect(try snapshot.itemIdentifiers(inSection: "b") == [4, 1])
    #expect(snapshot.indexOfItem(1) == 3)
  }

  @Test func insertsDeletesAndMovesSections() throws {
    var snapshot = try snapshot(["a": [1], "c": [3]])
    try snapshot.insertSections(["b"], beforeSection: "c")
    try snapshot.insertSections(["d"], afterSection: "c")
    try snapshot.appendItems([2], toSection: "b")
    #expect(snapshot.sectionIdentifiers == ["a", "b", "c", "d"])
    #expect(snapshot.itemIdentifiers == [1, 2, 3])
    try snapshot.moveSection("c", beforeSection: "a")
    #expect(snapshot.itemIdentifiers == [3, 1, 2])
    try snapshot.moveSection("c", afterSection: "d")
    #expect(snapshot.sectionIdentifiers == ["a", "b", "d", "c"])
    try snapshot.deleteSections(["a"])
    #expect(snapshot.itemIdentifiers == [2, 3])
    #expect(snapshot.indexOfItem(1) == nil)
    #expect(snapshot.indexOfSection("b") == 0)
  }

  @Test func deleteAllItemsEmptiesTheSnapshotSectionsIncluded() throws {
    var snapshot = try snapshot(["a": [1, 2]])
    try snapshot.reloadItems([1])
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfItems == 0)
    #expect(snapshot.numberOfSections == 0)
    #expect(snapshot.reloadedItemIdentifiers.isEmpty)
  }

  @Test func reloadsAndReconfiguresAreRecordedOnceEach() throws {
    var snapshot = try snapshot(["a": [1, 2, 3]])
    try snapshot.reloadItems([2, 2])
    try snapshot.reconfigureItems([3, 1, 3])
    try snapshot.reloadSections(["a"])
    #expect(snapshot.reloadedItemIdentifiers == [2])
    #expect(snapshot.reconfiguredItemIdentifiers == [3, 1])
    #expect(snapshot.reloadedSectionIdentifiers == ["a"])
    try snapshot.deleteItems([3])
    #expect(snapshot.reconfiguredItemIdentifiers == [1])
  }

  // MARK: - Values

  @Test func aCopyIsIndependentOfTheOriginal() throws {
    let original = try snapshot(["a": [1, 2]])
    var copy = original
    #expect(copy.sharesIdentifiers(with: original))
    try copy.reconfigureItems([1])
    #expect(copy.sharesIdentifiers(with: original))  // Reconfiguring changes no identifier.
    try copy.appendItems([3])
    #expect(!copy.sharesIdentifiers(with: original))
    #expect(original.itemIdentifiers == [1, 2])
    #expect(original.reconfiguredItemIdentifiers.isEmpty)
    #expect(copy.itemIdentifiers == [1, 2, 3])
  }

  // MARK: - Errors that are crashes on Apple platforms

  @Test(arguments: [
    (SnapshotEdit.appendDuplicateItem, SnapshotError.duplicateItem("1")),
    (.appendItemTwiceInOneCall, .duplicateItem("5")),
    (.appendDuplicateSection, .duplicateSection("a")),
    (.appendToUnknownSection, .unknownSection("z")),
    (.appendWithoutSections, .noSection),
    (.insertBeforeUnknownItem, .unknownItem("9")),
    (.deleteUnknownItem, .unknownItem("9")),
    (.moveUnknownItem, .unknownItem("9")),
    (.moveItemBeforeItself, .relativeToItself("item 1")),
    (.reloadUnknownItem, .unknownItem("9")),
    (.reconfigureUnknownItem, .unknownItem("9")),
    (.deleteUnknownSection, .unknownSection("z")),
    (.moveSectionAfterItself, .relativeToItself("section a")),
  ])
  func aWrongIdentifierThrowsAndChangesNothing(edit: SnapshotEdit, error: SnapshotError) throws {
    let before = try snapshot(["a": [1, 2]])
    var snapshot = edit == .appendWithoutSections ? Snapshot() : before
    let unchanged = snapshot
    #expect(throws: error) { try edit.apply(to: &snapshot) }
    #expect(snapshot.itemIdentifiers == unchanged.itemIdentifiers)
    #expect(snapshot.sectionIdentifiers == unchanged.sectionIdentifiers)
    #expect(snapshot.reloadedItemIdentifiers == unchanged.reloadedItemIdentifiers)
    #expect(!error.description.isEmpty)
  }

  @Test func theErrorSaysWhatWouldWork() {
    #expect(
      SnapshotError.duplicateItem("t3").description
        == "item t3 is already in the snapshot; every item identifier must be unique")
    #expect(
      SnapshotError.noSection.description
        == "the snapshot has no section to append items to; call appendSections first")
  }
}

/// One wrong edit of a snapshot holding section "a" with items 1 and 2.
enum SnapshotEdit: CaseIterable, Sendable {
  case appendDuplicateItem, appendItemTwiceInOneCall, appendDuplicateSection
  case appendToUnknownSection, appendWithoutSections, insertBeforeUnknownItem
  case deleteUnknownItem, moveUnknownItem, moveItemBeforeItself, reloadUnknownItem
  case reconfigureUnknownItem, deleteUnknownSection, moveSectionAfterItself

  func apply(to snapshot: inout DiffableSnapshot<String, Int>) throws(SnapshotError) {
    switch self {
    case .appendDuplicateItem: try snapshot.appendItems([3, 1])
    case .appendItemTwiceInOneCall: try snapshot.appendItems([5, 5])
    case .appendDuplicateSection: try snapshot.appendSections(["b", "a"])
    case .appendToUnknownSection: try snapshot.appendItems([3], toSection: "z")
    case .appendWithoutSections: try snapshot.appendItems([1])
    case .insertBeforeUnknownItem: try snapshot.insertItems([3], beforeItem: 9)
    case .deleteUnknownItem: try snapshot.deleteItems([1, 9])
    case .moveUnknownItem: try snapshot.moveItem(9, afterItem: 1)
    case .moveItemBeforeItself: try snapshot.moveItem(1, beforeItem: 1)
    case .reloadUnknownItem: try snapshot.reloadItems([1, 9])
    case .reconfigureUnknownItem: try snapshot.reconfigureItems([9])
    case .deleteUnknownSection: try snapshot.deleteSections(["z"])
    case .moveSectionAfterItself: try snapshot.moveSection("a", afterSection: "a")
    }
  }
}
