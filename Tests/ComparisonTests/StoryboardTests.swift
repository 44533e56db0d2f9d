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

  nonisolated static func file(of chapterCase: ChapterCase) -> String {
    chapterCase.variant == chapterCase.chapter.defaultVariant
      ? "docs/storyboards/\(chapterCase.chapterName).svg"
      : "docs/storyboards/\(chapterCase.chapterName)-\(chapterCase.variantName).svg"
  }

  @Test(arguments: drawn)
  func theCommittedStoryboardIsWhatTheChapterDraws(chapterCase: ChapterCase) async throws {
    let drawn = await withChapterStorage(chapterCase.chapter) {
      let recorder = OutputRecorder()
      _ = await ChapterRunner.run(
        chapterCase.chapter, arguments: ["--storyboard", "--variant", chapterCase.variantName],
        io: recorder.io())
      return recorder.output
    }
    let path = VariantLayoutTests.root.appendingPathComponent(Self.file(of: chapterCase))
    let committed = try String(contentsOf: path, encoding: .utf8)
    #expect(
      drawn == committed, "\(Self.file(of: chapterCase)) is stale; run scripts/storyboards.sh")
    #expect(drawn.hasPrefix("<svg ") && drawn.hasSuffix("</svg>\n"))
  }

  @Test func aBrokenVariantsStoryboardShowsItsMistake() async {
    let broken = Self.drawn.filter {
      $0.variant.kind == .broken && $0.variant != $0.chapter.defaultVariant
    }
    for chapterCase in broken {
      let path = VariantLayoutTests.root.appendingPathComponent(Self.file(of: chapterCase))
      let svg = (try? String(contentsOf: path, encoding: .utf8)) ?? ""
      #expect(svg.contains(">✗ "), "\(chapterCase.testDescription)'s storyboard shows no ✗")
    }
  }
}
