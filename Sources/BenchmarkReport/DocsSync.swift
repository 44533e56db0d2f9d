import Foundation

/// Copies the numbers of docs/Benchmarks.md into the docs that quote them, so that every measured
/// number in the project comes from one run.
///
/// A chapter's deep dive (`docs/deep-dives/Name.md`) quotes its part of the report in its
/// `## Cost` section, between two marker lines; docs/Comparison.md has two rows of numbers that are made from the report's tables. Both
/// are written here, after the report, and DocsTests checks they still agree with it.
enum DocsSync {
  /// The line before the quoted numbers.
  static let beginMarker =
    "<!-- numbers from docs/Benchmarks.md, copied by scripts/benchmarks.sh -->"
  /// The line after them.
  static let endMarker = "<!-- end of numbers -->"
  /// The language of a Comparison doc: its rows and its sentence are written in it.
  enum Language {
    case english, japanese

    /// The language of the doc at `path`: Japanese under a `ja` folder.
    init(path: String) {
      self = path.split(separator: "/").contains("ja") ? .japanese : .english
    }
  }

  /// How Comparison's two rows of numbers begin.
  static func medianRowTitle(_ language: Language = .english) -> String {
    switch language {
    case .english: "| **Median µs per edit, 1k / 10k / 100k todos** |"
    case .japanese: "| **編集一回の中央値（µs）、1k / 10k / 100k 件** |"
    }
  }

  static func memoryRowTitle(_ language: Language = .english) -> String {
    switch language {
    case .english: "| **Peak memory at 100k todos** |"
    case .japanese: "| **100k 件でのピークメモリ** |"
    }
  }

  /// How Comparison's sentence naming the cheapest and the dearest correct mechanism begins.
  static func extremesTitle(_ language: Language = .english) -> String {
    switch language {
    case .english: "**From the same run, at 100,000 todos:**"
    case .japanese: "**同じ実行から、100,000 件のとき：**"
    }
  }

  /// One `## <chapter>` part of the report.
  struct Section: Equatable {
    let chapter: String
    /// Everything under the heading, up to the next `## ` heading.
    let body: String
  }

  /// The chapters' parts of the report, in its order; the introduction is not one.
  static func sections(ofReport report: String) -> [Section] {
    var sections: [Section] = []
    var chapter: String?
    var lines: [Substring] = []
    func finish() {
      if let chapter {
        let body = lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        sections.append(Section(chapter: chapter, body: body))
      }
    }
    for line in report.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") {
        finish()
        let name = line.dropFirst(3)
        chapter = name.allSatisfy { $0.isLetter || $0.isNumber } ? String(name) : nil
        lines = []
      } else {
        lines.append(line)
      }
    }
    finish()
    return sections
  }

  /// What a chapter doc quotes of its section: the same text, with each `### ` heading made a
  /// bold line, so the chapter keeps the doc template's headings; then the chapter's
  /// measurements of its mechanism, if the report has any.
  static func quotedBlock(of section: Section, mechanisms: String = "") -> String {
    let body = section.body.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasPrefix("### ") ? "**\(line.dropFirst(4))**" : String(line)
    }.joined(separator: "\n")
    return mechanisms.isEmpty ? body : body + "\n\n" + mechanisms
  }

  /// The heading of the report's part that measures the mechanisms themselves.
  static let mechanismsHeading = "## Measurements of the mechanisms themselves"

  /// The paragraphs of the report's mechanism part that begin with `chapter:`, each with the
  /// tables that follow it; empty when the chapter has none.
  static func mechanisms(ofChapter chapter: String, inReport report: String) -> String {
    guard let start = report.range(of: "\n\(mechanismsHeading)\n") else { return "" }
    let rest = report[start.upperBound...]
    let part = rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
    var taken: [String] = []
    var isTaking = false
    for paragraph in part.components(separatedBy: "\n\n") {
      let text = paragraph.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !text.isEmpty else { continue }
      if text.hasPrefix("|") {
        if isTaking { taken.append(text) }
      } else {
        isTaking = text.hasPrefix("\(chapter):")
        if isTaking { taken.append(text) }
      }
    }
    return taken.joined(separator: "\n\n")
  }

  /// `doc` with the lines between its markers replaced by `block`; `nil` when it has no markers.
  static func replacingQuotedBlock(in doc: String, with block: String) -> String? {
    guard let quoted = quotedRange(in: doc) else { return nil }
    return String(doc[..<quoted.lowerBound]) + block + "\n" + String(doc[quoted.upperBound...])
  }

  /// The block a doc quotes now, between its markers; `nil` when it has none.
  static func quotedBlock(in doc: String) -> String? {
    quotedRange(in: doc).map { String(doc[$0]).trimmingCharacters(in: .newlines) }
  }

  /// The lines between the markers, from the start of the first to the start of the end marker.
  private static func quotedRange(in doc: String) -> Range<String.Index>? {
    guard let begin = doc.range(of: beginMarker + "\n"),
      let end = doc.range(of: endMarker, range: begin.upperBound..<doc.endIndex),
      end.lowerBound == begin.upperBound || doc[doc.index(before: end.lowerBound)] == "\n"
    else { return nil }
    return begin.upperBound..<end.lowerBound
  }

  // MARK: - Writing the docs

  /// Writes the report's numbers into every chapter's deep dive under `root/docs/deep-dives` and
  /// `root/docs/ja/deep-dives`, and into Comparison in both languages; returns the files it
  /// changed.
  static func sync(root: URL) throws -> [String] {
    let report = try String(
      contentsOf: root.appendingPathComponent("docs/Benchmarks.md"), encoding: .utf8)
    var changed: [String] = []
    // The English deep dives and, when it exists, their Japanese edition quote the same numbers.
    for folder in ["docs/deep-dives", "docs/ja/deep-dives"] {
      for section in sections(ofReport: report) {
        let path = "\(folder)/\(section.chapter).md"
        let url = root.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: url.path) else { continue }
        let doc = try String(contentsOf: url, encoding: .utf8)
        let block = quotedBlock(
          of: section, mechanisms: mechanisms(ofChapter: section.chapter, inReport: report))
        guard let updated = replacingQuotedBlock(in: doc, with: block) else {
          throw SyncError("\(path) has no \(beginMarker) line in its Cost section")
        }
        if updated != doc {
          try updated.write(to: url, atomically: true, encoding: .utf8)
          changed.append(path)
        }
      }
    }
    for path in ["docs/Comparison.md", "docs/ja/Comparison.md"] {
      let comparison = root.appendingPathComponent(path)
      guard FileManager.default.fileExists(atPath: comparison.path) else { continue }
      let doc = try String(contentsOf: comparison, encoding: .utf8)
      let language = Language(path: path)
      guard let updated = replacingComparisonRows(in: doc, fromReport: report, language: language)
      else {
        throw SyncError(
          "\(path) lacks the rows '\(medianRowTitle(language))' and '\(memoryRowTitle(language))', "
            + "or a line that starts '\(extremesTitle(language))'")
      }
      if updated != doc {
        try updated.write(to: comparison, atomically: true, encoding: .utf8)
        changed.append(path)
      }
    }
    return changed
  }

  /// A doc that cannot take the numbers, and why.
  struct SyncError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }

  static func grouped(_ value: Int) -> String {
    let digits = String(value)
    var result = ""
    for (index, character) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result += " " }
      result.append(character)
    }
    return result
  }
}
