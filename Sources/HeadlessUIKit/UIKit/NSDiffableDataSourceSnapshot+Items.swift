// The items of a snapshot: adding, deleting, moving, and asking for reloads and reconfigures.

extension NSDiffableDataSourceSnapshot {
  /// Adds items at the end of `section`, or of the last section when none is named.
  public mutating func appendItems(
    _ items: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil
  ) {
    let sectionIndex: Int
    if let section {
      sectionIndex = index(of: section)
    } else {
      guard !storage.sections.isEmpty else { Self.fail(.noSection) }
      sectionIndex = storage.sections.count - 1
    }
    checkNew(items)
    insertItems(
      items, at: startOfSection(at: sectionIndex) + storage.itemCounts[sectionIndex],
      inSectionAt: sectionIndex)
  }

  /// Inserts items before `item`; stops the app for unknown or repeated items.
  public mutating func insertItems(
    _ items: [ItemIdentifierType], beforeItem item: ItemIdentifierType
  ) {
    let position = index(of: item)
    checkNew(items)
    insertItems(items, at: position, inSectionAt: sectionIndex(ofPosition: position))
  }

  /// Inserts items after `item`; stops the app for unknown or repeated items.
  public mutating func insertItems(
    _ items: [ItemIdentifierType], afterItem item: ItemIdentifierType
  ) {
    let position = index(of: item)
    checkNew(items)
    insertItems(items, at: position + 1, inSectionAt: sectionIndex(ofPosition: position))
  }

  /// Removes items; stops the app for an item not in the snapshot.
  public mutating func deleteItems(_ items: [ItemIdentifierType]) {
    for item in items { _ = index(of: item) }
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

  /// Moves an item before another; stops the app for unknown items.
  public mutating func moveItem(_ item: ItemIdentifierType, beforeItem other: ItemIdentifierType) {
    moveItem(item, relativeTo: other, after: false)
  }

  /// Moves an item after another; stops the app for unknown items.
  public mutating func moveItem(_ item: ItemIdentifierType, afterItem other: ItemIdentifierType) {
    moveItem(item, relativeTo: other, after: true)
  }

  /// Asks for these items' cells to be replaced by new ones when the snapshot is applied.
  public mutating func reloadItems(_ items: [ItemIdentifierType]) {
    for item in items { _ = index(of: item) }
    for item in items where !reloadedItemIdentifiers.contains(item) {
      reloadedItemIdentifiers.append(item)
    }
  }

  /// Asks for these items to be rendered again into their existing cells when the snapshot is
  /// applied (iOS 15's `reconfigureItems`).
  public mutating func reconfigureItems(_ items: [ItemIdentifierType]) {
    for item in items { _ = index(of: item) }
    for item in items where !reconfiguredItemIdentifiers.contains(item) {
      reconfiguredItemIdentifiers.append(item)
    }
  }

  /// Forgets the reloads and reconfigures, once they have been applied.
  package mutating func clearRequestedUpdates() {
    reloadedItemIdentifiers = []
    reconfiguredItemIdentifiers = []
    reloadedSectionIdentifiers = []
  }
}
