import ScreenKit
import Testing
import TodoModel

/// Seeded random scripts over up to three scenes, checked against the reference model.
///
/// Every step is checked. A failure names the chapter, the seed, the step and the command, with a line diff,
/// so that it can be replayed: the script is `RandomScenario.lines(seed:options:)`.
@MainActor
struct RandomScenarioTests {
  static let options = RandomScenario.Options(steps: 40, maximumScenes: 3, invalidLineRate: 0.1)

  /// 500 seeds for each chapter's default variant, 100 for its other correct ones.
  static func seeds(for chapterCase: ChapterCase) -> Range<UInt64> {
    ChapterCases.defaults.contains(chapterCase) ? 0..<500 : 0..<100
  }

  @Test(arguments: ChapterCases.correct)
  func everyStepMatchesTheReferenceModel(chapterCase: ChapterCase) async {
    for seed in Self.seeds(for: chapterCase) {
      let failure = await Self.firstDivergence(of: chapterCase, seed: seed)
      #expect(failure == nil, "\(failure ?? "")")
      if failure != nil { return }  // One replayable failure is enough.
    }
  }

  @Test func noSyncDivergesInMostSeeds() async {
    let noSync = ChapterCases.all.first { $0.testDescription == "NoSync copy" }!
    var diverged = 0
    for seed in UInt64(0)..<20 where await Self.firstDivergence(of: noSync, seed: seed) != nil {
      diverged += 1
    }
    #expect(diverged >= 15)
  }

  /// Runs one seed; returns a description of the first step that differs, or `nil`.
  static func firstDivergence(of chapterCase: ChapterCase, seed: UInt64) async -> String? {
    await withChapterStorage(chapterCase.chapter) {
      let host = chapterCase.makeHost()
      var reference = ReferenceModel(restoresOnRelaunch: chapterCase.chapter.restoresOnRelaunch)
      let lines = RandomScenario.lines(seed: seed, options: options, start: reference)
      for (index, line) in lines.enumerated() {
        var expectedError: ScenarioError?
        var actualError: ScenarioError?
        do {
          guard let command = try ScenarioParser.parse(line) else { continue }
          do throws(ScenarioError) { try reference.apply(command) } catch { expectedError = error }
          do throws(ScenarioError) {
            try await host.perform(command)
          } catch {
            actualError = error
          }
        } catch {
          continue  // A line that does not parse is rejected the same way by every chapter.
        }
        let diff = host.dump().lineDiff(expected: reference.dump())
        if actualError != expectedError || !diff.isEmpty {
          let replay = lines.prefix(index + 1).joined(separator: "\n")
          return "\(chapterCase.testDescription), seed \(seed), step \(index + 1): \(line)\n"
            + "error \(actualError.map { "\($0)" } ?? "none"), expected "
            + "\(expectedError.map { "\($0)" } ?? "none")\n\(diff)\n"
            + "Replay: save these lines as replay.txt and run swift run \(chapterCase.chapterName) "
            + "--plain --variant \(chapterCase.variantName) --script replay.txt\n\(replay)"
        }
      }
      return nil
    }
  }
}
