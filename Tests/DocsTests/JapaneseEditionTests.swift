import Foundation
import Testing

@testable import BenchmarkReport

/// The Japanese edition says what the English one says: every chapter has a twin with the same
/// sections in the same order, the same code word for word and the same numbers, so the two
/// cannot drift apart without a test failing.
struct JapaneseEditionTests {
  /// The fixed Japanese heading of each section of the chapter template, in order.
  static let templateInJapanese = [
    "## 目的", "## コード", "## 落とし穴", "## コスト", "## クレジット", "## 次に読む",
  ]

  /// Each English chapter doc and its Japanese twin.
  static let twins: [(english: String, japanese: String)] = DocsTests.chapterDocs.map {
    ($0, "Chapters/ja/" + ($0.split(separator: "/").last.map(String.init) ?? $0))
  }

  @Test func everyChapterHasAJapaneseTwinAndEveryJapaneseChapterAnEnglishOne() {
    let japanese = DocsTests.markdownFiles(in: "Chapters/ja").filter {
      DocsTests.chapterName(of: $0) != nil
    }
    #expect(japanese == Self.twins.map(\.japanese))
    #expect(Self.twins.count >= 8)
  }

  @Test(arguments: twins.map(\.japanese))
  func aJapaneseChapterHasTheTemplatesSectionsInJapaneseAndItsTwinsSubsections(doc: String)
    throws
  {
    let english = try DocsTests.read(try #require(Self.twin(of: doc)))
    let japanese = try DocsTests.read(doc)
    #expect(Self.headings(japanese, level: "## ") == Self.templateInJapanese, "\(doc)")
    for (englishSection, japaneseSection) in zip(
      DocsTests.template, Self.templateInJapanese)
    {
      let englishHeadings = Self.headings(
        DocsTests.section(englishSection, of: english), level: "### ")
      let japaneseHeadings = Self.headings(
        DocsTests.section(japaneseSection, of: japanese), level: "### ")
      #expect(
        englishHeadings.count == japaneseHeadings.count,
        "\(doc): \(japaneseSection) has other subsections than its twin's \(englishSection)")
      // A variant's heading starts with its name in both languages.
      for (englishHeading, japaneseHeading) in zip(englishHeadings, japaneseHeadings)
      where englishHeading.hasPrefix("### `") {
        let name = englishHeading.split(separator: "`", omittingEmptySubsequences: false)[1]
        #expect(japaneseHeading.hasPrefix("### `\(name)`"), "\(doc): \(japaneseHeading)")
      }
    }
  }

