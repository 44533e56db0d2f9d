import ChapterBenchmark
import ChapterKit
import Foundation

/// The goals that weigh the SwiftUI-shaped chapters against a UIKit-shaped one, and what each
/// chapter's add costs, checked at the sizes the run measured.
extension Report {
  /// The chapters built from SwiftUI-shaped views.
  static let swiftUIChapters = ["SharedObjectSync", "SceneAppStorageSync"]
  /// The UIKit-shaped chapter they are weighed against: one post, one reconfigured cell.
  static let baselineChapter = "NotificationCenterSync"
  /// The chapters whose mechanism is O(n) per change on Apple platforms too: a diffable data
  /// source "computes the difference between the collection view's current state and the new
  /// state in the applied snapshot, which is an O(n) operation" (Apple's documentation of
  /// `applySnapshot(_:animatingDifferences:)`, iOS 13+).
  static let linearOnApplePlatforms: Set<String> = ["DiffableSnapshotSync"]
  /// The longest a correct chapter's add at 100,000 todos may take.
  static let addGoalMicroseconds = 5_000.0

  /// One goal, checked: what it asks, what was measured, and whether it holds.
  struct Goal {
    var name: String
    var measured: String
    var holds: Bool
    /// Whether a quick run (CI's) fails when the goal does not hold.
    var isChecked: Bool
  }

  /// The default variant's edit record of `chapter` at `size`.
  private func defaultEdit(_ chapter: String, size: Int) -> BenchmarkRecord? {
    let rows = results.filter { $0.chapter == chapter && $0.size == size }
    let defaultVariant = Chart(results: results).variants(of: chapter).first
    return rows.first { ($0.variant ?? "") == (defaultVariant ?? "") }
  }

  /// Every goal that the run measured enough to check.
  var goals: [Goal] {
    var goals: [Goal] = []
    let sizes = Set(results.filter { $0.chapter == Self.baselineChapter }.map(\.size))
    if let largest = sizes.max(),
      let baseline = defaultEdit(Self.baselineChapter, size: largest)?.peakMemoryBytes
    {
      for chapter in Self.swiftUIChapters {
        guard let peak = defaultEdit(chapter, size: largest)?.peakMemoryBytes else { continue }
        let ratio = Double(peak) / Double(max(baseline, 1))
        goals.append(
          Goal(
            name: "\(chapter)'s peak memory at \(grouped(largest)) todos at most 1.5 times "
              + "\(Self.baselineChapter)'s",
            measured: String(format: "%.2f×", ratio), holds: ratio <= 1.5, isChecked: true))
      }
    }
    if let size = sizes.filter({ $0 <= 100_000 }).max(),
      let baseline = defaultEdit(Self.baselineChapter, size: size)?.medianMicroseconds,
      let rename = defaultEdit(Self.swiftUIChapters[0], size: size)?.medianMicroseconds
    {
      let ratio = rename / max(baseline, 1e-9)
      goals.append(
        Goal(
          name: "\(Self.swiftUIChapters[0])'s median rename at \(grouped(size)) todos at most 4 "
            + "times \(Self.baselineChapter)'s",
          measured: String(format: "%.1f×", ratio), holds: ratio <= 4, isChecked: false))
    }
    let adds = listChanges.filter { $0.benchmark == "add" && $0.kind == .inSync }
    if let size = adds.map(\.size).max() {
      for add in adds where add.size == size && !Self.linearOnApplePlatforms.contains(add.chapter) {
        let micros = add.medianMicroseconds ?? .infinity
        goals.append(
          Goal(
            name: "\(add.chapter)'s add at \(grouped(size)) todos in at most "
              + "\(Int(Self.addGoalMicroseconds / 1_000)) ms",
            measured: String(format: "%.1f ms", micros / 1_000),
            holds: micros <= Self.addGoalMicroseconds,
            isChecked: size < 100_000))
      }
    }
    return goals
  }

  /// The goals as a table, for the report.
  func goalsSection() -> String {
    let goals = goals
    guard !goals.isEmpty else { return "" }
    var text =
      "Each goal checked at the largest size this run measured it at. A quick run "
      + "(`scripts/benchmarks.sh --quick`, CI's) fails when a goal marked “checked” does not hold: "
      + "memory always, an add when the run stops below 100,000 todos; the rename is reported, "
      + "not checked. "
      + Self.linearOnApplePlatforms.sorted().joined(separator: ", ")
      + "'s add is O(n) on Apple platforms too (a diffable data source diffs the whole "
      + "snapshot), so its ns per todo stand in the table of adds instead.\n\n"
    text += "| goal | measured | holds | checked |\n|---|---:|---|---|\n"
    for goal in goals {
      text +=
        "| \(goal.name) | \(goal.measured) | \(goal.holds ? "yes" : "no") | "
        + "\(goal.isChecked ? "yes" : "no") |\n"
    }
    return text
  }

  /// Chapter 5's rename, split: the file store's share, measured on the store alone, and the
  /// views', the rest.
  func storeShareSection() -> String {
    let stores = otherRecords.filter { $0.benchmark == "store-rename" }
    guard let chapter = stores.first?.chapter else { return "" }
    var text =
      "\(chapter): a rename's share of the file store, the same rename made on the store alone, "
      + "opened with as many todos, and the views' share, the rest of the rename: the detail, "
      + "and the lists that show it (median µs; `swift run -c release \(chapter) --bench`).\n\n"
    text += "| todos | rename µs | file store alone µs | views µs |\n|---:|---:|---:|---:|\n"
    for store in stores.sorted(by: { $0.size < $1.size }) {
      let whole = defaultEdit(chapter, size: store.size)?.medianMicroseconds
      let alone = store.medianMicroseconds ?? 0
      text +=
        "| \(grouped(store.size)) | \(whole.map(micros) ?? "—") | \(micros(alone)) | "
        + "\(whole.map { micros(max($0 - alone, 0)) } ?? "—") |\n"
    }
    return text + "\n"
  }
}
