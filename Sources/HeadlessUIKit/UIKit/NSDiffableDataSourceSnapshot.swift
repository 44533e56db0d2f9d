/// The state of a table as identifiers: its sections, the items in each, and which items to
/// reload or reconfigure when it is applied, as `NSDiffableDataSourceSnapshot` (iOS 13).
///
/// A snapshot is a value: copying it is free, and an edit copies the identifiers only when
/// another snapshot still shares them (copy on write). An edit that names an identifier wrongly
/// stops the app with a ``SnapshotError``'s message, where UIKit raises an exception; in both,
/// the methods throw nothing.
///
/// The items are kept in one flat array with an index from identifier to position, so every
/// lookup by identifier is O(1); an edit that inserts or removes items costs O(n).
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
  Sendable
{
  /// The identifiers, shared by copies until one of them is edited.
  final class Storage: @unchecked Sendable {
    // NB: @unchecked Sendable is safe because a shared storage is never mutated: every edit
    // first makes the storage unique (`makeStorageUnique`).
    var sections: [SectionIdentifierType] = []
    var itemCounts: [Int] = []
    var items: [ItemIdentifierType] = []
    var indexOfItem: [ItemIdentifierType: Int] = [:]
    var indexOfSection: [SectionIdentifierType: Int] = [:]

    func copy() -> Storage {
      let copy = Storage()
      copy.sections = sections
      copy.itemCounts = itemCounts
      copy.items = items
      copy.indexOfItem = indexOfItem
      copy.indexOfSection = indexOfSection
      return copy
    }
  }

  var storage = Storage()
  /// Items to reload (replace their cells) when this snapshot is applied, in the order named
  /// (iOS 15).
  public internal(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  /// Items to reconfigure (render again into their cells) when this snapshot is applied
  /// (iOS 15).
  public internal(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
  /// Sections whose items all reload when this snapshot is applied (iOS 15).
  public internal(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

  /// An empty snapshot: no sections, no items.
  public init() {}

  // MARK: - Reading

  /// How many sections the snapshot holds.
  public var numberOfSections: Int { storage.sections.count }
  /// How many items the snapshot holds, in every section.
  public var numberOfItems: Int { storage.items.count }
  /// The sections, in order.
  public var sectionIdentifiers: [SectionIdentifierType] { storage.sections }
  /// Every item, section after section; O(1), because the array is shared, not copied.
  public var itemIdentifiers: [ItemIdentifierType] { storage.items }

  /// How many items `section` holds; stops the app for a section not in the snapshot.
  public func numberOfItems(inSection section: SectionIdentifierType) -> Int {
    storage.itemCounts[index(of: section)]
  }

  /// The items of `section`, in order; stops the app for a section not in the snapshot.
  public func itemIdentifiers(inSection section: SectionIdentifierType) -> [ItemIdentifierType] {
    let sectionIndex = index(of: section)
    let start = startOfSection(at: sectionIndex)
    return Array(storage.items[start..<start + storage.itemCounts[sectionIndex]])
  }

  /// The position of `item` among all items, or `nil`; O(1).
  public func indexOfItem(_ item: ItemIdentifierType) -> Int? {
    storage.indexOfItem[item]
  }

  /// The position of `section`, or `nil` when the snapshot does not hold it.
  public func indexOfSection(_ section: SectionIdentifierType) -> Int? {
    storage.indexOfSection[section]
  }

  /// The section that holds `item`, or `nil` when the snapshot does not hold it.
  public func sectionIdentifier(containingItem item: ItemIdentifierType) -> SectionIdentifierType? {
    guard let position = storage.indexOfItem[item] else { return nil }
    var end = 0
    for (sectionIndex, count) in storage.itemCounts.enumerated() {
      end += count
      if position < end { return storage.sections[sectionIndex] }
    }
    return nil
  }

  /// Whether `other` has the very same sections and items, in O(1).
  ///
  /// It is true when neither was edited since one was copied from the other; applying such a
  /// snapshot needs no diff.
  package func sharesIdentifiers(with other: NSDiffableDataSourceSnapshot) -> Bool {
    storage === other.storage
  }

  // MARK: - Sections

  /// Adds sections at the end; stops the app for a section already in the snapshot.
  public mutating func appendSections(_ sections: [SectionIdentifierType]) {
    checkNew(sections)
    makeStorageUnique()
    for section in sections {
      storage.indexOfSection[section] = storage.sections.count
      storage.sections.append(section)
      storage.itemCounts.append(0)
    }
  }

  /// Inserts sections before `section`; stops the app for unknown or repeated sections.
  public mutating func insertSections(
    _ sections: [SectionIdentifierType], beforeSection section: SectionIdentifierType
  ) {
    insertSections(sections, at: index(of: section))
  }

  /// Inserts sections after `section`; stops the app for unknown or repeated sections.
  public mutating func insertSections(
    _ sections: [SectionIdentifierType], afterSection section: SectionIdentifierType
  ) {
    insertSections(sections, at: index(of: section) + 1)
  }

  /// Removes sections and their items; stops the app for a section not in the snapshot.
  public mutating func deleteSections(_ sections: [SectionIdentifierType]) {
    for section in sections { _ = index(of: section) }
    let doomed = Set(sections)
    var kept: [(SectionIdentifierType, [ItemIdentifierType])] = []
    for (sectionIndex, section) in storage.sections.enumerated() where !doomed.contains(section) {
      let start = startOfSection(at: sectionIndex)
      kept.append((section, Array(storage.items[start..<start + storage.itemCounts[sectionIndex]])))
    }
    rebuild(kept)
  }

  /// Moves a section, with its items, before another; stops the app for unknown sections.
  public mutating func moveSection(
    _ section: SectionIdentifierType, beforeSection other: SectionIdentifierType
  ) {
    moveSection(section, relativeTo: other, after: false)
  }

  /// Moves a section, with its items, after another; stops the app for unknown sections.
  public mutating func moveSection(
    _ section: SectionIdentifierType, afterSection other: SectionIdentifierType
  ) {
    moveSection(section, relativeTo: other, after: true)
  }

  /// Marks every item of these sections to reload when the snapshot is applied.
  public mutating func reloadSections(_ sections: [SectionIdentifierType]) {
    for section in sections { _ = index(of: section) }
    for section in sections where !reloadedSectionIdentifiers.contains(section) {
      reloadedSectionIdentifiers.append(section)
    }
  }

  // MARK: - Shared by the snapshot's files

  /// Stops the app for an edit that breaks a snapshot's rules, saying what would work.
  static func fail(_ error: SnapshotError) -> Never {
    fatalError("NSDiffableDataSourceSnapshot: \(error)")
  }

  func index(of item: ItemIdentifierType) -> Int {
    guard let position = storage.indexOfItem[item] else { Self.fail(.unknownItem("\(item)")) }
    return position
  }

  func index(of section: SectionIdentifierType) -> Int {
    guard let position = storage.indexOfSection[section] else {
      Self.fail(.unknownSection("\(section)"))
    }
    return position
  }

  func checkNew(_ items: [ItemIdentifierType]) {
    var seen = Set<ItemIdentifierType>(minimumCapacity: items.count)
    for item in items where storage.indexOfItem[item] != nil || !seen.insert(item).inserted {
      Self.fail(.duplicateItem("\(item)"))
    }
  }

  func checkNew(_ sections: [SectionIdentifierType]) {
    var seen = Set<SectionIdentifierType>()
    for section in sections
    where storage.indexOfSection[section] != nil || !seen.insert(section).inserted {
      Self.fail(.duplicateSection("\(section)"))
    }
  }

  func startOfSection(at sectionIndex: Int) -> Int {
    storage.itemCounts[..<sectionIndex].reduce(0, +)
  }

  func sectionIndex(ofPosition position: Int) -> Int {
    var end = 0
    for (sectionIndex, count) in storage.itemCounts.enumerated() {
      end += count
      if position < end { return sectionIndex }
    }
    return max(0, storage.itemCounts.count - 1)
  }

  mutating func makeStorageUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
  }

  mutating func insertItems(
    _ items: [ItemIdentifierType], at position: Int, inSectionAt sectionIndex: Int
  ) {
    makeStorageUnique()
    storage.items.insert(contentsOf: items, at: position)
    storage.itemCounts[sectionIndex] += items.count
    reindexItems(from: position)
  }

  mutating func insertSections(_ sections: [SectionIdentifierType], at position: Int) {
    checkNew(sections)
    makeStorageUnique()
    storage.sections.insert(contentsOf: sections, at: position)
    storage.itemCounts.insert(contentsOf: Array(repeating: 0, count: sections.count), at: position)
    reindexSections()
  }

  mutating func moveSection(
    _ section: SectionIdentifierType, relativeTo other: SectionIdentifierType, after: Bool
  ) {
    _ = index(of: section)
    _ = index(of: other)
    guard section != other else { Self.fail(.relativeToItself("section \(section)")) }
    var layout = storage.sections.indices.map { sectionIndex in
      let start = startOfSection(at: sectionIndex)
      return (
        storage.sections[sectionIndex],
        Array(storage.items[start..<start + storage.itemCounts[sectionIndex]])
      )
    }
    let moved = layout.remove(at: layout.firstIndex { $0.0 == section }!)
    let target = layout.firstIndex { $0.0 == other }! + (after ? 1 : 0)
    layout.insert(moved, at: target)
    rebuild(layout)
  }

  mutating func moveItem(
    _ item: ItemIdentifierType, relativeTo other: ItemIdentifierType, after: Bool
  ) {
    let from = index(of: item)
    _ = index(of: other)
    guard item != other else { Self.fail(.relativeToItself("item \(item)")) }
    makeStorageUnique()
    storage.itemCounts[sectionIndex(ofPosition: from)] -= 1
    storage.items.remove(at: from)
    let otherPosition = storage.items.firstIndex(of: other)!
    let target = otherPosition + (after ? 1 : 0)
    // The item joins the section of the item it is placed next to.
    let section = sectionIndex(ofPosition: otherPosition)
    storage.items.insert(item, at: target)
    storage.itemCounts[section] += 1
    reindexItems(from: min(from, target))
  }

  /// Replaces everything with these sections and items, in this order.
  mutating func rebuild(_ layout: [(SectionIdentifierType, [ItemIdentifierType])]) {
    let fresh = Storage()
    for (section, items) in layout {
      fresh.indexOfSection[section] = fresh.sections.count
      fresh.sections.append(section)
      fresh.itemCounts.append(items.count)
      fresh.items.append(contentsOf: items)
    }
    storage = fresh
    reindexItems(from: 0)
    let kept = Set(fresh.items)
    reloadedItemIdentifiers.removeAll { !kept.contains($0) }
    reconfiguredItemIdentifiers.removeAll { !kept.contains($0) }
    reloadedSectionIdentifiers.removeAll { fresh.indexOfSection[$0] == nil }
  }

  mutating func reindexItems(from position: Int) {
    for index in position..<storage.items.count {
      storage.indexOfItem[storage.items[index]] = index
    }
  }

  mutating func reindexSections() {
    storage.indexOfSection = [:]
    for (index, section) in storage.sections.enumerated() {
      storage.indexOfSection[section] = index
    }
  }
}
