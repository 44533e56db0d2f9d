import ChapterBenchmark
import ChapterKit
import Foundation

/// Turns the benchmark results into `docs/Benchmarks.md`: a table per chapter, the goals checked,
/// the machine, and the command that produced them.
struct Report {
  /// The `edit` records: every chapter's edit benchmark.
  let results: [BenchmarkRecord]
  /// The chapters' own measurements, and any line that was not a record, shown as they came.
  let otherRecords: [BenchmarkRecord]
  let otherLines: [String]
  let machine: String
  let command: String
  let date: String
  /// How long the sweep that made the records took, as the script measured it, when it said.
  var took: String?

  /// What the report measures, on which machine, and how.
  private func introduction() -> String {
    """
    # Benchmarks

    What one edit costs in each chapter as the list grows: the time from a rename in scene 1's \
    detail, of the third todo, on screen in every list, until every scene shows it (median, and the 10th and 90th percentiles over the \
    measured edits, after a warm-up), the cells re-rendered per edit, and the peak memory of \
    the process. Two scenes are open in every configuration. Each run also times the opening of \
    a window on the whole list, an add and a delete, in sections of their own below. The chart \
    is [benchmarks.svg](benchmarks.svg).

    ![Time per edit against list size, one line per chapter](benchmarks.svg)

    - Machine: \(machine)
    - Date: \(date)
    - Command: `\(command)`, which runs `swift run -c release <Chapter> --bench --json` for \
    every chapter and draws the chart with the project's own `BenchmarkReport` target\
    \(took.map { "; the sweep took \($0) on this machine" } ?? "").

    The clock stops when the last list has finished rendering the edit. After that, the \
    benchmark goes on turning the main queue until no delivery is left on its way; those turns \
    are its own, the same for every chapter, and are not counted. A `broken` variant's lists \
    never render the edit, so its time runs until then, and says nothing of sync.

    Each chapter's correct app is measured at 1,000 to 1,000,000 todos, each `costly` \
    variant — in sync, at a cost that grows with the list — beside it at 1,000 to 100,000 \
    only: its cost per edit grows with the list, and at 1,000,000 the slowest would take \
    minutes per edit.

    Peak memory is the whole process's: the todos, and both scenes' screens. A chapter built \
    from SwiftUI-shaped views keeps view nodes, with their state and what they read, for the \
    rows on screen only, as SwiftUI's `List` computes its rows on demand; every other row is a \
    cell and an id, as in a UIKit-shaped chapter's table: \
    [chapter 1's deep dive](deep-dives/SharedObjectSync.md#cost) says what is left.

    """
  }

  /// The whole report, in Markdown.
  func markdown() -> String {
    var text = introduction()
    let chart = Chart(results: results)
    for chapter in chart.chapters {
      for (index, variant) in chart.variants(of: chapter).enumerated() {
        let rows = results.filter { $0.chapter == chapter && ($0.variant ?? "") == variant }
          .sorted { $0.size < $1.size }
        text += index == 0 ? "\n## \(chapter)\n\n" : "\n### \(chapter) · `\(variant)`\n\n"
        if index > 0 { text += comparison(of: rows, with: chart.defaultRows(of: chapter)) }
        text += table(rows) + "\n" + goals(for: chapter, rows) + "\n"
      }
    }
    if !openings.isEmpty {
      text += "\n## Opening a window\n\n" + openingTable()
    }
    if !listChanges.isEmpty {
      text += "\n## Adds and deletes\n\n" + listChangeTable()
    }
    let goals = goalsSection()
    if !goals.isEmpty {
      text += "\n## Goals\n\n" + goals
    }
    if otherRecords.contains(where: { !Self.appBenchmarkNames.contains($0.benchmark) })
      || !otherLines.isEmpty
    {
      text += "\n## Measurements of the mechanisms themselves\n\n" + otherMeasurements()
    }
    return text
  }

  /// A variant's cost beside the chapter's default, at the sizes both were measured at.
  func comparison(of rows: [BenchmarkRecord], with defaults: [BenchmarkRecord]) -> String {
    let ratios = rows.compactMap { row -> String? in
      guard let other = defaults.first(where: { $0.size == row.size }),
        let time = row.medianMicroseconds, let base = other.medianMicroseconds, base > 0
      else { return nil }
      return "\(String(format: "%.0f", time / base))× at \(grouped(row.size))"
    }
    guard !ratios.isEmpty, let variant = defaults.first?.variant else { return "" }
    // The ratios are of medians from one run: how much more the variant costs per edit.
    var text =
      "Beside the default, `\(variant)`, from the same run: " + ratios.joined(separator: ", ")
      + "."
    if let costly = rows.first(where: { $0.size == 100_000 })?.medianMicroseconds,
      let correct = defaults.first(where: { $0.size == 100_000 })?.medianMicroseconds,
      correct > 0, rows.first?.kind == .costly
    {
      let verdict = costly / correct >= 100 ? "meets" : "misses"
      text +=
        " At 100,000 todos the default \(verdict) the goal of being at least 100 times faster."
    }
    return text + "\n\n"
  }

