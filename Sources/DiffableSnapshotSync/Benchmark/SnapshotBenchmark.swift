import ChapterBenchmark
import ChapterKit
import Foundation
import ScenarioLanguage
import TodoModel
import TodoUIKit
import UIKit

/// What the diff costs: applying a snapshot with about 10% of its items changed, at growing
/// sizes, next to the standard library's `difference(from:)` on the same lists; and the cost of
/// reconfiguring one item, which must not depend on the size at all.
@MainActor
enum SnapshotBenchmark {
  /// The lists the diff is measured on.
  static let sizes = [10_000, 100_000, 1_000_000]
  /// The standard library's diff is measured up to this size; beyond it, it takes minutes.
  static let largestStandardLibrarySize = 100_000
  static let reconfigureSize = 100_000
  static let reconfigureRepeats = 200

  struct Result {
    var size: Int
    var changes: Int
    var applyMicroseconds: Double
    var standardLibraryMicroseconds: Double?

    var nanosecondsPerItem: Double { applyMicroseconds * 1_000 / Double(size) }
    var speedup: Double? { standardLibraryMicroseconds.map { $0 / applyMicroseconds } }
  }

  /// The lists the diff is measured on after an edit benchmark of `editSizes`: all of ``sizes``,
  /// or the smallest alone when the edit benchmark went no further (`--sizes 1000,10000`, as CI's
  /// quick run asks), since the larger ones, the standard library's above all, take minutes.
  static func sizes(afterEditsAt editSizes: [Int]) -> [Int] {
    (editSizes.max() ?? 0) > sizes[0] ? sizes : [sizes[0]]
  }

  /// Measures the diff at each of ``sizes(afterEditsAt:)``, and one reconfigure, and writes the
  /// table, or JSON lines with `json`, to `output`.
  static func run(
    editSizes: [Int], json: Bool, output: BenchmarkOutput, language: Language = .english
  ) {
    let sizes = sizes(afterEditsAt: editSizes)
    if !json {
      output.write(
        "\n" + DiffableSnapshotSyncApp.ownLine("bench.apply", in: language) + "\n\n"
          + DiffableSnapshotSyncApp.ownLine("bench.applyColumns", in: language) + "\n")
    }
    for size in sizes {
      let result = measureApply(size: size)
      if json {
        var record = BenchmarkRecord(
          benchmark: "apply-snapshot", chapter: DiffableSnapshotSyncApp.name, size: size)
        record.changes = result.changes
        record.medianMicroseconds = result.applyMicroseconds
        record.nanosecondsPerItem = result.nanosecondsPerItem
        record.standardLibraryMicroseconds = result.standardLibraryMicroseconds
        record.speedup = result.speedup
        output.write(record.jsonLine + "\n")
      } else {
        output.write(
          Measure.pad("\(size)", 12) + Measure.pad("\(result.changes)", 11)
            + Measure.pad(format(result.applyMicroseconds), 12)
            + Measure.pad(format(result.nanosecondsPerItem), 10)
            + Measure.pad(
              result.standardLibraryMicroseconds.map(format)
                ?? DiffableSnapshotSyncApp.ownLine("bench.notRun", in: language), 23)
            + Measure.pad(result.speedup.map { format($0) + "×" } ?? "—", 9) + "\n")
      }
    }
    let reconfigure = measureReconfigure(size: reconfigureSize)
    if json {
      var record = BenchmarkRecord(
        benchmark: "reconfigure-one", chapter: DiffableSnapshotSyncApp.name, size: reconfigureSize)
      record.medianMicroseconds = reconfigure
      output.write(record.jsonLine + "\n")
    } else {
      let line = DiffableSnapshotSyncApp.ownLine(
        "bench.reconfigure",
        [
          "size": "\(reconfigureSize)", "repeats": "\(reconfigureRepeats)",
          "micros": format(reconfigure),
        ], in: language)
      output.write("\n" + line + "\n")
    }
  }

  /// Applies one changed snapshot to a table that shows `size` items.
  static func measureApply(size: Int) -> Result {
    let old = (1...size).map { TodoID(number: $0) }
    var random = SeededRandom(seed: UInt64(size))
    var new = old.filter { _ in !random.chance(0.03) }
    let inserted = (0..<(size * 3 / 100)).map { TodoID(number: size + 1 + $0) }
    for id in inserted {
      new.insert(id, at: random.int(in: 0...new.count))
    }
    for _ in 0..<(size / 100) {
      let item = new.remove(at: random.int(in: 0...(new.count - 1)))
      new.insert(item, at: random.int(in: 0...new.count))
    }
    let isInserted = Set(inserted)
    let reconfigured = new.filter { !isInserted.contains($0) && random.chance(0.03) }

    // Each measurement is the median of a few runs, each on a fresh table showing `old`.
    let runs = size >= 1_000_000 ? 3 : 5
    var applyTimes: [Double] = []
    var changes = 0
    for _ in 0..<runs {
      let (table, dataSource) = makeTable()
      dataSource.applySnapshotUsingReloadData(snapshot(of: old))
      var next = snapshot(of: new)
      next.reconfigureItems(reconfigured)
      let start = ContinuousClock.now
      dataSource.apply(next)
      applyTimes.append((ContinuousClock.now - start).microseconds)
      changes = dataSource.lastAppliedUpdates.count
      withExtendedLifetime(table) {}
    }

    var standardLibrary: Double?
    if size <= largestStandardLibrarySize {
      var times: [Double] = []
      for _ in 0..<3 {
        let start = ContinuousClock.now
        let difference = new.difference(from: old)
        times.append((ContinuousClock.now - start).microseconds)
        precondition(!difference.isEmpty)
      }
      standardLibrary = Measure.median(times)
    }
    return Result(
      size: size, changes: changes, applyMicroseconds: Measure.median(applyTimes),
      standardLibraryMicroseconds: standardLibrary)
  }

  /// The median time to show an edit of one item with `reconfigureItems`.
  static func measureReconfigure(size: Int) -> Double {
    let ids = (1...size).map { TodoID(number: $0) }
    let (table, dataSource) = makeTable()
    dataSource.applySnapshotUsingReloadData(snapshot(of: ids))
    let clock = ContinuousClock()
    var durations: [Double] = []
    for repeat_ in 0..<reconfigureRepeats {
      let start = clock.now
      var snapshot = dataSource.snapshot()
      snapshot.reconfigureItems([ids[(repeat_ * 7_919) % size]])
      dataSource.apply(snapshot)
      durations.append((clock.now - start).microseconds)
    }
    withExtendedLifetime(table) {}
    return Measure.median(durations)
  }

  /// A table and its diffable data source, whose cells show a todo of the item's id; the table
  /// is returned too, as the data source holds it weakly.
  private static func makeTable() -> (UITableView, UITableViewDiffableDataSource<Int, TodoID>) {
    let table = UITableView(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "todo")
    let dataSource = UITableViewDiffableDataSource<Int, TodoID>(tableView: table) {
      table, indexPath, id in
      let cell = table.dequeueReusableCell(withIdentifier: "todo", for: indexPath)
      cell.show(Todo(id: id, title: "A todo"))
      return cell
    }
    return (table, dataSource)
  }

  private static func snapshot(of ids: [TodoID]) -> NSDiffableDataSourceSnapshot<Int, TodoID> {
    var snapshot = NSDiffableDataSourceSnapshot<Int, TodoID>()
    snapshot.appendSections([0])
    snapshot.appendItems(ids)
    return snapshot
  }

  private static func format(_ value: Double) -> String {
    String(format: value < 10 ? "%.2f" : "%.1f", value)
  }
}
