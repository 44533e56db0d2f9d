import ChapterCommandLine
import ChapterDrawings
import ChapterKit
import ChapterTestSupport
import Foundation
import ScenarioLanguage
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
    if Self.dependsOnObserverOrder.contains("\(chapterCase.chapterName) \(chapterCase.variantName)")
    {
      #expect(
        Self.problemLines(of: drawn) == Self.problemLines(of: committed),
        "\(file) shows other problems; run scripts/storyboards.sh")
    } else {
      #expect(drawn == committed, "\(file) is stale; run scripts/storyboards.sh")
    }
    #expect(drawn.hasPrefix("<svg ") && drawn.hasSuffix("</svg>\n"))
  }

  /// Each correct chapter's picture shows what carried the change there (what was posted,
  /// sent, diffed, stored, told, yielded, observed, reduced), so no two are the same once their
  /// titles are taken away.
  @Test func noTwoCorrectChaptersDrawTheSameStoryApartFromTheirTitles() throws {
    var chapterByPicture: [String: String] = [:]
    for chapterCase in Self.drawn
    where chapterCase.variant == chapterCase.chapter.defaultVariant
      && chapterCase.variant.kind == .inSync
    {
      let svg = try String(
        contentsOf: VariantLayoutTests.root.appendingPathComponent(Self.file(of: chapterCase)),
        encoding: .utf8)
      // The frames, without the title and subtitle above them.
      let frames = try #require(svg.range(of: "<g>")).lowerBound
      let picture = String(svg[frames...])
      #expect(
        chapterByPicture[picture] == nil,
        "\(chapterCase.chapterName) draws the story of \(chapterByPicture[picture] ?? "")")
      chapterByPicture[picture] = chapterCase.chapterName
    }
    #expect(chapterByPicture.count >= 8)
  }

  /// Variants whose pictures depend on the order in which `NotificationCenter` calls two
  /// observers of one post.
  ///
  /// On Linux that order changes from run to run (swift-corelibs-
  /// foundation keeps observers in a hashed collection: six observers, five runs, five orders),
  /// and Apple documents none; in `double-write` the detail re-reads the data source either
  /// before or after the list writes the late value back. Every run shows the same mistake, so
  /// their pictures are held to the same problems, not to the same bytes.
  nonisolated static let dependsOnObserverOrder: Set<String> = [
    "NotificationCenterSync double-write"
  ]

  /// The `✗` lines a storyboard shows, in order.
  nonisolated static func problemLines(of svg: String) -> [String] {
    svg.split(separator: "\n").filter { $0.contains("✗") }.map(String.init)
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

  /// A failing order the explorer printed is drawn as it is played, ending where it failed.
  @Test func aScriptIsDrawnUpToItsFirstProblem() async throws {
    let script = [
      "hold", "open t3", "remote favorite t3", "deliver p1", "rename Call the surgery",
      "deliver a1",
    ].joined(separator: "\n")
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "StoryboardTests-\(UUID().uuidString).txt")
    try script.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let recorder = OutputRecorder()
    let storeSync = try #require(registeredChapters.first { $0.name == "StoreSync" })
    let status = await ChapterRunner.run(
      storeSync,
      arguments: ["--storyboard", "--script", file.path, "--variant", "answer-not-cancelled"],
      io: recorder.io())
    #expect(status == 0)
    #expect(recorder.output.contains("Step 6 · deliver a1"))
    #expect(recorder.output.contains(">✗ "))
    #expect(!recorder.output.contains("Step 1 · hold"))  // Four frames, ending at the failure.
  }

  /// A detail that shows what the person typed, while a push changes the todo, is not stale.
  @Test func aDetailShowingWhatThePersonTypedIsNotMarkedStale() async throws {
    let script = "open t3\ntype Call the dentist about the crown\nremote favorite t3\n"
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "StoryboardTests-\(UUID().uuidString).txt")
    try script.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    for chapter in registeredChapters where chapter.defaultVariant.keepsScreensInSync {
      let recorder = OutputRecorder()
      _ = await withChapterStorage(chapter) {
        await ChapterRunner.run(
          chapter, arguments: ["--storyboard", "--script", file.path], io: recorder.io())
      }
      #expect(recorder.output.contains("Call the dentist about the"), "\(chapter.name)")
      #expect(!recorder.output.contains("should be"), "\(chapter.name) marks the typed title")
    }
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