  /// One variant's rows as a table.
  func table(_ rows: [BenchmarkRecord]) -> String {
    var text =
      "| todos | median µs | p10 – p90 µs | cells rendered per edit | peak memory | every scene shows the edit |\n"
    text += "|---:|---:|---:|---:|---:|---|\n"
    for row in rows {
      text +=
        "| \(grouped(row.size)) | \(micros(row.medianMicroseconds ?? 0)) | "
        + "\(micros(row.p10Microseconds ?? 0)) – \(micros(row.p90Microseconds ?? 0)) | "
        + "\(String(format: "%.1f", row.rendersPerEdit ?? 0)) | "
        + String(format: "%.1f MB", Double(row.peakMemoryBytes ?? 0) / 1_048_576) + " | "
        + (row.everySceneShowsEdit == true ? "yes" : "no") + " |\n"
    }
    return text
  }

  /// The `apply-snapshot` records as a table, `reconfigure-one` as a sentence, and any other
  /// record or line as it came.
  func otherMeasurements() -> String {
    var text = ""
    let applies = otherRecords.filter { $0.benchmark == "apply-snapshot" }
    if let chapter = applies.first?.chapter {
      text +=
        "\(chapter): applying a snapshot with about 10% of the items changed, diff "
        + "and table updates included, next to the standard library's `difference(from:)` on "
        + "the same lists (`swift run -c release \(chapter) --bench`).\n\n"
      text += "| items | updates | apply µs | ns per item | difference(from:) µs | faster |\n"
      text += "|---:|---:|---:|---:|---:|---:|\n"
      for line in applies {
        text +=
          "| \(grouped(line.size)) | \(grouped(line.changes ?? 0)) | "
          + "\(micros(line.medianMicroseconds ?? 0)) | "
          + String(format: "%.1f", line.nanosecondsPerItem ?? 0) + " | "
          + (line.standardLibraryMicroseconds.map(micros) ?? "not run") + " | "
          + (line.speedup.map { String(format: "%.0f×", $0) } ?? "—") + " |\n"
      }
      text += "\n"
    }
    text += storeShareSection()
    var raw = otherLines
    for record in otherRecords
    where !["apply-snapshot", "store-rename"].contains(record.benchmark)
      && !Self.appBenchmarkNames.contains(record.benchmark)
    {
      if record.benchmark == "reconfigure-one", let median = record.medianMicroseconds {
        text +=
          "\(record.chapter): reconfiguring one item of \(grouped(record.size)) takes "
          + String(format: "%.2f", median) + " µs (median), with no diff.\n\n"
      } else {
        raw.append(record.jsonLine)
      }
    }
    if !raw.isEmpty { text += "```\n" + raw.joined(separator: "\n") + "\n```\n" }
    return text
  }

  /// What the goals of the benchmark issue say about one chapter's rows, checked.
  func goals(for chapter: String, _ rows: [BenchmarkRecord]) -> String {
    guard let smallest = rows.first(where: { $0.size == 1_000 }),
      let large = rows.first(where: { $0.size == 100_000 })
    else { return "Not enough sizes to check the goals." }
    let ratio = (large.medianMicroseconds ?? 0) / max(smallest.medianMicroseconds ?? 1, 1e-9)
    let rendersPerList = (large.rendersPerEdit ?? 0) / Double(max(1, large.scenes ?? 1))
    let kind = large.kind ?? .inSync
    var lines: [String] = []
    switch kind {
    case .broken:
      lines.append(
        "A broken variant: the lists do not show the edit, so the time says nothing of sync.")
    case .costly:
      let verdict = ratio >= 20 ? "meets" : "misses"
      lines.append(
        "A costly variant: in sync, but the cost grows with the list. "
          + "100,000 todos cost \(String(format: "%.0f", ratio)) times what 1,000 cost: "
          + "\(verdict) the goal of at least 20 (its cost really grows with the list).")
    case .inSync:
      let verdict = ratio <= 4 ? "meets" : "misses"
      lines.append(
        "Time at 100,000 is \(String(format: "%.2f", ratio)) times the time at 1,000: \(verdict) "
          + "the goal of at most 4 (an edit must not scan or copy the whole list).")
    }
    if kind != .broken {
      let verdict = rendersPerList == 1 ? "exactly one" : String(format: "%.1f", rendersPerList)
      lines.append("Cells rendered per rename, per list: \(verdict).")
    }
    return lines.joined(separator: " ")
  }

  /// Microseconds as milliseconds with one decimal, or grouped whole ones from 1,000 ms.
  func millis(_ value: Double) -> String {
    value < 1_000_000
      ? String(format: "%.1f", value / 1_000) : grouped(Int((value / 1_000).rounded()))
  }

  func micros(_ value: Double) -> String {
    value < 1_000 ? String(format: "%.1f", value) : grouped(Int(value.rounded()))
  }

  func grouped(_ value: Int) -> String {
    let digits = Array(String(value))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { text += " " }
      text.append(digit)
    }
    return text
  }
}
