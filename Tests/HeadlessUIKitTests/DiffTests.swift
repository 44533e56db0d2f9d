import ChapterKit
import Testing
import TodoModel

@testable import HeadlessUIKit

/// The diff is correct: the updates it records, applied to the old list, give the new one.
@MainActor
struct DiffTests {
  @Test(arguments: 0..<2_000)
  func applyingTheRecordedUpdatesToTheOldListGivesTheNewOne(seed: Int) throws {
    var random = SeededRandom(seed: UInt64(seed))
    let (old, new, edited) = Self.randomPair(&random)
    let (table, dataSource) = Self.makeTable()
    dataSource.applySnapshotUsingReloadData(Self.snapshot(old))
    var next = Self.snapshot(new)
    next.reconfigureItems(edited)
    dataSource.apply(next)
    #expect(table.rows.rows.map(\.id) == new.map { TodoID(number: $0) }, "seed \(seed)")
    // Replaying the diff by hand, without the table, gives the same list.
    let diff = SnapshotDiff(from: old, to: new, oldIndex: { old.firstIndex(of: $0) })
    #expect(Self.replay(diff, on: old, new: new) == new, "seed \(seed)")
    let reconfigured = dataSource.lastAppliedUpdates.filter {
      if case .reconfigure = $0 { true } else { false }
    }
    #expect(reconfigured.count == edited.count)
  }

  @Test(arguments: [
    ([Int](), [Int]()), ([], [1, 2, 3]), ([1, 2, 3], []), ([1, 2, 3], [1, 2, 3]),
    ([1, 2, 3], [3, 2, 1]), ([1, 2, 3, 4], [4, 1, 2, 3]),
  ])
  func edgeCasesDiffCorrectly(old: [Int], new: [Int]) throws {
    let (table, dataSource) = Self.makeTable()
    dataSource.applySnapshotUsingReloadData(Self.snapshot(old))
    dataSource.apply(Self.snapshot(new))
    #expect(table.rows.rows.map(\.id) == new.map { TodoID(number: $0) })
    if old == new { #expect(dataSource.lastAppliedUpdates.isEmpty) }
  }

  @Test func oneItemMovedAcrossManyIsOneMove() {
    let old = Array(0..<1_000)
    var new = old
    new.insert(new.removeLast(), at: 0)
    new.append(new.remove(at: 500))
    let diff = SnapshotDiff(from: old, to: new, oldIndex: { $0 })
    #expect(diff.moves == [.init(from: 999, to: 0), .init(from: 499, to: 999)])
    #expect(diff.inserts.isEmpty && diff.deletes.isEmpty)
  }

  @Test func identicalListsNeedNoUpdatesAndSharedOnesNoDiff() throws {
    let old = Self.snapshot(Array(1...100))
    #expect(
      SnapshotDiff(from: old.itemIdentifiers, to: Array(1...100), oldIndex: old.indexOfItem).isEmpty
    )
    let (table, dataSource) = Self.makeTable()
    dataSource.applySnapshotUsingReloadData(old)
    var next = dataSource.snapshot()
    next.reconfigureItems([50])
    table.rows.resetRenderCounts()
    dataSource.apply(next)
    #expect(dataSource.lastAppliedUpdates == [.reconfigure(50)])
    #expect(table.rows.renderLog == ["t50"])
  }

  // MARK: - Helpers

  /// Two lists of unique items: the new one deletes, inserts and moves some of the old one, and
  /// some kept items are edited.
  static func randomPair(_ random: inout SeededRandom) -> (old: [Int], new: [Int], edited: [Int]) {
    let count = random.chance(0.05) ? 0 : random.int(in: 0...60)
    let old = Array(0..<count)
    var new = old.filter { _ in !random.chance(0.15) }
    var nextItem = count
    for _ in 0..<random.int(in: 0...8) {
      new.insert(nextItem, at: random.int(in: 0...new.count))
      nextItem += 1
    }
    for _ in 0..<random.int(in: 0...4) where new.count > 1 {
      let item = new.remove(at: random.int(in: 0...(new.count - 1)))
      new.insert(item, at: random.int(in: 0...new.count))
    }
    let kept = new.filter { $0 < count }
    let edited = kept.filter { _ in random.chance(0.1) }
    return (old, new, edited)
  }

  /// A table whose diffable data source's cells show "item N", identified as the todo tN.
  static func makeTable() -> (UITableView, UITableViewDiffableDataSource<Int, Int>) {
    let table = UITableView(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "item")
    let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: table) {
      table, indexPath, item in
      let cell = table.dequeueReusableCell(withIdentifier: "item", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = "item \(item)"
      cell.contentConfiguration = content
      cell.accessibilityIdentifier = TodoID(number: item).rawValue
      return cell
    }
    return (table, dataSource)
  }

  static func snapshot(_ items: [Int]) -> NSDiffableDataSourceSnapshot<Int, Int> {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    return snapshot
  }

  /// Applies a diff to the old list by UIKit's rules, independently of the table: moved items go
  /// to their new places, inserted items to theirs, and the items that stay fill the free places
  /// in their old order.
  static func replay(_ diff: SnapshotDiff, on old: [Int], new: [Int]) -> [Int] {
    let count = old.count - diff.deletes.count + diff.inserts.count
    var result = [Int?](repeating: nil, count: count)
    for move in diff.moves where move.to < count { result[move.to] = old[move.from] }
    for position in diff.inserts where position < count { result[position] = new[position] }
    let leaving = Set(diff.deletes).union(diff.moves.map(\.from))
    var staying = old.indices.filter { !leaving.contains($0) }.map { old[$0] }.makeIterator()
    for index in result.indices where result[index] == nil { result[index] = staying.next() }
    return result.map { $0 ?? -1 }
  }
}
