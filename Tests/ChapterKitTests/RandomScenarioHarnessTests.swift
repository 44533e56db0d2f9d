import ChapterKit
import ChapterTestSupport
import HeadlessUIKit
import ScenarioLanguage
import Testing
import TodoModel

/// The harness the comparison tests stand on: a correct chapter, driven by random scripts through
/// the host, shows exactly what the reference model expects after every step, errors included.
@MainActor
struct RandomScenarioHarnessTests {
  @Test(arguments: 0..<40)
  func aCorrectChapterMatchesTheReferenceAfterEveryStep(seed: Int) async {
    let options = RandomScenario.Options(steps: 80, maximumScenes: 3, invalidLineRate: 0.1)
    let lines = RandomScenario.lines(seed: UInt64(seed), options: options)
    let divergence = await AppHost(chapter: TestChapter.self).firstDivergence(runningLines: lines)
    #expect(divergence == nil, "seed \(seed), \(divergence ?? "")")
  }

  @Test func theHarnessCatchesAChapterThatTellsNoOne() async {
    let options = RandomScenario.Options(steps: 80, maximumScenes: 3, invalidLineRate: 0.1)
    let lines = RandomScenario.lines(seed: 1, options: options)
    let silent = AppHost(chapter: TestChapter.self, variant: TestChapter.silent)
    #expect(await silent.firstDivergence(runningLines: lines) != nil)
  }
}
