import Testing

@testable import BenchmarkReport

/// The report and the chart, from a few benchmark lines.
struct BenchmarkReportTests {
  static let lines = """
    {"chapter":"NoSync","variant":"copy","size":1000,"scenes":2,"edits":50,"median_us":60.000,"p10_us":55.000,"p90_us":70.000,"renders_per_edit":0.000,"peak_memory_bytes":20000000,"every_scene_shows_edit":false}
    {"chapter":"SharedObjectSync","variant":"shared","size":1000,"scenes":2,"edits":50,"median_us":70.000,"p10_us":65.000,"p90_us":80.000,"renders_per_edit":2.000,"peak_memory_bytes":21000000,"every_scene_shows_edit":true}
    {"chapter":"SharedObjectSync","variant":"shared","size":100000,"scenes":2,"edits":50,"median_us":72.000,"p10_us":66.000,"p90_us":81.000,"renders_per_edit":2.000,"peak_memory_bytes":300000000,"every_scene_shows_edit":true}
    {"chapter":"DiffableSnapshotSync","benchmark":"reconfigure-one","size":100000,"median_us":1.70}
    """

  @Test func parsesTheEditResultsAndKeepsTheOtherLines() {
    let (results, others) = BenchmarkResult.parse(Self.lines)
    #expect(results.map(\.chapter) == ["NoSync", "SharedObjectSync", "SharedObjectSync"])
    #expect(results[2].medianMicroseconds == 72)
    #expect(others.count == 1)
  }

  @Test func theReportHasATablePerChapterAndChecksTheGoals() {
    let (results, others) = BenchmarkResult.parse(Self.lines)
    let markdown = Report(
      results: results, otherLines: others, machine: "Linux x86_64",
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
    let (results, _) = BenchmarkResult.parse(Self.lines)
    let svg = Chart(results: results).svg()
    #expect(svg.hasPrefix("<svg"))
    #expect(svg.components(separatedBy: "<polyline").count - 1 == 2)
    #expect(svg.contains(">NoSync</text>"))
    #expect(svg.contains(">SharedObjectSync</text>"))
    #expect(svg.contains("todos in the list (log scale)"))
    #expect(svg.contains("median time per edit (log scale)"))
    #expect(svg.contains(">100k</text>"))
  }
}
