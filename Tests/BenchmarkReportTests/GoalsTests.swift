import ChapterBenchmark
import ChapterKit
import Testing

@testable import BenchmarkReport

/// The goals that weigh the SwiftUI-shaped chapters against a UIKit-shaped one and each change
/// against the list it changes, checked as ratios from the records of one run, and chapter 5's
/// rename split between its store and its views.
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

  static func change(_ benchmark: String, _ chapter: String, size: Int, micros: Double)
    -> BenchmarkRecord
  {
    var record = BenchmarkRecord(benchmark: benchmark, chapter: chapter, size: size)
    record.variant = "default"
    record.kind = .inSync
    record.medianMicroseconds = micros
    return record
  }

  static func opening(_ chapter: String, _ variant: String, size: Int, micros: Double)
    -> BenchmarkRecord
  {
    var record = BenchmarkRecord(benchmark: "open", chapter: chapter, size: size)
    record.variant = variant
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

  @Test func memoryAndOpeningsAreCheckedAsRatiosAndTheRenameAddsAndDeletesAreReported() {
    let report = Self.report([
      Self.edit("NotificationCenterSync", "broadcast", size: 10_000, micros: 5, peak: 100),
      Self.edit("SharedObjectSync", "shared", size: 10_000, micros: 50, peak: 140),
      Self.edit("SceneAppStorageSync", "sqlite-store", size: 10_000, micros: 300, peak: 160),
      Self.edit("QuerySync", "query", size: 10_000, micros: 40, peak: 120),
      Self.opening("NotificationCenterSync", "broadcast", size: 10_000, micros: 20_000),
      Self.opening("SharedObjectSync", "shared", size: 10_000, micros: 30_000),
      Self.opening("QuerySync", "query", size: 10_000, micros: 50_000),
      Self.opening("NotificationCenterSync", "broadcast", size: 100_000, micros: 40_000),
      Self.change("add", "SharedObjectSync", size: 100_000, micros: 1_500),
      Self.change("delete", "SharedObjectSync", size: 100_000, micros: 1_900),
      Self.change("add", "DelegateSync", size: 100_000, micros: 6_000),
      Self.change("add", "DiffableSnapshotSync", size: 100_000, micros: 14_000),
    ])
    let goals = report.goals
    let missed = goals.filter { $0.isChecked && !$0.holds }.map(\.name)
    #expect(
      missed == [
        "SceneAppStorageSync's peak memory at 10 000 todos at most 1.5 times "
          + "NotificationCenterSync's",
        "QuerySync's opening of a window on 10 000 todos at most 2 times NotificationCenterSync's",
      ])
    // Adds and deletes are weighed from 100,000 todos on, and reported, not checked.
    let delegateAdd = goals.first { $0.name.hasPrefix("DelegateSync's add at 100 000 todos") }
    #expect(delegateAdd?.holds == false)
    #expect(delegateAdd?.isChecked == false)
    #expect(goals.contains { $0.name.hasPrefix("SharedObjectSync's delete") && $0.holds })
    #expect(goals.first { $0.name.hasPrefix("SharedObjectSync's opening") }?.measured == "1.50×")
    let rename = goals.first { $0.name.contains("rename") }
    #expect(rename?.measured == "10.0×")
    #expect(rename?.isChecked == false)
    // A whole-snapshot apply is O(n) on Apple platforms too: no goal for its adds.
    #expect(!goals.contains { $0.name.contains("DiffableSnapshotSync") })
    let markdown = report.markdown()
    #expect(markdown.contains("## Goals"))
    #expect(markdown.contains("| QuerySync · query | 50.0 | — | — |"))
    #expect(markdown.contains("| NotificationCenterSync · broadcast | 20.0 | 40.0 | baseline |"))
  }

  @Test func aChangeIsWeighedOnlyFrom100000TodosAndAgainstTheBaselinesOpeningOfAsMany() {
    let opening = Self.opening("NotificationCenterSync", "broadcast", size: 10_000, micros: 9_000)
    let small = Self.change("delete", "DelegateSync", size: 10_000, micros: 3_000)
    #expect(Self.report([opening, small]).goals.isEmpty)
    let large = Self.change("delete", "DelegateSync", size: 100_000, micros: 30_000)
    #expect(Self.report([large]).goals.isEmpty)
  }

  @Test func chapter5sRenameIsSplitIntoTheStoresShareAndTheViews() {
    var store = BenchmarkRecord(
      benchmark: "store-rename", chapter: "SceneAppStorageSync", size: 1_000)
    store.medianMicroseconds = 150
    let markdown = Self.report([
      Self.edit("SceneAppStorageSync", "sqlite-store", size: 1_000, micros: 235, peak: 1), store,
    ]).markdown()
    #expect(markdown.contains("| 1 000 | 235.0 | 150.0 | 85.0 |"))
  }
}
