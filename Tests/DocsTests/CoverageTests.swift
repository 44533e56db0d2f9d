import Foundation
import Testing

/// docs/Coverage.md lists the lessons of the five sources and where a chapter teaches each: every
/// row must point at a heading that exists, at variants and tests that exist, and the count it
/// states must be the count of its rows.
struct CoverageTests {
  /// One row of the table: where the lesson is taught, what shows it, and its status.
  struct Row {
    let number: Int
    let chapter: Int
    let heading: String
    let shownBy: String
    let status: String
  }

  static func rows() throws -> [Row] {
    try DocsTests.read("docs/Coverage.md").split(separator: "\n")
      .filter { $0.hasPrefix("| ") && $0.first { $0.isNumber } != nil }
      .compactMap { line in
        let cells = line.split(separator: "|", omittingEmptySubsequences: false)
          .map { $0.trimmingCharacters(in: .whitespaces) }
        // "", #, source, lesson, in the source, where, shown by, status, ""
        guard cells.count == 9, let number = Int(cells[1]) else { return nil }
        let place = cells[5].components(separatedBy: " · ")
        guard place.count == 2, let chapter = Int(place[0]) else { return nil }
        return Row(
          number: number, chapter: chapter, heading: place[1], shownBy: cells[6], status: cells[7])
      }
  }

  /// The names in `code spans` of a cell.
  static func spans(in cell: String) -> [String] {
    cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  @Test func everyRowPointsAtAHeadingOfItsChapterAndAtVariantsAndTestsThatExist() throws {
    let rows = try Self.rows()
    #expect(rows.map(\.number) == Array(1...rows.count), "rows are numbered 1, 2, 3…")
    for row in rows {
      let doc = try #require(
        DocsTests.chapterDocs.first { DocsTests.chapterNumber(of: $0) == row.chapter },
        "#\(row.number): no chapter \(row.chapter)")
      let name = try #require(DocsTests.chapterName(of: doc))
      let text = try DocsTests.read(doc)
      let variants = try (DocsTests.variantFiles(of: name) + DocsTests.alternativeFiles(of: name))
        .map(DocsTests.variantName(ofFile:))
      let headings = text.split(separator: "\n").filter {
        $0.hasPrefix("## ") || $0.hasPrefix("### ")
      }
      #expect(
        headings.contains { $0 == "## \(row.heading)" || $0 == "### \(row.heading)" }
          || (variants.contains(row.heading) && text.contains("### `\(row.heading)` — ")),
        "#\(row.number): \(doc) has no heading '\(row.heading)'")
      for span in Self.spans(in: row.shownBy) {
        if span.contains(".") {
          let test = String(span.split(separator: ".").last ?? "")
          #expect(DocsTests.testFunctions.contains(test), "#\(row.number): no test \(span)")
        } else {
          #expect(variants.contains(span), "#\(row.number): \(name) has no variant \(span)")
        }
      }
      if row.status == "chapter" {
        #expect(
          row.shownBy.contains("excerpt") || !Self.spans(in: row.shownBy).isEmpty,
          "#\(row.number): a lesson taught in a chapter names what shows it")
      }
    }
  }

  @Test func theCountItStatesIsTheCountOfItsRowsAndAtLeast65AreTaughtInAChapter() throws {
    let rows = try Self.rows()
    let taught = rows.filter { $0.status == "chapter" }.count
    #expect(rows.count >= 73, "the five sources hold at least 73 lessons")
    #expect(taught >= 65)
    let text = try DocsTests.read("docs/Coverage.md")
    #expect(text.contains("**\(taught) of \(rows.count) lessons are taught in a chapter**"))
  }
}
