/// The state of a table as identifiers, with the API and meaning of
/// `NSDiffableDataSourceSnapshot`.
///
/// It holds sections, the items in each, and which items to reload or reconfigure when it is
/// applied.
/// A snapshot is a value: copying it is free, and an edit copies the identifiers only when
/// another snapshot still shares them (copy on write). Edits that name an identifier wrongly
/// throw a ``SnapshotError`` and change nothing.
///
/// The items are kept in one flat array with an index from identifier to position, so every
/// lookup by identifier is O(1); an edit that inserts or removes items costs O(n).
public struct DiffableSnapshot<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
  Sendable
{
  /// The identifiers, shared by copies until one of them is edited.
  private final class Storage: @unchecked Sendable {
    // NB: @unchecked Sendable is safe because a shared storage is never mutated: every edit
    // first makes the storage unique (`makeStorageUnique`).
    var sections: [SectionID] = []
    var itemCounts: [Int] = []
    var items: [ItemID] = []
    var indexOfItem: [ItemID: Int] = [:]
    var indexOfSection: [SectionID: Int] = [:]

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

  private var storage = Storage()
  /// Items to reload (replace their cells) when this snapshot is applied, in the order named.
  private(set) var reloadedItemIdentifiers: [ItemID] = []
  /// Items to reconfigure (render again into their cells) when this snapshot is applied.
  private(set) var reconfiguredItemIdentifiers: [ItemID] = []
  /// Sections whose items all reload when this snapshot is applied.
  private(set) var reloadedSectionIdentifiers: [SectionID] = []

  /// An empty snapshot: no sections, no items.
  public init() {}

  // MARK: - Reading

  /// How many sections the snapshot holds.
  public var numberOfSections: Int { storage.sections.count }
  /// How many items the snapshot holds, in every section.
  public var numberOfItems: Int { storage.items.count }
  /// The sections, in order.
  public var sectionIdentifiers: [SectionID] { storage.sections }
  /// Every item, section after section; O(1), because the array is shared, not copied.
  public var itemIdentifiers: [ItemID] { storage.items }

  /// How many items `section` holds; throws for a section not in the snapshot.
  public func numberOfItems(inSection section: SectionID) throws(SnapshotError) -> Int {
    storage.itemCounts[try index(of: section)]
  }

  /// The items of `section`, in order; throws for a section not in the snapshot.
  public func itemIdentifiers(inSection section: SectionID) throws(SnapshotError) -> [ItemID] {
    let sectionIndex = try index(of: section)
    let start = startOfSection(at: sectionIndex)
    return Array(storage.items[start..<start + storage.itemCounts[sectionIndex]])
  }

  /// The position of `item` among all items, or `nil`; O(1).
  public func indexOfItem(_ item: ItemID) -> Int? {
    storage.indexOfItem[item]
  }

  /// The position of `section`, or `nil` when the snapshot does not hold it.
  public func indexOfSection(_ section: SectionID) -> Int? {
    storage.indexOfSection[section]
  }

  /// The section that holds `item`, or `nil` when the snapshot does not hold it.
  public func sectionIdentifier(containingItem item: ItemID) -> SectionID? {
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
  public func sharesIdentifiers(with other: DiffableSnapshot) -> Bool {
    storage === other.storage
  }

  // MARK: - Sections

  /// Adds sections at the end; throws for a section already in the snapshot.
  public mutating func appendSections(_ sections: [SectionID]) throws(SnapshotError) {
    try checkNew(sections)
    makeStorageUnique()
    for section in sections {
      storage.indexOfSection[section] = storage.sections.count
      storage.sections.append(section)
      storage.itemCounts.append(0)
    }
  }

  /// Inserts sections before `section`; throws for unknown or repeated sections.
  public mutating func insertSections(_ sections: [SectionID], beforeSection section: SectionID)
    throws(SnapshotError)
  {
    try insertSections(sections, at: try index(of: section))
  }

  /// Inserts sections after `section`; throws for unknown or repeated sections.
  public mutating func insertSections(_ sections: [SectionID], afterSection section: SectionID)
    throws(SnapshotError)
  {
    try insertSections(sections, at: try index(of: section) + 1)
  }

  /// Removes sections and their items; throws for a section not in the snapshot.
  public mutating func deleteSections(_ sections: [SectionID]) throws(SnapshotError) {
    for section in sections { _ = try index(of: section) }
    let doomed = Set(sections)
    var kept: [(SectionID, [ItemID])] = []
    for (sectionIndex, section) in storage.sections.enumerated() where !doomed.contains(section) {
      let start = startOfSection(at: sectionIndex)
      kept.append((section, Array(storage.items[start..<start + storage.itemCounts[sectionIndex]])))
    }
    rebuild(kept)
  }

  /// Moves a section, with its items, before another; throws for unknown sections.
  public mutating func moveSection(_ section: SectionID, beforeSection other: SectionID)
    throws(SnapshotError)
  {
    try moveSection(section, relativeTo: other, after: false)
  }

  /// Moves a section, with its items, after another; throws for unknown sections.
  public mutating func moveSection(_ section: SectionID, afterSection other: SectionID)
    throws(SnapshotError)
  {
    try moveSection(section, relativeTo: other, after: true)
  }

  /// Marks every item of these sections to reload when the snapshot is applied.
  public mutating func reloadSections(_ sections: [SectionID]) throws(SnapshotError) {
    for section in sections { _ = try index(of: section) }
    for section in sections where !reloadedSectionIdentifiers.contains(section) {
      reloadedSectionIdentifiers.append(section)
    }
  }

  // MARK: - Items

  /// Adds items at the end of `section`, or of the last section when none is named.
  public mutating func appendItems(_ items: [ItemID], toSection section: SectionID? = nil)
    throws(SnapshotError)
  {
    let sectionIndex: Int
    if let section {
      sectionIndex = try index(of: section)
    } else {
      guard !storage.sections.isEmpty else { throw .noSection }
      sectionIndex = storage.sections.count - 1
    }
    try checkNew(items)
    insertItems(
      items, at: startOfSection(at: sectionIndex) + storage.itemCounts[sectionIndex],
      inSectionAt: sectionIndex)
  }

  /// Inserts items before `item`; throws for unknown or repeated items.
  public mutating func insertItems(_ items: [ItemID], beforeItem item: ItemID) throws(SnapshotError)
  {
    let position = try index(of: item)
    try checkNew(items)
    insertItems(items, at: position, inSectionAt: sectionIndex(ofPosition: position))
  }

  /// Inserts items after `item`; throws for unknown or repeated items.
  public mutating func insertItems(_ items: [ItemID], afterItem item: ItemID) throws(SnapshotError)
  {
    let position = try index(of: item)
    try checkNew(items)
    insertItems(items, at: position + 1, inSectionAt: sectionIndex(ofPosition: position))
  }

  /// Removes items; throws for an item not in the snapshot.
  public mutating func deleteItems(_ items: [ItemID]) throws(SnapshotError) {
    for item in items { _ = try index(of: item) }
    let doomed = Set(items)
    makeStorageUnique()
    let sectionsOfDoomed = items.compactMap { storage.indexOfItem[$0] }.map(
      sectionIndex(ofPosition:))
    for sectionIndex in sectionsOfDoomed { storage.itemCounts[sectionIndex] -= 1 }
    storage.items.removeAll { doomed.contains($0) }
    for item in items { storage.indexOfItem[item] = nil }
    reindexItems(from: 0)
    reloadedItemIdentifiers.removeAll { doomed.contains($0) }
    reconfiguredItemIdentifiers.removeAll { doomed.contains($0) }
  }

  /// Removes every item and every section, as `deleteAllItems()` does.
  public mutating func deleteAllItems() {
    storage = Storage()
    reloadedItemIdentifiers = []
    reconfiguredItemIdentifiers = []
    reloadedSectionIdentifiers = []
  }

  /// Moves an item before another; throws for unknown items.
  public mutating func moveItem(_ item: ItemID, beforeItem other: ItemID) throws(SnapshotError) {
    try moveItem(item, relativeTo: other, after: false)
  }

  /// Moves an item after another; throws for unknown items.
  public mutating func moveItem(_ item: ItemID, afterItem other: ItemID) throws(SnapshotError) {
    try moveItem(item, relativeTo: other, after: true)
  }

  /// Asks for these items' cells to be replaced by new ones when the snapshot is applied.
  public mutating func reloadItems(_ items: [ItemID]) throws(SnapshotError) {
    for item in items { _ = try index(of: item) }
    for item in items where !reloadedItemIdentifiers.contains(item) {
      reloadedItemIdentifiers.append(item)
    }
  }

  /// Asks for these items to be rendered again into their existing cells when the snapshot is
  /// applied (iOS 15's `reconfigureItems`).
  public mutating func reconfigureItems(_ items: [ItemID]) throws(SnapshotError) {
    for item in items { _ = try index(of: item) }
    for item in items where !reconfiguredItemIdentifiers.contains(item) {
      reconfiguredItemIdentifiers.append(item)
    }
  }

  /// Forgets the reloads and reconfigures, once they have been applied.
  public mutating func clearRequestedUpdates() {
    reloadedItemIdentifiers = []
    reconfiguredItemIdentifiers = []
    reloadedSectionIdentifiers = []
  }

  // MARK: - Private

  private func index(of item: ItemID) throws(SnapshotError) -> Int {
    guard let position = storage.indexOfItem[item] else { throw .unknownItem("\(item)") }
    return position
  }

  private func index(of section: SectionID) throws(SnapshotError) -> Int {
    guard let position = storage.indexOfSection[section] else {
      throw .unknownSection("\(section)")
    }
    return position
  }

  private func checkNew(_ items: [ItemID]) throws(SnapshotError) {
    var seen = Set<ItemID>(minimumCapacity: items.count)
    for item in items where storage.indexOfItem[item] != nil || !seen.insert(item).inserted {
      throw .duplicateItem("\(item)")
    }
  }

  private func checkNew(_ sections: [SectionID]) throws(SnapshotError) {
    var seen = Set<SectionID>()
    for section in sections
    where storage.indexOfSection[section] != nil || !seen.insert(section).inserted {
      throw .duplicateSection("\(section)")
    }
  }

  private func startOfSection(at sectionIndex: Int) -> Int {
    storage.itemCounts[..<sectionIndex].reduce(0, +)
  }

  private func sectionIndex(ofPosition position: Int) -> Int {
    var end = 0
    for (sectionIndex, count) in storage.itemCounts.enumerated() {
      end += count
      if position < end { return sectionIndex }
    }
    return max(0, storage.itemCounts.count - 1)
  }

  private mutating func makeStorageUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
  }

  private mutating func insertItems(
    _ items: [ItemID], at position: Int, inSectionAt sectionIndex: Int
  ) {
    makeStorageUnique()
    storage.items.insert(contentsOf: items, at: position)
    storage.itemCounts[sectionIndex] += items.count
    reindexItems(from: position)
  }

  private mutating func insertSections(_ sections: [SectionID], at position: Int)
    throws(SnapshotError)
  {
    try checkNew(sections)
    makeStorageUnique()
    storage.sections.insert(contentsOf: sections, at: position)
    storage.itemCounts.insert(contentsOf: Array(repeating: 0, count: sections.count), at: position)
    reindexSections()
  }

  private mutating func moveSection(_ section: SectionID, relativeTo other: SectionID, after: Bool)
    throws(SnapshotError)
  {
    _ = try index(of: section)
    _ = try index(of: other)
    guard section != other else { throw .relativeToItself("section \(section)") }
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

  private mutating func moveItem(_ item: ItemID, relativeTo other: ItemID, after: Bool)
    throws(SnapshotError)
  {
    let from = try index(of: item)
    _ = try index(of: other)
    guard item != other else { throw .relativeToItself("item \(item)") }
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
  private mutating func rebuild(_ layout: [(SectionID, [ItemID])]) {
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

  private mutating func reindexItems(from position: Int) {
    for index in position..<storage.items.count {
      storage.indexOfItem[storage.items[index]] = index
    }
  }

  private mutating func reindexSections() {
    storage.indexOfSection = [:]
    for (index, section) in storage.sections.enumerated() {
      storage.indexOfSection[section] = index
    }
  }
}
