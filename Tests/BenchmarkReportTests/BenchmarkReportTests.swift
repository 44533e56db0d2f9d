import ChapterBenchmark
import ChapterKit
import Testing

@testable import BenchmarkReport

/// The report and the chart, from a few benchmark lines.
struct BenchmarkReportTests {
  static let lines = """
    {"benchmark":"edit","chapter":"NoSync","variant":"copy","kind":"broken","size":1000,"scenes":2,"edits":50,"median_us":60.000,"p10_us":55.000,"p90_us":70.000,"renders_per_edit":0.000,"peak_memory_bytes":20000000,"every_scene_shows_edit":false}
    {"benchmark":"edit","chapter":"SharedObjectSync","variant":"shared","kind":"in sync","size":1000,"scenes":2,"edits":50,"median_us":70.000,"p10_us":65.000,"p90_us":80.000,"renders_per_edit":2.000,"peak_memory_bytes":21000000,"every_scene_shows_edit":true}
    {"benchmark":"edit","chapter":"SharedObjectSync","variant":"shared","kind":"in sync","size":100000,"scenes":2,"edits":50,"median_us":72.000,"p10_us":66.000,"p90_us":81.000,"renders_per_edit":2.000,"peak_memory_bytes":300000000,"every_scene_shows_edit":true}
    {"chapter":"DiffableSnapshotSync","benchmark":"reconfigure-one","size":100000,"median_us":1.70}
    not a record
    """

  @Test func parsesEveryRecordAndKeepsTheOtherLines() {
    let (records, others) = BenchmarkRecord.parse(Self.lines)
    #expect(
      records.map(\.chapter) == [
        "NoSync", "SharedObjectSync", "SharedObjectSync", "DiffableSnapshotSync",
      ])
    #expect(records[2].medianMicroseconds == 72)
    #expect(records[2].kind == .inSync)
    #expect(records[3].benchmark == "reconfigure-one")
    #expect(others == ["not a record"])
  }

  @Test func aRecordSurvivesItsOwnJSONLine() {
    var record = BenchmarkRecord(benchmark: "edit", chapter: "NoSync", size: 1_000)
    record.kind = .costly
    record.medianMicroseconds = 12.5
    let (parsed, _) = BenchmarkRecord.parse(record.jsonLine)
    #expect(parsed == [record])
    #expect(record.jsonLine.contains("\"kind\":\"costly\""))
  }

  @Test func theReportHasATablePerChapterAndChecksTheGoals() {
    let (records, others) = BenchmarkRecord.parse(Self.lines)
    let markdown = Report(
      results: records.filter { $0.benchmark == "edit" },
      otherRecords: records.filter { $0.benchmark != "edit" }, otherLines: others,
      machine: "Linux x86_64",
      command: "scripts/benchmarks.sh",
      date: "2026-11-21"
    ).markdown()
    #expect(markdown.contains("## SharedObjectSync"))
    #expect(markdown.contains("| 100 000 | 72.0 | 66.0 – 81.0 | 2.0 | 286.1 MB | yes |"))
    #expect(markdown.contains("1.03 times the time at 1,000: meets the goal"))
    #expect(markdown.contains("Cells rendered per rename, per list: exactly one."))
    #expect(markdown.contains("- Command: `scripts/benchmarks.sh`"))
    #expect(
      markdown.contains(
        "DiffableSnapshotSync: reconfiguring one item of 100 000 takes 1.70 µs (median), with no diff."
      ))
  }

  @Test func theChartHasALineAndALegendEntryPerChapterAndLabelledAxes() {
    let (records, _) = BenchmarkRecord.parse(Self.lines)
    let svg = Chart(results: records.filter { $0.benchmark == "edit" }).svg()
    #expect(svg.hasPrefix("<svg"))
    #expect(svg.components(separatedBy: "<polyline").count - 1 == 2)
    #expect(svg.contains(">NoSync</text>"))
    #expect(svg.contains(">SharedObjectSync</text>"))
    #expect(svg.contains("todos in the list (log scale)"))
    #expect(svg.contains("median time per edit (log scale)"))
    #expect(svg.contains(">100k</text>"))
  }
}