  @Test(arguments: twins.map(\.japanese))
  func aJapaneseChapterHasItsTwinsCodeBlocksWordForWordAndInOrder(doc: String) throws {
    let english = try DocsTests.read(try #require(Self.twin(of: doc)))
    let japanese = try DocsTests.read(doc)
    let englishBlocks = Self.fencedBlocks(in: english)
    let japaneseBlocks = Self.fencedBlocks(in: japanese)
    #expect(!englishBlocks.isEmpty)
    for (index, block) in englishBlocks.enumerated()
    where !japaneseBlocks.indices.contains(index) || japaneseBlocks[index] != block {
      Issue.record("\(doc): block \(index + 1) of its twin is not here word for word:\n\(block)")
      break
    }
    #expect(japaneseBlocks.count == englishBlocks.count, "\(doc) has other code than its twin")
  }

  @Test(arguments: twins.map(\.japanese))
  func aJapaneseChapterQuotesTheSameNumbersAndLinksItsTwinItsSourceAndTheGlossary(doc: String)
    throws
  {
    let englishDoc = try #require(Self.twin(of: doc))
    let name = try #require(DocsTests.chapterName(of: doc))
    let japanese = try DocsTests.read(doc)
    let file = try #require(englishDoc.split(separator: "/").last)
    for link in [
      "[ソース](../../Sources/\(name)) · [テスト](../../Tests/\(name)Tests) · "
        + "[詳解](../../docs/ja/deep-dives/\(name).md) · `swift run \(name)`",
      "[English](../\(file))", "(用語集.md)",
    ] {
      #expect(japanese.contains(link), "\(doc) lacks \(link)")
    }
    let credits = DocsTests.section("## クレジット", of: japanese)
    #expect(credits.contains("- ") && credits.contains("|---|---|"), "\(doc): credits or names")
  }

  @Test func theComparisonHasItsTwinsCodeAndTheScriptsNumbers() throws {
    let english = try DocsTests.read("docs/Comparison.md")
    let japanese = try DocsTests.read("docs/ja/Comparison.md")
    #expect(Self.fencedBlocks(in: japanese) == Self.fencedBlocks(in: english))
    let report = try DocsTests.read("docs/Benchmarks.md")
    let rows = DocsSync.comparisonRows(fromReport: report, language: .japanese)
    let sentence = DocsSync.extremesSentence(fromReport: report, language: .japanese)
    for line in [rows.median, rows.memory, sentence] {
      #expect(japanese.contains(line + "\n"), "run BenchmarkReport --docs .")
    }
    #expect(japanese.contains("[English](../Comparison.md)"))
  }

  @Test func theScenarioLanguageHasItsTwinsCodeSectionsTablesAndCommands() throws {
    let english = try DocsTests.read("docs/ScenarioLanguage.md")
    let japanese = try DocsTests.read("docs/ja/ScenarioLanguage.md")
    let englishBlocks = Self.fencedBlocks(in: english)
    #expect(!englishBlocks.isEmpty)
    #expect(
      Self.fencedBlocks(in: japanese) == englishBlocks,
      "docs/ja/ScenarioLanguage.md has other code than its twin")
    for level in ["## ", "### "] {
      #expect(
        Self.headings(japanese, level: level).count == Self.headings(english, level: level).count,
        "docs/ja/ScenarioLanguage.md has other \(level)headings than its twin")
    }
    #expect(
      Self.tableRows(in: japanese).count == Self.tableRows(in: english).count,
      "docs/ja/ScenarioLanguage.md has other table rows than its twin")
    // The commands are typed as they are in either language.
    let commandRows = Self.tableRows(in: DocsTests.section("## Commands", of: english)).dropFirst(2)
    let commands = commandRows.flatMap { row in
      Self.firstCell(of: row).split(separator: "`", omittingEmptySubsequences: false)
        .enumerated().filter { $0.offset % 2 == 1 }.map { "`\($0.element)`" }
    }
    #expect(commands.count >= 20)
    let japaneseFirstCells = Self.tableRows(in: japanese).map(Self.firstCell(of:))
    for command in commands {
      #expect(
        japaneseFirstCells.contains { $0.contains(command) },
        "docs/ja/ScenarioLanguage.md's command table lacks \(command)")
    }
    #expect(japanese.contains("[English](../ScenarioLanguage.md)"))
  }

  @Test func eachReadmeLinksTheOtherAtTheTop() throws {
    let english = try DocsTests.read("README.md").split(separator: "\n").prefix(8)
    let japanese = try DocsTests.read("README.ja.md").split(separator: "\n").prefix(8)
    #expect(english.contains { $0.contains("(README.ja.md)") })
    #expect(japanese.contains { $0.contains("[English](README.md)") })
  }

  // MARK: - Reading the docs

  static func twin(of japanese: String) -> String? {
    twins.first { $0.japanese == japanese }?.english
  }

  static func headings(_ text: String, level: String) -> [String] {
    var isInCode = false
    var headings: [String] = []
    for line in text.split(separator: "\n") {
      if line.hasPrefix("```") { isInCode.toggle() }
      if !isInCode, line.hasPrefix(level) { headings.append(String(line)) }
    }
    return headings
  }

  /// The lines of the text's tables, outside fenced blocks: a header, its rule, then the rows.
  static func tableRows(in text: String) -> [Substring] {
    var isInCode = false
    var rows: [Substring] = []
    for line in text.split(separator: "\n") {
      if line.hasPrefix("```") { isInCode.toggle() }
      if !isInCode, line.hasPrefix("|") { rows.append(line) }
    }
    return rows
  }

  /// The first cell of a table row, as written between its first two bars.
  static func firstCell(of row: Substring) -> Substring {
    row.split(separator: "|", omittingEmptySubsequences: false).dropFirst().first ?? ""
  }

  /// Every fenced block, whatever its language, with its opening line.
  static func fencedBlocks(in text: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line.hasPrefix("```") {
        current = [line]
      } else if var lines = current, line == "```" {
        lines.append(line)
        blocks.append(lines.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }
}
