import ScreenKit
import Testing
import TodoModel

/// The harness the comparison tests stand on: a correct chapter, driven by random scripts through
/// the host, shows exactly what the reference model expects after every step, errors included.
@MainActor
struct RandomScenarioHarnessTests {
  @Test(arguments: 0..<40)
  func aCorrectChapterMatchesTheReferenceAfterEveryStep(seed: Int) async throws {
    let options = RandomScenario.Options(steps: 80, maximumScenes: 3, invalidLineRate: 0.1)
    let host = AppHost(chapter: TestChapter.self)
    var reference = ReferenceModel()
    for (step, line) in RandomScenario.lines(seed: UInt64(seed), options: options).enumerated() {
      var expectedError: ScenarioError?
      var actualError: ScenarioError?
      do {
        guard let command = try ScenarioParser.parse(line) else { continue }
        do { try reference.apply(command) } catch { expectedError = error }
        do { try await host.perform(command) } catch { actualError = error }
      } catch {
        continue  // A line that does not parse is rejected the same way by both.
      }
      #expect(actualError == expectedError, "seed \(seed), step \(step + 1): \(line)")
      let diff = host.dump().lineDiff(expected: reference.dump())
      #expect(diff.isEmpty, "seed \(seed), step \(step + 1): \(line)\n\(diff)")
      if !diff.isEmpty { return }
    }
  }
}
