import ChapterTestSupport
import ScenarioLanguage
import Testing

@testable import ChapterCommandLine

/// How the command line reads its options, and what it says when output goes to a pipe.
@MainActor
struct RunnerOptionsTests {
  @Test func everyOptionWithAValueTakesItAfterAnEqualsSignToo() throws {
    let spaced = try RunnerOptions(arguments: [
      "--variant", "silent", "--width", "60", "--step", "2", "--lang", "ja", "--color", "never",
    ])
    let joined = try RunnerOptions(arguments: [
      "--variant=silent", "--width=60", "--step=2", "--lang=ja", "--color=never",
    ])
    #expect(joined == spaced)
    #expect(joined.variantName == "silent")
    let bench = try RunnerOptions(arguments: ["--bench", "--sizes=10,20", "--edits=3"])
    #expect(bench.benchSizes == [10, 20])
    #expect(bench.benchEdits == 3)
    #expect(try RunnerOptions(arguments: ["--script=steps.txt"]).mode == .script(path: "steps.txt"))
    let drawnScript = try RunnerOptions(arguments: ["--storyboard", "--script", "order.txt"])
    #expect(drawnScript.mode == .storyboard(script: "order.txt"))
    #expect(throws: RunnerOptionsError.self) {
      try RunnerOptions(arguments: ["--storyboard", "--script", "order.txt", "--interactive"])
    }
  }

  @Test func aFlagWithoutAValueIsNotSplitAndAnEmptyValueIsAnError() {
    #expect(throws: RunnerOptionsError.self) { try RunnerOptions(arguments: ["--json=yes"]) }
    #expect(throws: RunnerOptionsError.self) { try RunnerOptions(arguments: ["--width="]) }
  }

  private func run(_ arguments: [String], outputIsTerminal: Bool, errorIsTerminal: Bool) async
    -> OutputRecorder
  {
    let recorder = OutputRecorder()
    _ = await ChapterRunner.run(
      TestChapter.self, arguments: arguments,
      io: recorder.io(outputIsTerminal: outputIsTerminal, errorIsTerminal: errorIsTerminal))
    return recorder
  }

  @Test(arguments: [("en", "note: "), ("ja", "注意：")])
  func aStoryPipedFromATerminalSaysOnceOnStandardErrorHowToGetTheScreens(
    language: String, notePrefix: String
  ) async {
    let piped = await run(
      ["--all", "--lang", language], outputIsTerminal: false, errorIsTerminal: true)
    #expect(piped.errors.components(separatedBy: "--pretty").count == 3, "\(piped.errors)")
    #expect(piped.errors.hasPrefix(notePrefix))
    #expect(piped.output.hasPrefix("# step 1: "), "the pipe still gets the plain format alone")
    for line in piped.errors.split(separator: "\n") {
      #expect(line.displayWidth <= 80, "\(line)")
    }
  }

  @Test(arguments: [
    (["--all"], true, true), (["--all"], false, false), (["--all", "--plain"], false, true),
    (["--list-variants"], false, true),
  ])
  func noNoteWhenNothingWasChosenForThePersonOrNobodyWatches(
    arguments: [String], outputIsTerminal: Bool, errorIsTerminal: Bool
  ) async {
    let recorder = await run(
      arguments, outputIsTerminal: outputIsTerminal, errorIsTerminal: errorIsTerminal)
    #expect(recorder.errors.isEmpty, "\(arguments): \(recorder.errors)")
  }
}

/// A mistyped variant gets the one meant.
@MainActor
struct VariantSuggestionTests {
  @Test func aMistypedVariantSaysWhichOneWasMeant() async throws {
    let recorder = OutputRecorder()
    let name = try #require(TestChapter.variants.last?.name)
    let typo = String(name.dropLast())
    let status = await ChapterRunner.run(
      TestChapter.self, arguments: ["--variant", typo], io: recorder.io())
    #expect(status == 2)
    #expect(recorder.errors.contains("did you mean '\(name)'?"), "\(recorder.errors)")
  }
}
