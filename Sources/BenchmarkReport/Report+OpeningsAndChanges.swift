import ChapterBenchmark
import ChapterKit

// The benchmarks every chapter runs besides its renames: opening a window on the whole list, and
// adding and deleting a row.

extension Report {
  /// The benchmarks of a change of which rows there are.
  static let listChangeNames: Set<String> = ["add", "delete"]
  /// The benchmarks every chapter runs besides `edit`, each with a section of its own.
  static let appBenchmarkNames = listChangeNames.union(["open"])

  /// The `open` records: a window opened on the whole list.
  var openings: [BenchmarkRecord] {
    otherRecords.filter { $0.benchmark == "open" }
  }

  /// Every chapter's and variant's opening of a window, median ms by size, with the goal of the
  /// SwiftUI-shaped chapters.
  func openingTable() -> String {
    let sizes = Array(Set(openings.map(\.size))).sorted()
    var text =
      "Scene 2 closed and opened again on the whole list, \(openings.first?.edits ?? 0) times at "
      + "each size after the renames, each timed from the command until its list has rendered "
      + "(median ms). A window shows what is on screen: a SwiftUI-shaped chapter makes views for "
      + "the rows on screen only, as SwiftUI's `List` does, so its goal is to open within "
      + "\(String(format: "%g", Self.openingRatio)) times \(Self.baselineChapter)'s, whose table "
      + "renders every row.\n\n"
    text += "| chapter | " + sizes.map { "at \(grouped($0))" }.joined(separator: " | ")
    text += " | goal |\n|---|" + String(repeating: "---:|", count: sizes.count) + "---|\n"
    var keys: [String] = []
    for record in openings where !keys.contains(key(of: record)) { keys.append(key(of: record)) }
    let largest = sizes.max() ?? 0
    let baseline = defaultRecord("open", Self.baselineChapter, size: largest)?.medianMicroseconds
    for key in keys {
      let records = openings.filter { self.key(of: $0) == key }
      let cells = sizes.map { size in
        records.first { $0.size == size }?.medianMicroseconds.map(millis) ?? "—"
      }
      var goal = "—"
      if let record = records.first(where: { $0.size == largest }),
        record.variant == defaultRecord("open", record.chapter, size: largest)?.variant
      {
        if record.chapter == Self.baselineChapter {
          goal = "baseline"
        } else if Self.swiftUIChapters.contains(record.chapter), let baseline,
          let median = record.medianMicroseconds
        {
          goal = median / max(baseline, 1e-9) <= Self.openingRatio ? "meets" : "misses"
        }
      }
      text += "| \(key) | " + cells.joined(separator: " | ") + " | \(goal) |\n"
    }
    return text
  }

  /// `Chapter · variant`, a row of the tables that list every chapter and variant.
  private func key(of record: BenchmarkRecord) -> String {
    "\(record.chapter) · \(record.variant ?? "")"
  }

  /// The `add` and `delete` records.
  var listChanges: [BenchmarkRecord] {
    otherRecords.filter { Self.listChangeNames.contains($0.benchmark) }
  }

  /// Every chapter's and variant's adds and deletes, medians by size, with the goal for an add.
  func listChangeTable() -> String {
    let sizes = Array(Set(listChanges.map(\.size))).sorted()
    var text =
      "An add from scene 1's list, at the top, and a delete of its fourth row, each timed from "
      + "the command until the last list has updated its table (median µs over "
      + "\(listChanges.first?.edits ?? 0) of each, after a warm-up; two scenes open). The "
      + "goal: a correct chapter's add and delete at 100,000 todos each cost at most a tenth "
      + "of \(Self.baselineChapter)'s opening of a window on as many todos, unless its mechanism "
      + "is O(n) per change on Apple platforms too, which the ns per todo show.\n\n"
    let header = sizes.map { "add at \(grouped($0))" } + sizes.map { "delete at \(grouped($0))" }
    text += "| chapter | " + header.joined(separator: " | ") + " | add ns per todo | goal |\n"
    text += "|---|" + String(repeating: "---:|", count: header.count + 1) + "---|\n"
    var keys: [String] = []
    for record in listChanges where !keys.contains(key(of: record)) { keys.append(key(of: record)) }
    for key in keys {
      let records = listChanges.filter { self.key(of: $0) == key }
      func median(_ change: String, _ size: Int) -> String {
        records.first { $0.benchmark == change && $0.size == size }?.medianMicroseconds
          .map(micros) ?? "—"
      }
      let largestAdd = records.filter { $0.benchmark == "add" }.max { $0.size < $1.size }
      let largestDelete = records.filter { $0.benchmark == "delete" }.max { $0.size < $1.size }
      let perTodo =
        largestAdd.map {
          String(format: "%.1f", ($0.medianMicroseconds ?? 0) * 1_000 / Double(max($0.size, 1)))
        } ?? "—"
      let goal: String
      switch (largestAdd?.kind, largestAdd?.size) {
      case (.inSync?, _) where Self.linearOnApplePlatforms.contains(records[0].chapter):
        goal = "O(n) on Apple too"
      case (.inSync?, _):
        let shares = [largestAdd, largestDelete].compactMap { $0.flatMap(shareOfOpening) }
        goal =
          shares.isEmpty
          ? "—" : shares.allSatisfy { $0 <= Self.listChangeShareOfOpening } ? "meets" : "misses"
      case (.costly?, _): goal = "costly"
      case (.broken?, _): goal = "broken"
      default: goal = "—"
      }
      let cells = sizes.map { median("add", $0) } + sizes.map { median("delete", $0) }
      text += "| \(key) | " + cells.joined(separator: " | ") + " | \(perTodo) | \(goal) |\n"
    }
    return text
  }
}
