import Foundation

// The two rows of numbers in docs/Comparison.md and the sentence on extremes, made from the
// report's tables.

extension DocsSync {
  /// One row of a report table: the list size, the median and the peak memory as printed.
  struct Measurement: Equatable {
    let todos: Int
    let medianMicros: Double
    let peakMemory: String
    /// Whether every scene showed the edit: the variant keeps the lists in sync.
    var showsEdit = true
  }

  /// The measurements of a section: the default's table, then each costly variant's, by name.
  static func measurements(of section: Section) -> [(variant: String?, rows: [Measurement])] {
    var tables: [(variant: String?, rows: [Measurement])] = [(nil, [])]
    // Rows under a `### ` heading without a variant's name are not the edit benchmark's.
    var isEditTable = true
    for line in section.body.split(separator: "\n") {
      if line.hasPrefix("### ") {
        let name = line.split(separator: "`", omittingEmptySubsequences: false).dropFirst().first
        isEditTable = name != nil
        if let name { tables.append((String(name), [])) }
        continue
      }
      guard isEditTable else { continue }
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard line.hasPrefix("| "), cells.count >= 5,
        let todos = Int(cells[0].replacingOccurrences(of: " ", with: "")),
        let median = Double(cells[1].replacingOccurrences(of: " ", with: ""))
      else { continue }
      tables[tables.count - 1].rows.append(
        Measurement(
          todos: todos, medianMicros: median, peakMemory: cells[4],
          showsEdit: cells.count < 6 || cells[5] == "yes"))
    }
    return tables.filter { !$0.rows.isEmpty }
  }

  /// Comparison's two rows, one column per chapter in the report's order.
  static func comparisonRows(fromReport report: String, language: Language = .english) -> (
    median: String, memory: String
  ) {
    let sizes = [1_000, 10_000, 100_000]
    var medians: [String] = []
    var memories: [String] = []
    for section in sections(ofReport: report) {
      let tables = measurements(of: section)
      func medianCell(_ rows: [Measurement]) -> String {
        sizes.map { size in
          rows.first { $0.todos == size }.map { grouped(Int($0.medianMicros.rounded())) } ?? "—"
        }.joined(separator: " / ")
      }
      var median = medianCell(tables.first?.rows ?? [])
      var memory = tables.first?.rows.first { $0.todos == 100_000 }?.peakMemory ?? "—"
      for (variant, rows) in tables.dropFirst() {
        guard let variant else { continue }
        median += " (`\(variant)`: \(medianCell(rows)))"
        memory += " (`\(variant)`: \(rows.first { $0.todos == 100_000 }?.peakMemory ?? "—"))"
      }
      medians.append(median)
      memories.append(memory)
    }
    return (
      medianRowTitle(language) + " " + medians.joined(separator: " | ") + " |",
      memoryRowTitle(language) + " " + memories.joined(separator: " | ") + " |"
    )
  }

  /// Comparison's sentence: the chapters whose correct app costs least and most per edit at
  /// 100,000 todos, among those that keep every scene in sync.
  static func extremesSentence(fromReport report: String, language: Language = .english) -> String {
    let defaults = sections(ofReport: report).compactMap { section -> (String, Double)? in
      guard let row = measurements(of: section).first?.rows.first(where: { $0.todos == 100_000 }),
        row.showsEdit
      else { return nil }
      return (section.chapter, row.medianMicros)
    }.sorted { $0.1 < $1.1 }
    guard let cheapest = defaults.first, let dearest = defaults.last else {
      return extremesTitle(language)
        + (language == .english
          ? " no chapter was measured in sync." : "同期している章は測られていません。")
    }
    func micros(_ value: Double) -> String {
      value < 100 ? String(format: "%.1f", value) : grouped(Int(value.rounded()))
    }
    switch language {
    case .english:
      return extremesTitle(language)
        + " the cheapest correct mechanism per edit is \(cheapest.0)'s, "
        + "\(micros(cheapest.1)) µs; the most expensive is \(dearest.0)'s, \(micros(dearest.1)) µs."
    case .japanese:
      return extremesTitle(language)
        + "編集一回のコストがもっとも低い正しい仕組みは \(cheapest.0) の \(micros(cheapest.1)) µs、"
        + "もっとも高いのは \(dearest.0) の \(micros(dearest.1)) µs です。"
    }
  }

  /// `doc` with Comparison's two rows of numbers and its sentence replaced; `nil` when it lacks
  /// any of them.
  static func replacingComparisonRows(
    in doc: String, fromReport report: String, language: Language = .english
  ) -> String? {
    let rows = comparisonRows(fromReport: report, language: language)
    var lines = doc.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // A doc may still have the English rows that came before it was translated.
    let titles = Set([language, .english])
    guard
      let median = lines.firstIndex(where: { line in
        titles.contains { line.hasPrefix(medianRowTitle($0)) }
      }),
      let memory = lines.firstIndex(where: { line in
        titles.contains { line.hasPrefix(memoryRowTitle($0)) }
      }),
      let extremes = lines.firstIndex(where: { line in
        titles.contains { line.hasPrefix(extremesTitle($0)) }
      })
    else { return nil }
    lines[median] = rows.median
    lines[memory] = rows.memory
    lines[extremes] = extremesSentence(fromReport: report, language: language)
    return lines.joined(separator: "\n")
  }
}
