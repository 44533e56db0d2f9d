import ChapterKit
import ChapterTestSupport
import Foundation
import Testing

/// The storyboards in docs/storyboards are what the chapters draw now.
@MainActor
struct StoryboardTests {
  /// Each chapter's story, and the story of each of its broken variants.
  nonisolated static let drawn = ChapterCases.all.filter {
    $0.variant == $0.chapter.defaultVariant || $0.variant.kind == .broken
  }

  /// Where the picture of `chapterCase` in `language` is committed: the Japanese ones in `ja/`.
  nonisolated static func file(of chapterCase: ChapterCase, in language: Language = .english)
    -> String
  {
    let folder = language == .english ? "docs/storyboards" : "docs/storyboards/\(language.rawValue)"
    return chapterCase.variant == chapterCase.chapter.defaultVariant
      ? "\(folder)/\(chapterCase.chapterName).svg"
      : "\(folder)/\(chapterCase.chapterName)-\(chapterCase.variantName).svg"
  }

  @Test(arguments: drawn, Language.allCases)
  func theCommittedStoryboardIsWhatTheChapterDraws(chapterCase: ChapterCase, language: Language)
    async throws
  {
    let drawn = await withChapterStorage(chapterCase.chapter) {
      let recorder = OutputRecorder()
      _ = await ChapterRunner.run(
        chapterCase.chapter,
        arguments: [
          "--storyboard", "--variant", chapterCase.variantName, "--lang", language.rawValue,
        ],
        io: recorder.io())
      return recorder.output
    }
    let file = Self.file(of: chapterCase, in: language)
    let committed = try String(
      contentsOf: VariantLayoutTests.root.appendingPathComponent(file), encoding: .utf8)
    #expect(drawn == committed, "\(file) is stale; run scripts/storyboards.sh")
    #expect(drawn.hasPrefix("<svg ") && drawn.hasSuffix("</svg>\n"))
  }

  @Test func aJapaneseStoryboardSpeaksJapaneseButKeepsTheCommandsAndTheTitles() throws {
    let chapterCase = try #require(Self.drawn.first)
    let path = VariantLayoutTests.root.appendingPathComponent(
      Self.file(of: chapterCase, in: .japanese))
    let svg = try String(contentsOf: path, encoding: .utf8)
    for words in ["ステップ 3 · rename Call the dentist about the crown", "シーン 1 · 一覧", "詳細画面"] {
      #expect(svg.contains(words), "the Japanese storyboard lacks '\(words)'")
    }
    #expect(!svg.contains("Step 3"))
  }

  @Test func aBrokenVariantsStoryboardShowsItsMistake() async {
    let broken = Self.drawn.filter {
      $0.variant.kind == .broken && $0.variant != $0.chapter.defaultVariant
    }
    for chapterCase in broken {
      for language in Language.allCases {
        let path = VariantLayoutTests.root.appendingPathComponent(
          Self.file(of: chapterCase, in: language))
        let svg = (try? String(contentsOf: path, encoding: .utf8)) ?? ""
        #expect(svg.contains(">✗ "), "\(chapterCase.testDescription)'s storyboard shows no ✗")
      }
    }
  }
}
