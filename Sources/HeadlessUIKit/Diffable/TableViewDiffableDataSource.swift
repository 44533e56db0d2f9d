import TodoModel

/// One change a data source made to its table, named by item, for tests and the transcript.
public enum AppliedUpdate<ItemID: Hashable & Sendable>: Hashable, Sendable {
  case delete(ItemID)
  case insert(ItemID)
  case move(ItemID)
  case reload(ItemID)
  case reconfigure(ItemID)
}

/// Drives a ``TableView`` from snapshots of identifiers, like `UITableViewDiffableDataSource`.
///
/// `apply(_:animatingDifferences:)` compares the new snapshot with the one the table shows, turns
/// the difference into one batch of table updates — deletes, inserts, moves, and the reloads and
/// reconfigures the snapshot asks for — and records each one by item.
@MainActor
public final class TableViewDiffableDataSource<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable
>:
  TableViewDataSource
{
  /// The snapshot type this data source applies.
  public typealias Snapshot = DiffableSnapshot<SectionID, ItemID>
  /// Makes a cell's content from its item, like the cell provider of UIKit's data source.
  public typealias CellProvider = @MainActor (TableView, Int, ItemID) -> Todo

  private let tableView: TableView
  private let cellProvider: CellProvider
  private var current = Snapshot()
  /// The updates the last `apply` made, in the order the table received them.
  public private(set) var lastAppliedUpdates: [AppliedUpdate<ItemID>] = []
  /// How many items the last `apply` compared, the old and the new snapshot's together.
  ///
  /// Zero when the new snapshot shares its identifiers with the old and no diff ran. UIKit
  /// reports no such number; the tests read it to show what a snapshot built from scratch costs.
  public private(set) var lastDiffedItemCount = 0
  /// What each `apply` did since ``takeAppliedUpdates()`` was last called, oldest first.
  private var untakenApplies: [[AppliedUpdate<ItemID>]] = []

  /// Drives `tableView` from now on; `cellProvider` makes each cell's content from its item.
  public init(tableView: TableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    tableView.dataSource = self
  }

  /// What each `apply` did since the last call, oldest first, one list of updates per apply
  /// (empty when the diff found nothing to do); UIKit keeps no such log, the transcript reads it.
  public func takeAppliedUpdates() -> [[AppliedUpdate<ItemID>]] {
    defer { untakenApplies = [] }
    return untakenApplies
  }

  /// A copy of what the table shows now; free, because it shares the identifiers until edited.
  public func snapshot() -> Snapshot {
    current
  }

  /// Makes the table show `snapshot`, changing only what differs.
  ///
  /// A snapshot copied from ``snapshot()`` and edited only with `reloadItems` or
  /// `reconfigureItems` still shares its identifiers, so no diff runs at all: the cost is the
  /// named items, whatever the size of the list. `animatingDifferences` is accepted for UIKit's
  /// sake; a headless table has nothing to animate. As on iOS 15 and later, both values diff.
  public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) {
    let old = current
    var updates: [TableUpdate] = []
    var applied: [AppliedUpdate<ItemID>] = []
    lastDiffedItemCount = 0
    if !snapshot.sharesIdentifiers(with: old) {
      let oldItems = old.itemIdentifiers
      let newItems = snapshot.itemIdentifiers
      lastDiffedItemCount = oldItems.count + newItems.count
      let diff = SnapshotDiff(from: oldItems, to: newItems, oldIndex: old.indexOfItem)
      for position in diff.deletes {
        updates.append(.delete(position))
        applied.append(.delete(oldItems[position]))
      }
      for position in diff.inserts {
        updates.append(.insert(position))
        applied.append(.insert(newItems[position]))
      }
      for move in diff.moves {
        updates.append(.move(from: move.from, to: move.to))
        applied.append(.move(newItems[move.to]))
      }
    }
    // Reloads and reconfigures name rows as they were before the batch, as in UIKit.
    var reloaded = snapshot.reloadedItemIdentifiers
    for section in snapshot.reloadedSectionIdentifiers where snapshot.indexOfSection(section) != nil
    {
      reloaded += snapshot.itemIdentifiers(inSection: section)
    }
    for item in reloaded {
      guard let row = old.indexOfItem(item) else { continue }  // New items render anyway.
      updates.append(.reload(row))
      applied.append(.reload(item))
    }
    for item in snapshot.reconfiguredItemIdentifiers where !reloaded.contains(item) {
      guard let row = old.indexOfItem(item) else { continue }
      updates.append(.reconfigure(row))
      applied.append(.reconfigure(item))
    }
    current = snapshot
    current.clearRequestedUpdates()
    lastAppliedUpdates = applied
    tableView.performBatchUpdates(updates)
    untakenApplies.append(applied)
  }

  /// Shows `snapshot` by reloading the whole table, without a diff, like
  /// `applySnapshotUsingReloadData(_:)`.
  public func applySnapshotUsingReloadData(_ snapshot: Snapshot) {
    current = snapshot
    current.clearRequestedUpdates()
    lastAppliedUpdates = []
    lastDiffedItemCount = 0
    tableView.reloadData()
  }

  /// The item shown at `row`.
  public func itemIdentifier(forRow row: Int) -> ItemID? {
    let items = current.itemIdentifiers
    return items.indices.contains(row) ? items[row] : nil
  }

  // MARK: - TableViewDataSource

  /// How many items the applied snapshot holds.
  public func numberOfRows(in tableView: TableView) -> Int {
    current.numberOfItems
  }

  /// The content the cell provider makes for the item at `row`.
  public func tableView(_ tableView: TableView, contentForRowAt row: Int) -> Todo {
    cellProvider(tableView, row, current.itemIdentifiers[row])
  }
}
