import ChapterBenchmark
import ChapterKit
import Testing

@testable import BenchmarkReport

/// The goals that weigh the SwiftUI-shaped chapters against a UIKit-shaped one, checked from the
/// records of one run, and chapter 5's rename split between its store and its views.
struct GoalsTests {
  static func edit(_ chapter: String, _ variant: String, size: Int, micros: Double, peak: Int)
    -> BenchmarkRecord
  {
    var record = BenchmarkRecord(benchmark: "edit", chapter: chapter, size: size)
    record.variant = variant
    record.kind = .inSync
    record.medianMicroseconds = micros
    record.peakMemoryBytes = peak
    return record
  }

  static func add(_ chapter: String, size: Int, micros: Double) -> BenchmarkRecord {
    var record = BenchmarkRecord(benchmark: "add", chapter: chapter, size: size)
    record.variant = "default"
    record.kind = .inSync
    record.medianMicroseconds = micros
    return record
  }

  static func report(_ records: [BenchmarkRecord]) -> Report {
    Report(
      results: records.filter { $0.benchmark == "edit" },
      otherRecords: records.filter { $0.benchmark != "edit" }, otherLines: [],
      machine: "Linux", command: "scripts/benchmarks.sh --quick", date: "2026-11-25")
  }

  @Test func memoryAndAddsBelow100000AreCheckedAndTheRenameIsOnlyReported() {
    let report = Self.report([
      Self.edit("NotificationCenterSync", "broadcast", size: 10_000, micros: 5, peak: 100),
      Self.edit("SharedObjectSync", "shared", size: 10_000, micros: 50, peak: 140),
      Self.edit("SceneAppStorageSync", "file-store", size: 10_000, micros: 300, peak: 160),
      Self.add("SharedObjectSync", size: 10_000, micros: 2_000),
      Self.add("DelegateSync", size: 10_000, micros: 6_000),
      Self.add("DiffableSnapshotSync", size: 10_000, micros: 14_000),
    ])
    let goals = report.goals
    let missed = goals.filter { $0.isChecked && !$0.holds }.map(\.name)
    #expect(
      missed == [
        "SceneAppStorageSync's peak memory at 10 000 todos at most 1.5 times "
          + "NotificationCenterSync's",
        "DelegateSync's add at 10 000 todos in at most 5 ms",
      ])
    let rename = goals.first { $0.name.contains("rename") }
    #expect(rename?.measured == "10.0×")
    #expect(rename?.isChecked == false)
    // A whole-snapshot apply is O(n) on Apple platforms too: no 5 ms goal for it.
    #expect(!goals.contains { $0.name.contains("DiffableSnapshotSync") })
    #expect(report.markdown().contains("## Goals"))
  }

  @Test func anAddAt100000IsReportedNotChecked() {
    let report = Self.report([Self.add("DelegateSync", size: 100_000, micros: 30_000)])
    #expect(report.goals.map(\.holds) == [false])
    #expect(report.goals.map(\.isChecked) == [false])
  }

  @Test func chapter5sRenameIsSplitIntoTheStoresShareAndTheViews() {
    var store = BenchmarkRecord(
      benchmark: "store-rename", chapter: "SceneAppStorageSync", size: 1_000)
    store.medianMicroseconds = 150
    let markdown = Self.report([
      Self.edit("SceneAppStorageSync", "file-store", size: 1_000, micros: 235, peak: 1), store,
    ]).markdown()
    #expect(markdown.contains("| 1 000 | 235.0 | 150.0 | 85.0 |"))
  }
}
