import ChapterBenchmark
import ChapterKit
import Foundation

/// The goals that weigh the SwiftUI-shaped chapters against a UIKit-shaped one, and what each
/// chapter's adds and deletes cost, checked at the sizes the run measured.
///
/// Every goal is a ratio of two times, or two sizes, measured in the same run, so it holds or
/// fails with the code, not with the machine.
extension Report {
  /// The chapters built from SwiftUI-shaped views.
  static let swiftUIChapters = [
    "SharedObjectSync", "SceneAppStorageSync", "QuerySync", "StoreSync",
  ]
  /// The UIKit-shaped chapter they are weighed against: one post, one reconfigured cell.
  static let baselineChapter = "NotificationCenterSync"
  /// The chapters whose mechanism is O(n) per change on Apple platforms too: a diffable data
  /// source "computes the difference between the collection view's current state and the new
  /// state in the applied snapshot, which is an O(n) operation" (Apple's documentation of
  /// `applySnapshot(_:animatingDifferences:)`, iOS 13+).
  static let linearOnApplePlatforms: Set<String> = ["DiffableSnapshotSync"]
  /// At most what share of the baseline chapter's opening of a window on the same list a correct
  /// chapter's add or delete may cost, a tenth: a change must cost far less than showing the
  /// list anew.
  static let listChangeShareOfOpening = 0.1
  /// At most how many times the baseline chapter's opening a SwiftUI-shaped chapter's may take.
  static let openingRatio = 2.0

  /// One goal, checked: what it asks, what was measured, and whether it holds.
  struct Goal {
    var name: String
    var measured: String
    var holds: Bool
    /// Whether a quick run (CI's) fails when the goal does not hold.
    var isChecked: Bool
  }

  /// The default variant's record of `benchmark` for `chapter` at `size`.
  func defaultRecord(_ benchmark: String, _ chapter: String, size: Int) -> BenchmarkRecord? {
    let records = (results + otherRecords).filter {
      $0.benchmark == benchmark && $0.chapter == chapter && $0.size == size
    }
    let defaultVariant = Chart(results: results).variants(of: chapter).first
    return records.first { ($0.variant ?? "") == (defaultVariant ?? "") }
  }

  /// The default variant's edit record of `chapter` at `size`.
  private func defaultEdit(_ chapter: String, size: Int) -> BenchmarkRecord? {
    defaultRecord("edit", chapter, size: size)
  }

  /// Every goal that the run measured enough to check.
  var goals: [Goal] {
    let sizes = Set(results.filter { $0.chapter == Self.baselineChapter }.map(\.size))
    var goals: [Goal] = []
    if let largest = sizes.max() {
      goals += memoryGoals(at: largest) + openingGoals(at: largest)
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
    return goals + listChangeGoals()
  }

  /// Each SwiftUI-shaped chapter's peak memory at `size`, against the baseline's.
  private func memoryGoals(at size: Int) -> [Goal] {
    guard let baseline = defaultEdit(Self.baselineChapter, size: size)?.peakMemoryBytes else {
      return []
    }
    return Self.swiftUIChapters.compactMap { chapter in
      guard let peak = defaultEdit(chapter, size: size)?.peakMemoryBytes else { return nil }
      let ratio = Double(peak) / Double(max(baseline, 1))
      return Goal(
        name: "\(chapter)'s peak memory at \(grouped(size)) todos at most 1.5 times "
          + "\(Self.baselineChapter)'s",
        measured: String(format: "%.2f×", ratio), holds: ratio <= 1.5, isChecked: true)
    }
  }

  /// Each SwiftUI-shaped chapter's opening of a window at `size`, against the baseline's.
  private func openingGoals(at size: Int) -> [Goal] {
    guard let baseline = defaultRecord("open", Self.baselineChapter, size: size)?.medianMicroseconds
    else { return [] }
    return Self.swiftUIChapters.compactMap { chapter in
      guard let opening = defaultRecord("open", chapter, size: size)?.medianMicroseconds else {
        return nil
      }
      let ratio = opening / max(baseline, 1e-9)
      return Goal(
        name: "\(chapter)'s opening of a window on \(grouped(size)) todos at most "
          + "\(String(format: "%g", Self.openingRatio)) times \(Self.baselineChapter)'s",
        measured: String(format: "%.2f×", ratio), holds: ratio <= Self.openingRatio,
        isChecked: true)
    }
  }

  /// Each correct chapter's add and delete at 100,000 todos, against the baseline's opening of a
  /// window on as many; reported, not checked, as a quick run stops below that size, where a
  /// change's fixed cost outweighs what it costs per todo.
  private func listChangeGoals() -> [Goal] {
    let changes = listChanges.filter { $0.kind == .inSync }
    guard let size = changes.map(\.size).max() else { return [] }
    return changes.filter { $0.size == size && !Self.linearOnApplePlatforms.contains($0.chapter) }
      .compactMap { change in
        guard let share = shareOfOpening(change) else { return nil }
        return Goal(
          name: "\(change.chapter)'s \(change.benchmark) at \(grouped(size)) todos at most "
            + "a tenth of \(Self.baselineChapter)'s opening of a window on as many",
          measured: String(
            format: "%.3f (%.1f ms)", share, (change.medianMicroseconds ?? 0) / 1_000),
          holds: share <= Self.listChangeShareOfOpening, isChecked: false)
      }
  }

  /// What share of the baseline's opening of a window on as many todos `change` cost, from
  /// 100,000 todos on; `nil` below that size, or without the baseline's opening.
  func shareOfOpening(_ change: BenchmarkRecord) -> Double? {
    guard change.size >= 100_000,
      let opening = defaultRecord("open", Self.baselineChapter, size: change.size)?
        .medianMicroseconds
    else { return nil }
    return (change.medianMicroseconds ?? .infinity) / max(opening, 1e-9)
  }

  /// The goals as a table, for the report.
  func goalsSection() -> String {
    let goals = goals
    guard !goals.isEmpty else { return "" }
    var text =
      "Each goal is a ratio of two times, or of two peaks, from this run, checked at the largest "
      + "size this run measured it at. A quick run (`scripts/benchmarks.sh --quick`, CI's) fails "
      + "when a goal marked “checked” does not hold; the rename is reported, not checked, and so "
      + "are the adds and deletes, measured against the opening from 100,000 todos on, where what "
      + "a change costs per todo outweighs its fixed cost. "
      + Self.linearOnApplePlatforms.sorted().joined(separator: ", ")
      + "'s adds and deletes are O(n) on Apple platforms too (a diffable data source diffs the "
      + "whole snapshot), so its ns per todo stand in the table of adds instead.\n\n"
    text += "| goal | measured | holds | checked |\n|---|---:|---|---|\n"
    for goal in goals {
      text +=
        "| \(goal.name) | \(goal.measured) | \(goal.holds ? "yes" : "no") | "
        + "\(goal.isChecked ? "yes" : "no") |\n"
    }
    return text
  }

  /// Chapter 5's rename, split: the database's share, measured on the store alone, and the
  /// views', the rest.
  func storeShareSection() -> String {
    let stores = otherRecords.filter { $0.benchmark == "store-rename" }
    guard let chapter = stores.first?.chapter else { return "" }
    var text =
      "\(chapter): a rename's share of the database, the same rename committed to the store alone, "
      + "opened with as many todos, and the views' share, the rest of the rename: the detail, "
      + "and the lists that show it (median µs; `swift run -c release \(chapter) --bench`).\n\n"
    text += "| todos | rename µs | store alone µs | views µs |\n|---:|---:|---:|---:|\n"
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
