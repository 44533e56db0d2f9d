import ChapterKit
import Foundation

/// Turns the `--json` lines of every chapter's benchmark into the report and the chart.
///
/// `BenchmarkReport --input FILE --markdown FILE --svg FILE --machine TEXT --command TEXT`;
/// `scripts/benchmarks.sh` runs it. It is not a chapter.
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
      command: options["command"]!, date: formatter.string(from: Date()))
    do {
      try report.markdown().write(toFile: options["markdown"]!, atomically: true, encoding: .utf8)
      try Chart(results: results).svg().write(
        toFile: options["svg"]!, atomically: true, encoding: .utf8)
    } catch {
      fail("cannot write the report: \(error)")
    }
    print("Wrote \(options["markdown"]!) and \(options["svg"]!) from \(results.count) results.")
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(2)
  }
}
