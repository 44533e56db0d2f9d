import ChapterKit
import ChapterTestSupport
import Foundation
import HeadlessUIKit
import ScenarioLanguage
import Testing
import TodoModel

/// Seeded random scripts over up to three scenes, checked against the reference model.
///
/// Every step is checked. A failure names the chapter, the seed, the step and the command, with a line diff,
/// so that it can be replayed: the script is `RandomScenario.lines(seed:options:)`.
@MainActor
struct RandomScenarioTests {
  static let options = RandomScenario.Options(steps: 40, maximumScenes: 3, invalidLineRate: 0.1)

  /// How many seeds each chapter's default variant runs.
  ///
  /// 10, so a local `swift test` stays quick; 100 with `LISTDETAILSYNC_THOROUGH=1`; or what the
  /// environment variable `LISTDETAILSYNC_RANDOM_SEEDS` says (CI raises it to 100).
  /// Other correct variants run a fifth of it.
  static let defaultSeedCount: UInt64 = {
    let variable = ProcessInfo.processInfo.environment["LISTDETAILSYNC_RANDOM_SEEDS"]
    return variable.flatMap(UInt64.init).map { max($0, 5) }
      ?? UInt64(TestDepth.count(quick: 10, thorough: 100))
  }()

  /// The seeds a case runs: all of them for a chapter's default variant, a fifth for the others.
  static func seeds(for chapterCase: ChapterCase) -> Range<UInt64> {
    ChapterCases.defaults.contains(chapterCase) ? 0..<defaultSeedCount : 0..<(defaultSeedCount / 5)
  }

  @Test(arguments: ChapterCases.correct)
  func everyStepMatchesTheReferenceModel(chapterCase: ChapterCase) async {
    for seed in Self.seeds(for: chapterCase) {
      let failure = await Self.firstDivergence(of: chapterCase, seed: seed)
      #expect(failure == nil, "\(failure ?? "")")
      if failure != nil { return }  // One replayable failure is enough.
    }
  }

  @Test func theChapterWithoutSyncDivergesInMostSeeds() async {
    // The first chapter is the bug itself.
    let noSync = ChapterCases.all[0]
    var diverged = 0
    for seed in UInt64(0)..<20 where await Self.firstDivergence(of: noSync, seed: seed) != nil {
      diverged += 1
    }
    #expect(diverged >= 15)
  }

  /// Runs one seed; returns a description of the first step that differs, with the script to
  /// replay it, or `nil`.
  static func firstDivergence(of chapterCase: ChapterCase, seed: UInt64) async -> String? {
    await withChapterStorage(chapterCase.chapter) {
      let reference = ReferenceModel(
        restoresOnRelaunch: chapterCase.chapter.restoresOnRelaunch,
        supportsSorting: chapterCase.variant.app.hasSortSetting)
      let lines = RandomScenario.lines(seed: seed, options: options, start: reference)
      guard let divergence = await chapterCase.makeHost().firstDivergence(runningLines: lines)
      else { return nil }
      return "\(chapterCase.testDescription), seed \(seed), \(divergence)\n"
        + "Replay: save these lines as replay.txt and run swift run \(chapterCase.chapterName) "
        + "--plain --variant \(chapterCase.variantName) --script replay.txt\n"
        + lines.joined(separator: "\n")
    }
  }
}
