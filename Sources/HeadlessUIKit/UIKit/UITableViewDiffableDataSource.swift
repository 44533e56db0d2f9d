import Foundation
import TodoModel

/// One change a diffable data source made to its table, named by item.
///
/// UIKit keeps no such record; the transcript prints it and the tests read it.
package enum AppliedUpdate<ItemID: Hashable & Sendable>: Hashable, Sendable {
  case delete(ItemID)
  case insert(ItemID)
  case move(ItemID)
  case reload(ItemID)
  case reconfigure(ItemID)
}

/// The object that gives a table its rows from snapshots of identifiers, as
/// `UITableViewDiffableDataSource` (iOS 13).
///
/// `apply(_:animatingDifferences:completion:)` compares the new snapshot with the one the table
/// shows, turns the difference into one batch of table updates — deletes, inserts, moves, and
/// the reloads and reconfigures the snapshot asks for — and makes each cell it needs with the
/// cell provider. Rows can be edited (swiped away) only in a subclass that says so in
/// `tableView(_:canEditRowAt:)`, which is how UIKit code enables the swipe. The stand-in's table shows one section: every item is a row
/// of section 0, in the snapshot's order.
@MainActor
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UITableViewDataSource {
  /// Makes the cell of an item: dequeued from the table, filled in, and returned.
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

  /// How inserted and deleted rows come and go; nothing is animated here.
  public var defaultRowAnimation: UITableView.RowAnimation = .automatic
  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  /// The updates the last `apply` made, in the order the table received them.
  package private(set) var lastAppliedUpdates: [AppliedUpdate<ItemIdentifierType>] = []
  /// How many items the last `apply` compared, the old and the new snapshot's together.
  ///
  /// Zero when the new snapshot shares its identifiers with the old and no diff ran. UIKit
  /// reports no such number; the tests read it to show what a snapshot built from scratch costs.
  package private(set) var lastDiffedItemCount = 0
  /// What each `apply` did since ``takeAppliedUpdates()`` was last called, oldest first.
  private var untakenApplies: [[AppliedUpdate<ItemIdentifierType>]] = []

  /// A data source that gives `tableView` its rows from now on; `cellProvider` makes each cell.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }

  /// A copy of what the table shows now; free, because it shares the identifiers until edited.
  public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  {
    current
  }

  /// Makes the table show `snapshot`, changing only what differs, then calls `completion`.
  ///
  /// A snapshot copied from ``snapshot()`` and edited only with `reloadItems` or
  /// `reconfigureItems` still shares its identifiers, so no diff runs here (UIKit documents the
  /// diff as O(n) and says nothing of this case). `animatingDifferences` is accepted for UIKit's
  /// sake; a headless table has nothing to animate, and, as on iOS 15 and later, both values
  /// diff.
  public func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    let old = current
    var batch = Batch<SectionIdentifierType, ItemIdentifierType>()
    lastDiffedItemCount = 0
    if !snapshot.sharesIdentifiers(with: old) {
      lastDiffedItemCount = old.numberOfItems + snapshot.numberOfItems
      batch.addDifference(from: old, to: snapshot)
    }
    batch.addRequestedUpdates(of: snapshot, shownAs: old)
    current = snapshot
    current.clearRequestedUpdates()
    lastAppliedUpdates = batch.applied
    tableView?.rows.performBatchUpdates(batch.updates)
    untakenApplies.append(batch.applied)
    completion?()
  }

  /// Shows `snapshot` by reloading the whole table, without a diff (iOS 15).
  public func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    current = snapshot
    current.clearRequestedUpdates()
    lastAppliedUpdates = []
    lastDiffedItemCount = 0
    tableView?.reloadData()
    completion?()
  }

  /// The item shown at `indexPath`, or `nil`.
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    let items = current.itemIdentifiers
    return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
  }

  /// Where `itemIdentifier` is shown, or `nil` when the table does not show it.
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexOfItem(itemIdentifier).map { IndexPath(row: $0, section: 0) }
  }

  /// What each `apply` did since the last call, oldest first, one list of updates per apply
  /// (empty when the diff found nothing to do); UIKit keeps no such log, the transcript reads it.
  package func takeAppliedUpdates() -> [[AppliedUpdate<ItemIdentifierType>]] {
    defer { untakenApplies = [] }
    return untakenApplies
  }

  // MARK: - UITableViewDataSource

  /// How many items the applied snapshot holds, all of them in section 0.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    section == 0 ? current.numberOfItems : 0
  }

  /// The cell the cell provider makes for the item at `indexPath`.
  ///
  /// A provider that returns no cell stops the app, as UIKit raises.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let item = current.itemIdentifiers[indexPath.row]
    guard let cell = cellProvider(tableView, indexPath, item) else {
      fatalError("the cell provider returned no cell for \(item): return a dequeued cell")
    }
    return cell
  }

  /// No row can be swiped away unless a subclass says so.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Nothing; a subclass that lets rows be swiped away deletes the item here.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
}

/// The table updates of one `apply`, by row for the table and by item for the record.
private struct Batch<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
  typealias Snapshot = NSDiffableDataSourceSnapshot<SectionID, ItemID>
  private(set) var updates: [TableUpdate] = []
  private(set) var applied: [AppliedUpdate<ItemID>] = []

  /// The deletes, inserts and moves that turn `old`'s rows into `new`'s.
  mutating func addDifference(from old: Snapshot, to new: Snapshot) {
    let oldItems = old.itemIdentifiers
    let newItems = new.itemIdentifiers
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

  /// The reloads and reconfigures `snapshot` asks for, naming rows as they were in `old`, before
  /// the batch, as in UIKit; an item new in this batch renders anyway.
  mutating func addRequestedUpdates(of snapshot: Snapshot, shownAs old: Snapshot) {
    var reloaded = snapshot.reloadedItemIdentifiers
    for section in snapshot.reloadedSectionIdentifiers where snapshot.indexOfSection(section) != nil
    {
      reloaded += snapshot.itemIdentifiers(inSection: section)
    }
    for item in reloaded {
      guard let row = old.indexOfItem(item) else { continue }
      updates.append(.reload(row))
      applied.append(.reload(item))
    }
    for item in snapshot.reconfiguredItemIdentifiers where !reloaded.contains(item) {
      guard let row = old.indexOfItem(item) else { continue }
      updates.append(.reconfigure(row))
      applied.append(.reconfigure(item))
    }
  }
}
