import ChapterCommandLine
import ChapterKit
import ChapterTestSupport
import Foundation
import HeadlessUIKit
import ScenarioLanguage
import Testing
import TodoModel

/// The named scenarios (``NamedScenario``), run through each chapter's real command line.
///
/// Every correct chapter prints exactly what the reference model prints, byte for byte; `NoSync`
/// and every broken variant diverge in the scenario that shows the symptom their doc names. The
/// test ends with a table of chapters × scenarios.
@MainActor
@Suite(.serialized)
struct NamedScenarioTests {
  static let scenarioNames = NamedScenario.all.map(\.name)

  @Test func everyCaseAgainstEveryNamedScenario() async throws {
    var table: [(ChapterCase, [Bool])] = []
    let expectations = try Self.scenarioNames.map { name in
      let script = try Self.script(name)
      return (name, script, Self.referenceOutput(script))
    }
    for chapterCase in ChapterCases.all {
      var row: [Bool] = []
      for (name, script, expected) in expectations {
        let actual = await Self.plainOutput(of: chapterCase, script: script)
        let matches = actual == expected
        row.append(matches)
        // A leak shows on no screen: the leaking variants must match the reference too.
        if chapterCase.keepsScreensInSync
          || chapterCase.variant.symptom == .keepsClosedScreensAlive
        {
          let difference = Self.describeDifference(actual, expected)
          #expect(
            matches,
            "\(chapterCase.testDescription) differs from the reference in \(name).txt:\n\(difference)"
          )
        }
      }
      if let symptom = chapterCase.variant.symptomScenario {
        // A broken variant diverges in the scenario it declares.
        let index = Self.scenarioNames.firstIndex(of: symptom)!
        #expect(!row[index], "\(chapterCase.testDescription) should diverge in \(symptom).txt")
      }
      table.append((chapterCase, row))
    }
    print(Self.table(table))
  }

  // MARK: - Running a script both ways

  struct Output: Equatable {
    var standardOutput: String
    var errors: [String]
  }

  static func script(_ name: String) throws -> String {
    try #require(NamedScenario.named(name)).script
  }

  /// What `swift run <Chapter> --plain --variant <name>` prints for the script.
  static func plainOutput(of chapterCase: ChapterCase, script: String) async -> Output {
    await withChapterStorage(chapterCase.chapter) {
      let recorder = OutputRecorder()
      _ = await ChapterRunner.run(
        chapterCase.chapter, arguments: ["--plain", "--variant", chapterCase.variantName],
        io: recorder.io(input: script))
      return Output(standardOutput: recorder.output, errors: recorder.errorLines)
    }
  }

  /// What a correct chapter must print: the reference model's dumps and errors.
  static func referenceOutput(
    _ script: String, restoresOnRelaunch: Bool = false, supportsSorting: Bool = false
  ) -> Output {
    var reference = ReferenceModel(
      restoresOnRelaunch: restoresOnRelaunch, supportsSorting: supportsSorting)
    var output = Output(standardOutput: "", errors: [])
    for line in Scenario(text: script).lines {
      do throws(ScenarioError) {
        let command = try line.parsed.get()
        try reference.apply(command)
        if command == .dump { output.standardOutput += reference.dump().plainText }
      } catch {
        output.errors.append("error: \(error.at(line: line.number))")
      }
    }
    return output
  }

  static func describeDifference(_ actual: Output, _ expected: Output) -> String {
    var text = ""
    if actual.errors != expected.errors {
      text += "errors: \(actual.errors)\nexpected: \(expected.errors)\n"
    }
    let actualLines = actual.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.standardOutput.split(
      separator: "\n", omittingEmptySubsequences: false)
    for (index, pair) in zip(actualLines, expectedLines).enumerated() where pair.0 != pair.1 {
      text += "line \(index + 1): \(pair.0)\n   expected: \(pair.1)\n"
    }
    if actualLines.count != expectedLines.count {
      text += "\(actualLines.count) lines, expected \(expectedLines.count)\n"
    }
    return text
  }

  /// A compact table: ✓ for the reference output, ✗ for a divergence (expected of a broken case).
  static func table(_ rows: [(ChapterCase, [Bool])]) -> String {
    let header = scenarioNames.enumerated().map { "\($0.offset + 1)=\($0.element)" }
      .joined(separator: "  ")
    var text = "\nNamed scenarios (\(header))\n"
    let width = rows.map(\.0.testDescription.count).max() ?? 0
    text +=
      "".padding(toLength: width, withPad: " ", startingAt: 0) + "  "
      + scenarioNames.indices.map { String(format: "%3d", $0 + 1) }.joined() + "   verdict\n"
    for (chapterCase, row) in rows {
      let name = chapterCase.testDescription.padding(toLength: width, withPad: " ", startingAt: 0)
      let marks = row.map { $0 ? "  ✓" : "  ✗" }.joined()
      let verdict =
        if chapterCase.variant.symptom == .keepsClosedScreensAlive {
          row.allSatisfy { $0 } ? "in sync on screen; leaks closed scenes" : "FAILED"
        } else if chapterCase.keepsScreensInSync {
          row.allSatisfy { $0 } ? "passed" : "FAILED"
        } else {
          row.contains(false) ? "diverged as expected" : "FAILED: never diverged"
        }
      text += "\(name)  \(marks)   \(verdict)\n"
    }
    return text
  }
}
