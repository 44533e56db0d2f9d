import Testing

@testable import HeadlessUIKit

/// The snapshot on its own: NSDiffableDataSourceSnapshot's API, and a clear error for every
/// identifier Apple's would crash on.
struct SnapshotTests {
  typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

  private func snapshot(_ layout: KeyValuePairs<String, [Int]>) -> Snapshot {
    var snapshot = Snapshot()
    for (section, items) in layout {
      snapshot.appendSections([section])
      snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }

  // MARK: - Building and reading

  @Test func appendsSectionsAndItemsAndAnswersQueries() throws {
    let snapshot = snapshot(["a": [1, 2], "b": [3]])
    #expect(snapshot.numberOfSections == 2)
    #expect(snapshot.numberOfItems == 3)
    #expect(snapshot.sectionIdentifiers == ["a", "b"])
    #expect(snapshot.itemIdentifiers == [1, 2, 3])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [3])
    #expect(snapshot.numberOfItems(inSection: "a") == 2)
    #expect(snapshot.indexOfItem(3) == 2)
    #expect(snapshot.indexOfItem(9) == nil)
    #expect(snapshot.indexOfSection("b") == 1)
    #expect(snapshot.sectionIdentifier(containingItem: 2) == "a")
    #expect(snapshot.sectionIdentifier(containingItem: 3) == "b")
  }

  @Test func appendItemsWithoutASectionGoesToTheLastOne() throws {
    var snapshot = snapshot(["a": [1], "b": []])
    snapshot.appendItems([2])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [2])
  }

  @Test func insertsItemsBeforeAndAfterAnotherInItsSection() throws {
    var snapshot = snapshot(["a": [1, 4], "b": [6]])
    snapshot.insertItems([2, 3], beforeItem: 4)
    snapshot.insertItems([5], afterItem: 4)
    snapshot.insertItems([7], afterItem: 6)
    #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5, 6, 7])
    #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 2, 3, 4, 5])
    #expect(snapshot.indexOfItem(7) == 6)
  }

  @Test func deletesItemsAcrossSections() throws {
    var snapshot = snapshot(["a": [1, 2, 3], "b": [4, 5]])
    snapshot.deleteItems([2, 5, 1])
    #expect(snapshot.itemIdentifiers == [3, 4])
    #expect(snapshot.numberOfItems(inSection: "a") == 1)
    #expect(snapshot.numberOfItems(inSection: "b") == 1)
    #expect(snapshot.indexOfItem(4) == 1)
    #expect(snapshot.indexOfItem(2) == nil)
  }

  @Test func movesItemsWithinAndAcrossSections() throws {
    var snapshot = snapshot(["a": [1, 2, 3], "b": [4]])
    snapshot.moveItem(3, beforeItem: 1)
    #expect(snapshot.itemIdentifiers == [3, 1, 2, 4])
    snapshot.moveItem(1, afterItem: 4)
    #expect(snapshot.itemIdentifiers(inSection: "a") == [3, 2])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 1])
    #expect(snapshot.indexOfItem(1) == 3)
  }

  @Test func insertsDeletesAndMovesSections() throws {
    var snapshot = snapshot(["a": [1], "c": [3]])
    snapshot.insertSections(["b"], beforeSection: "c")
    snapshot.insertSections(["d"], afterSection: "c")
    snapshot.appendItems([2], toSection: "b")
    #expect(snapshot.sectionIdentifiers == ["a", "b", "c", "d"])
    #expect(snapshot.itemIdentifiers == [1, 2, 3])
    snapshot.moveSection("c", beforeSection: "a")
    #expect(snapshot.itemIdentifiers == [3, 1, 2])
    snapshot.moveSection("c", afterSection: "d")
    #expect(snapshot.sectionIdentifiers == ["a", "b", "d", "c"])
    snapshot.deleteSections(["a"])
    #expect(snapshot.itemIdentifiers == [2, 3])
    #expect(snapshot.indexOfItem(1) == nil)
    #expect(snapshot.indexOfSection("b") == 0)
  }

