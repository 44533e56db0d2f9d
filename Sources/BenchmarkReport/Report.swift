import Foundation

/// Turns the benchmark results into `docs/Benchmarks.md`: a table per chapter, the goals checked,
/// the machine, and the command that produced them.
struct Report {
  let results: [BenchmarkResult]
  /// Lines of the chapters' own extra benchmarks, shown as they came.
  let otherLines: [String]
  let machine: String
  let command: String
  let date: String

  func markdown() -> String {
    var text = """
      # Benchmarks

      What one edit costs in each chapter as the list grows: the time from a rename in scene 1's \
      detail until every scene shows it (median, and the 10th and 90th percentiles over the \
      measured edits, after a warm-up), the cells re-rendered per edit, and the peak memory of \
      the process. Two scenes are open in every configuration. The chart is \
      [benchmarks.svg](benchmarks.svg).

      ![Time per edit against list size, one line per chapter](benchmarks.svg)

      - Machine: \(machine)
      - Date: \(date)
      - Command: `\(command)`, which runs `swift run -c release <Chapter> --bench --json` for \
      every chapter and draws the chart with the project's own `BenchmarkReport` target.

      About 50 µs of every edit is the harness itself: three round trips through the main queue \
      that let deliveries settle, the same for every chapter.

      """
    for chapter in Chart(results: results).chapters {
      let rows = results.filter { $0.chapter == chapter }.sorted { $0.size < $1.size }
      text += "\n## \(chapter)\n\n"
      text +=
        "| todos | median µs | p10 – p90 µs | cells rendered per edit | peak memory | every scene shows the edit |\n"
      text += "|---:|---:|---:|---:|---:|---|\n"
      for row in rows {
        text +=
          "| \(grouped(row.size)) | \(micros(row.medianMicroseconds)) | "
          + "\(micros(row.p10Microseconds)) – \(micros(row.p90Microseconds)) | "
          + "\(String(format: "%.1f", row.rendersPerEdit)) | "
          + String(format: "%.1f MB", Double(row.peakMemoryBytes) / 1_048_576) + " | "
          + (row.everySceneShowsEdit ? "yes" : "no") + " |\n"
      }
      text += "\n" + goals(for: chapter, rows) + "\n"
    }
    if !otherLines.isEmpty {
      text += "\n## Measurements of the mechanisms themselves\n\n" + otherMeasurements()
    }
    return text
  }

  /// DiffableSnapshotSync's diff benchmark as a table; any other line as it came.
  func otherMeasurements() -> String {
    struct Line: Decodable {
      let chapter: String
      let benchmark: String
      let size: Int
      let changes: Int?
      let applyUs: Double?
      let nsPerItem: Double?
      let stdlibDifferenceUs: Double?
      let speedup: Double?
      let medianUs: Double?
    }
    var text = ""
    var raw: [String] = []
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let decoded = otherLines.map { line in
      (line, try? decoder.decode(Line.self, from: Data(line.utf8)))
    }
    let applies = decoded.compactMap { $0.1 }.filter { $0.benchmark == "apply-snapshot" }
    if !applies.isEmpty {
      text +=
        "DiffableSnapshotSync: applying a snapshot with about 10% of the items changed, diff "
        + "and table updates included, next to the standard library's `difference(from:)` on "
        + "the same lists (`swift run -c release DiffableSnapshotSync --bench`).\n\n"
      text += "| items | updates | apply µs | ns per item | difference(from:) µs | faster |\n"
      text += "|---:|---:|---:|---:|---:|---:|\n"
      for line in applies {
        text +=
          "| \(grouped(line.size)) | \(grouped(line.changes ?? 0)) | \(micros(line.applyUs ?? 0)) | "
          + String(format: "%.1f", line.nsPerItem ?? 0) + " | "
          + (line.stdlibDifferenceUs.map(micros) ?? "not run") + " | "
          + (line.speedup.map { String(format: "%.0f×", $0) } ?? "—") + " |\n"
      }
      text += "\n"
    }
    for (line, parsed) in decoded {
      if let parsed, parsed.benchmark == "reconfigure-one", let median = parsed.medianUs {
        text +=
          "\(parsed.chapter): reconfiguring one item of \(grouped(parsed.size)) takes "
          + String(format: "%.2f", median) + " µs (median), with no diff.\n\n"
      } else if parsed?.benchmark != "apply-snapshot" {
        raw.append(line)
      }
    }
    if !raw.isEmpty { text += "```\n" + raw.joined(separator: "\n") + "\n```\n" }
    return text
  }

  /// What the goals of the benchmark issue say about one chapter's rows, checked.
  func goals(for chapter: String, _ rows: [BenchmarkResult]) -> String {
    guard let smallest = rows.first(where: { $0.size == 1_000 }),
      let large = rows.first(where: { $0.size == 100_000 })
    else { return "Not enough sizes to check the goals." }
    let ratio = large.medianMicroseconds / smallest.medianMicroseconds
    let rendersPerList = large.rendersPerEdit / Double(max(1, large.scenes))
    var lines: [String] = []
    switch chapter {
    case "NoSync":
      lines.append("No cell is rendered because no screen hears of the edit: that is the bug.")
    case "SceneAppStorageSync":
      lines.append(
        "The cost grows with the list, by design: every edit re-encodes and writes the whole list. "
          + "100,000 todos cost \(String(format: "%.0f", ratio)) times what 1,000 cost.")
    default:
      let verdict = ratio <= 4 ? "meets" : "misses"
      lines.append(
        "Time at 100,000 is \(String(format: "%.2f", ratio)) times the time at 1,000: \(verdict) "
          + "the goal of at most 4 (an edit must not scan or copy the whole list).")
    }
    if chapter != "NoSync" {
      let verdict = rendersPerList == 1 ? "exactly one" : String(format: "%.1f", rendersPerList)
      lines.append("Cells rendered per rename, per list: \(verdict).")
    }
    return lines.joined(separator: " ")
  }

  private func micros(_ value: Double) -> String {
    value < 1_000 ? String(format: "%.1f", value) : grouped(Int(value.rounded()))
  }

  private func grouped(_ value: Int) -> String {
    let digits = Array(String(value))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { text += " " }
      text.append(digit)
    }
    return text
  }
}
