import Foundation
import Testing

@testable import BenchmarkReport

/// Each chapter doc is a ten-minute read; what does not fit — the step table, the rest of the
/// code, the full Apple code, the proofs, the design and the measured numbers — is in the
/// chapter's deep dive, in both languages, so nothing the chapter used to teach is lost.
struct DeepDiveTests {
  /// The sections of a deep dive, in order (docs/Style.md).
  static let template = [
    "## Stepping through", "## More of the code", "## On Apple platforms",
    "## The pitfalls in depth", "## Detailed design", "## Cost",
  ]

  /// The same sections in the Japanese edition.
  static let templateInJapanese = [
    "## 一歩ずつ動かす", "## コードをもっと", "## Apple プラットフォームでは", "## 落とし穴を詳しく",
    "## 設計の詳細", "## コスト",
  ]

  /// Each chapter's name and the file name of its chapter doc.
  static let chapters: [(name: String, file: String)] = DocsTests.chapterDocs.compactMap { doc in
    DocsTests.chapterName(of: doc).map { ($0, String(doc.split(separator: "/").last!)) }
  }

  @Test func everyChapterHasADeepDiveInBothLanguagesAndEveryDeepDiveAChapter() {
    let names = Self.chapters.map(\.name).sorted()  // The folders list their files by name.
    #expect(
      DocsTests.markdownFiles(in: "docs/deep-dives") == names.map { "docs/deep-dives/\($0).md" })
    #expect(
      DocsTests.markdownFiles(in: "docs/ja/deep-dives")
        == names.map { "docs/ja/deep-dives/\($0).md" })
  }

  @Test(arguments: chapters.map(\.name))
  func aDeepDiveFollowsItsTemplateAndLinksItsChapter(name: String) throws {
    let file = try #require(Self.chapters.first { $0.name == name }?.file)
    let english = try DocsTests.read("docs/deep-dives/\(name).md")
    let japanese = try DocsTests.read("docs/ja/deep-dives/\(name).md")
    #expect(JapaneseEditionTests.headings(english, level: "## ") == Self.template, "\(name)")
    #expect(
      JapaneseEditionTests.headings(japanese, level: "## ") == Self.templateInJapanese, "\(name)")
    #expect(english.hasPrefix("# ") && japanese.hasPrefix("# "), "\(name): a deep dive has a title")
    #expect(
      english.contains("(../../Chapters/\(file))"), "\(name): the deep dive links its chapter")
    #expect(
      japanese.contains("(../../../Chapters/ja/\(file))"),
      "\(name): the deep dive links its chapter")
    #expect(japanese.contains("[English](../../deep-dives/\(name).md)"), "\(name)")
  }

  @Test(arguments: chapters.map(\.name))
  func everySwiftBlockOfADeepDiveIsInTheChaptersSourceWordForWord(name: String) throws {
    let text = try DocsTests.read("docs/deep-dives/\(name).md")
    let sources = try DocsTests.swiftFiles(in: "Sources/\(name)").map(DocsTests.read)
    let apple = DocsTests.section("## On Apple platforms", of: text)
    for block in DocsTests.swiftBlocks(in: text.replacingOccurrences(of: apple, with: "")) {
      #expect(
        sources.contains { DocsTests.file($0, containsLinesOf: block) },
        "docs/deep-dives/\(name).md: this block is not in Sources/\(name) word for word:\n\(block)")
    }
  }

  @Test(arguments: chapters.map(\.name))
  func aJapaneseDeepDiveHasItsTwinsCodeAndNumbers(name: String) throws {
    let english = try DocsTests.read("docs/deep-dives/\(name).md")
    let japanese = try DocsTests.read("docs/ja/deep-dives/\(name).md")
    let englishBlocks = JapaneseEditionTests.fencedBlocks(in: english)
    let japaneseBlocks = JapaneseEditionTests.fencedBlocks(in: japanese)
    for (index, block) in englishBlocks.enumerated()
    where !japaneseBlocks.indices.contains(index) || japaneseBlocks[index] != block {
      Issue.record("\(name): block \(index + 1) of the English deep dive is not here:\n\(block)")
      break
    }
    #expect(japaneseBlocks.count == englishBlocks.count, "\(name) has other code than its twin")
    #expect(
      DocsSync.quotedBlock(in: japanese) == DocsSync.quotedBlock(in: english),
      "\(name): the numbers differ from its twin's; run BenchmarkReport --docs .")
  }
}