  @Test func deleteAllItemsEmptiesTheSnapshotSectionsIncluded() throws {
    var snapshot = snapshot(["a": [1, 2]])
    snapshot.reloadItems([1])
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfItems == 0)
    #expect(snapshot.numberOfSections == 0)
    #expect(snapshot.reloadedItemIdentifiers.isEmpty)
  }

  @Test func reloadsAndReconfiguresAreRecordedOnceEach() throws {
    var snapshot = snapshot(["a": [1, 2, 3]])
    snapshot.reloadItems([2, 2])
    snapshot.reconfigureItems([3, 1, 3])
    snapshot.reloadSections(["a"])
    #expect(snapshot.reloadedItemIdentifiers == [2])
    #expect(snapshot.reconfiguredItemIdentifiers == [3, 1])
    #expect(snapshot.reloadedSectionIdentifiers == ["a"])
    snapshot.deleteItems([3])
    #expect(snapshot.reconfiguredItemIdentifiers == [1])
  }

  // MARK: - Values

  @Test func aCopyIsIndependentOfTheOriginal() throws {
    let original = snapshot(["a": [1, 2]])
    var copy = original
    #expect(copy.sharesIdentifiers(with: original))
    copy.reconfigureItems([1])
    #expect(copy.sharesIdentifiers(with: original))  // Reconfiguring changes no identifier.
    copy.appendItems([3])
    #expect(!copy.sharesIdentifiers(with: original))
    #expect(original.itemIdentifiers == [1, 2])
    #expect(original.reconfiguredItemIdentifiers.isEmpty)
    #expect(copy.itemIdentifiers == [1, 2, 3])
  }

  // MARK: - Errors that are crashes on Apple platforms

  /// An edit that names an identifier wrongly stops the app, as UIKit's snapshot raises an
  /// exception; each rule is one case, run in a process of its own.
  @Test(arguments: SnapshotEdit.allCases)
  func aWrongIdentifierStopsTheApp(edit: SnapshotEdit) async {
    await #expect(processExitsWith: .failure) { [edit] in
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      if edit != .appendWithoutSections {
        snapshot.appendSections(["a"])
        snapshot.appendItems([1, 2], toSection: "a")
      }
      edit.apply(to: &snapshot)
    }
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
enum SnapshotEdit: CaseIterable, Codable, Sendable {
  case appendDuplicateItem, appendItemTwiceInOneCall, appendDuplicateSection
  case appendToUnknownSection, appendWithoutSections, insertBeforeUnknownItem
  case deleteUnknownItem, moveUnknownItem, moveItemBeforeItself, reloadUnknownItem
  case reconfigureUnknownItem, deleteUnknownSection, moveSectionAfterItself

  func apply(to snapshot: inout NSDiffableDataSourceSnapshot<String, Int>) {
    switch self {
    case .appendDuplicateItem: snapshot.appendItems([3, 1])
    case .appendItemTwiceInOneCall: snapshot.appendItems([5, 5])
    case .appendDuplicateSection: snapshot.appendSections(["b", "a"])
    case .appendToUnknownSection: snapshot.appendItems([3], toSection: "z")
    case .appendWithoutSections: snapshot.appendItems([1])
    case .insertBeforeUnknownItem: snapshot.insertItems([3], beforeItem: 9)
    case .deleteUnknownItem: snapshot.deleteItems([1, 9])
    case .moveUnknownItem: snapshot.moveItem(9, afterItem: 1)
    case .moveItemBeforeItself: snapshot.moveItem(1, beforeItem: 1)
    case .reloadUnknownItem: snapshot.reloadItems([1, 9])
    case .reconfigureUnknownItem: snapshot.reconfigureItems([9])
    case .deleteUnknownSection: snapshot.deleteSections(["z"])
    case .moveSectionAfterItself: snapshot.moveSection("a", afterSection: "a")
    }
  }
}
