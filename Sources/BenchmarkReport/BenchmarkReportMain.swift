import ChapterBenchmark
import ChapterKit
import Foundation

/// Turns the `--json` lines of every chapter's benchmark into the report and the chart, and
/// copies the report's numbers into the docs that quote them.
///
/// `BenchmarkReport --input FILE --markdown FILE --svg FILE --machine TEXT --command TEXT
/// [--took TEXT] [--docs ROOT] [--check-goals yes]`; `scripts/benchmarks.sh` runs it, and with `--quick`, checks
/// the goals (``Report/goals``) and exits with 1 when a checked one does not hold. `BenchmarkReport --docs ROOT` alone copies
/// the numbers of `ROOT/docs/Benchmarks.md` again. It is not a chapter.
@main
enum BenchmarkReportMain {
  static func main() {
    var options: [String: String] = [:]
    var arguments = CommandLine.arguments.dropFirst()
    while let flag = arguments.popFirst() {
      guard flag.hasPrefix("--"), let value = arguments.popFirst() else {
        fail("'\(flag)' needs a value; give --input, --markdown, --svg, --machine and --command")
      }
      options[String(flag.dropFirst(2))] = value
    }
    if options.keys.sorted() == ["docs"] {
      syncDocs(root: options["docs"]!)
      return
    }
    for required in ["input", "markdown", "svg", "machine", "command"]
    where options[required] == nil {
      fail("--\(required) is missing; give --input, --markdown, --svg, --machine and --command")
    }
    guard let text = try? String(contentsOfFile: options["input"]!, encoding: .utf8) else {
      fail("cannot read '\(options["input"]!)'; give the file the benchmarks' --json lines went to")
    }
    let (records, others) = BenchmarkRecord.parse(text)
    let results = records.filter { $0.benchmark == "edit" }
    guard !results.isEmpty else {
      fail(
        "'\(options["input"]!)' holds no benchmark results; run the chapters with --bench --json")
    }
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withFullDate]
    let report = Report(
      results: results, otherRecords: records.filter { $0.benchmark != "edit" },
      otherLines: others, machine: options["machine"]!,
      command: options["command"]!, date: formatter.string(from: Date()), took: options["took"])
    do {
      try report.markdown().write(toFile: options["markdown"]!, atomically: true, encoding: .utf8)
      try Chart(results: results).svg().write(
        toFile: options["svg"]!, atomically: true, encoding: .utf8)
    } catch {
      fail("cannot write the report: \(error)")
    }
    print("Wrote \(options["markdown"]!) and \(options["svg"]!) from \(results.count) results.")
    if let root = options["docs"] { syncDocs(root: root) }
    if options["check-goals"] == "yes" {
      let missed = report.goals.filter { $0.isChecked && !$0.holds }
      for goal in missed {
        FileHandle.standardError.write(
          Data("error: goal missed: \(goal.name) (measured \(goal.measured))\n".utf8))
      }
      if !missed.isEmpty { exit(1) }
      print("Every checked goal holds at the sizes measured.")
    }
  }

  /// Copies the report's numbers into the chapter docs and docs/Comparison.md under `root`.
  static func syncDocs(root: String) {
    do {
      let changed = try DocsSync.sync(root: URL(fileURLWithPath: root))
      print(
        changed.isEmpty
          ? "The docs already quote the report's numbers."
          : "Copied the report's numbers into \(changed.joined(separator: ", ")).")
    } catch {
      fail("cannot copy the numbers into the docs: \(error)")
    }
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(2)
  }
}
