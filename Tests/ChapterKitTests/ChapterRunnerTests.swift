import ChapterBenchmark
import ChapterTestSupport
import HeadlessUIKit
import ScenarioLanguage
import Testing
import TodoModel

@testable import ChapterCommandLine
@testable import ChapterDrawings
@testable import ChapterKit

@MainActor
struct ChapterRunnerTests {
  private func run(_ arguments: [String], input: String? = nil, terminal: Bool = false) async
    -> (status: Int32, recorder: OutputRecorder)
  {
    let recorder = OutputRecorder()
    let status = await ChapterRunner.run(
      TestChapter.self, arguments: arguments,
      io: recorder.io(input: input, outputIsTerminal: terminal))
    return (status, recorder)
  }

  @Test(arguments: [["--help"], ["--help", "--lang", "ja"]])
  func theHelpFitsAnEightyColumnTerminalAndSaysTheSameInAPipe(arguments: [String])
    async
  {
    let onTerminal = await run(arguments, terminal: true).recorder.output
    let piped = await run(arguments).recorder.output
    #expect(piped.split(separator: "\n").contains { $0.displayWidth > 80 })
    for line in onTerminal.split(separator: "\n") where line.displayWidth > 80 {
      Issue.record("\(arguments): \(line.displayWidth) columns: \(line)")
    }
    #expect(onTerminal.filter { !$0.isWhitespace } == piped.filter { !$0.isWhitespace })
  }

  @Test func theREPLsHelpAndErrorsFitItsWidthWhenPrettyAndStayALineEachWhenPlain() async {
    let input = "help\nfrobnicate\n"
    let pretty = await run(["--interactive", "--pretty", "--width", "60"], input: input).recorder
    for line in (pretty.output + pretty.errors).split(separator: "\n") where line.displayWidth > 60
    {
      Issue.record("\(line.displayWidth) columns: \(line)")
    }
    #expect(pretty.errors.hasPrefix("error: unknown command 'frobnicate'"))
    let plain = await run(["--interactive", "--plain"], input: input).recorder
    #expect(plain.errorLines.count == 1)
    #expect(plain.output.split(separator: "\n").contains { $0.displayWidth > 60 })
  }

  @Test func aPipedVariantListKeepsALinePerVariantForScripts() async {
    let lines = await run(["--list-variants"]).recorder.output.split(separator: "\n")
    #expect(lines.map { $0.split(separator: " ")[0] } == TestChapter.variants.map { $0.name[...] })
  }

  @Test func aPipedStepPrintsThatStepsDumpAloneAndAStepOutsideTheStoryIsAnError() async {
    let (status, recorder) = await run(["--step", "2"])
    #expect(status == 0)
    #expect(recorder.output.hasPrefix("# step 2: "))
    #expect(recorder.output.components(separatedBy: "# step ").count == 2)
    let (wrongStatus, wrong) = await run(["--step", "99"])
    #expect(wrongStatus == 2)
    #expect(wrong.output.isEmpty)
    #expect(wrong.errors.hasPrefix("error: the story has steps 1 to "))
  }

  @Test func aPipedScriptPrintsOnlyItsDumpsInThePlainFormat() async throws {
    let (status, recorder) = await run([], input: "open t3\nrename Buy oat milk\nback\ndump\n")
    var reference = ReferenceModel()
    for command in try Scenario(text: "open t3\nrename Buy oat milk\nback").commands() {
      try reference.apply(command)
    }
    #expect(status == 0)
    #expect(recorder.output == reference.dump().plainText)
    #expect(recorder.errors.isEmpty)
  }

  @Test func badLinesPrintOneErrorEachChangeNothingAndExitOne() async throws {
    let script = "open t3\nopne t4\nfavorite\nadd Not here\nback\nback\nscene 9\nopen t99\ndump\n"
    let (status, recorder) = await run(["--script", "-"], input: script)
    #expect(status == 1)
    #expect(
      recorder.errorLines == [
        "error: line 2: unknown command 'opne'; did you mean 'open'? 'help' lists the commands",
        "error: line 4: 'add' works on the list, but scene 1 shows the detail of t3; "
          + "'back' returns to the list",
        "error: line 6: 'back' needs an open detail, but scene 1 shows its list; "
          + "'open <id>' opens one",
        "error: line 7: there is no scene 9; scenes are numbered 1 to 3",
        "error: line 8: there is no todo t99; 'dump' shows the ids there are",
      ])
    var reference = ReferenceModel()
    for command in try Scenario(text: "open t3\nfavorite\nback").commands() {
      try reference.apply(command)
    }
    #expect(recorder.output == reference.dump().plainText)
  }

  @Test func quitStopsTheScript() async {
    let (status, recorder) = await run([], input: "quit\ndump\n")
    #expect(status == 0)
    #expect(recorder.output.isEmpty)
  }

  @Test func theStoryPlaysInThePlainFormatWithADumpAfterEveryStep() async {
    let (status, recorder) = await run(["--plain"])
    #expect(status == 0)
    let output = recorder.output
    #expect(output.components(separatedBy: "\nend\n").count - 1 == CanonicalStory.steps.count)
    #expect(output.hasPrefix("# step 1: open t3\nscene 1 active\n"))
    #expect(!output.contains("\u{1B}["))
  }

  @Test func theStoryPlaysPrettyWithColourOnlyOnATerminal() async {
    let pretty = await run(["--pretty"])
    #expect(pretty.recorder.output.contains("TestChapter — A hub that tells every screen"))
    #expect(pretty.recorder.output.contains("Every screen agreed with the data source"))
    #expect(!pretty.recorder.output.contains("\u{1B}["))
    let terminal = await run([], terminal: true)
    #expect(terminal.recorder.output.contains("\u{1B}[32m"))
  }

  @Test func noColorTurnsColourOffEvenOnATerminal() async {
    let recorder = OutputRecorder()
    var io = recorder.io(outputIsTerminal: true)
    io.noColor = true
    _ = await ChapterRunner.run(TestChapter.self, arguments: [], io: io)
    #expect(recorder.output.contains("Scene 1 · active"))
    #expect(!recorder.output.contains("\u{1B}["))
  }

  @Test func aBrokenVariantPlaysTheScenarioOfItsMistakeAndEndsByNamingIt() async {
    let (status, recorder) = await run(["--pretty", "--width", "200", "--variant", "silent"])
    #expect(status == 0)
    #expect(recorder.output.contains("The story of this mistake, the scenario edit-in-detail"))
    #expect(recorder.output.contains("In scene 1, tap “Call the dentist” in the list."))
    #expect(
      recorder.output.contains(
        "✗ scene 1: row t3 shows 'Call the dentist' ☆, the data source says "
          + "'Call the dentist about the crown' ☆"))
    #expect(recorder.output.contains("✗ The mistake showed at step 2: scene 1: row t3 shows"))
    #expect(!recorder.output.contains("Every screen agreed"))
  }

  @Test func aStepThatCannotRunIsAProblemAndTheSummarySaysSo() {
    var record = ChapterRunner.StoryRecord()
    record.note(step: 1, problems: [], rejected: false)
    record.note(
      step: 2, problems: ["this step could not run: 'add' works on the list"], rejected: true)
    let summary = record.summary(
      variant: TestChapter.correct, summary: TestChapter.correct.summary, stepCount: 2,
      style: TextStyle(usesColor: false))
    #expect(summary.contains("✗ The screens disagreed with the data source after 1 of 2 steps."))
    #expect(summary.contains("1 of them could not run"))
  }

  @Test func helpListsModesCommandsAndVariants() async {
    let (status, recorder) = await run(["--help"])
    #expect(status == 0)
    for text in [
      "--interactive", "--script FILE", "--bench", "NO_COLOR", "remote rename", "silent",
    ] {
      #expect(recorder.output.contains(text), "help lacks \(text)")
    }
  }

  @Test func versionPrintsTheProjectVersionAndTheChapterAndExitsZero() async {
    let version = "ListDetailSync \(ChapterRunner.projectVersion) · "
    let (status, recorder) = await run(["--version"])
    #expect(status == 0)
    #expect(recorder.output.hasPrefix(version))
    #expect(recorder.output.split(separator: "\n").count == 1)
    let (japanese, japaneseRecorder) = await run(["--version", "--lang", "ja"])
    #expect(japanese == 0)
    #expect(japaneseRecorder.output.hasPrefix(version))
  }

  @Test func listVariantsMarksTheDefault() async {
    let (_, recorder) = await run(["--list-variants"])
    #expect(
      recorder.output.contains("hub     [in sync] every change goes through the hub (default)"))
    #expect(recorder.output.contains("silent  [broken] the hub tells no one"))
  }

  @Test(
    arguments: [
      (["--frobnicate"], "error: unknown option '--frobnicate'; --help lists the options"),
      (
        ["--variant"],
        "error: --variant needs a value, as in --variant NAME (--list-variants lists them)"
      ),
      (
        ["--variant", "nope"],
        "error: TestChapter has no variant 'nope'; its variants are hub, silent"
      ),
      (
        ["--plain", "--pretty"], "error: --plain and --pretty exclude each other; give one of them"
      ),
      (
        ["--bench", "--interactive"],
        "error: --bench and --interactive exclude each other; give one of them"
      ),
      (["--json"], "error: --json, --sizes and --edits go with --bench"),
      (
        ["--bench", "--sizes", "10,x"],
        "error: --sizes takes list sizes from 1 to 10000000 separated by commas, as in "
          + "--sizes 1000,10000; 'x' is not one"
      ),
      (
        ["--script", "/no/such/file"],
        "error: cannot read the script '/no/such/file'; give the path of a text file of commands, or pipe the commands into standard input"
      ),
    ] as [([String], String)])
  func aWrongCommandLineSaysWhatWouldWorkAndExitsTwo(arguments: [String], message: String) async {
    let (status, recorder) = await run(arguments)
    #expect(status == 2)
    #expect(recorder.errors == message + "\n")
    #expect(recorder.output.isEmpty)
  }

  @Test func theREPLReadsLinesAndKeepsGoingAfterErrors() async {
    let (status, recorder) = await run(
      ["--interactive", "--plain"], input: "open t2\nnonsense\nfavorite\ndump\n")
    #expect(status == 0)
    #expect(recorder.errorLines.count == 1)
    #expect(recorder.output.contains("list t2 1 Renew passport"))
  }

  @Test func theBenchMeasuresEveryScene() async throws {
    let (status, recorder) = await run(["--bench", "--sizes", "30,60", "--edits", "3", "--json"])
    #expect(status == 0)
    let (allRecords, others) = BenchmarkRecord.parse(recorder.output)
    #expect(others.isEmpty)
    let records = allRecords.filter { $0.benchmark == "edit" }
    #expect(records.map(\.size) == [30, 60])
    // Each size's openings of a window follow its renames, measured in the same app.
    let openings = allRecords.filter { $0.benchmark == "open" }
    #expect(openings.map(\.size) == [30, 60])
    #expect(openings.allSatisfy { ($0.medianMicroseconds ?? 0) > 0 && $0.edits == Bench.openings })
    // Adds and deletes are measured at every size too, each timed until every list updated.
    let changes = allRecords.filter { $0.benchmark != "edit" && $0.benchmark != "open" }
    #expect(changes.map(\.benchmark) == ["add", "delete", "add", "delete"])
    #expect(changes.map(\.size) == [30, 30, 60, 60])
    #expect(changes.allSatisfy { ($0.medianMicroseconds ?? 0) > 0 && $0.scenes == 2 })
    #expect(records.allSatisfy { $0.chapter == "TestChapter" && $0.variant == "hub" })
    #expect(records.allSatisfy { $0.kind == .inSync && $0.scenes == 2 && $0.edits == 3 })
    // One rename re-renders exactly one cell in each of the two lists.
    #expect(records.allSatisfy { $0.rendersPerEdit == 2 })
    #expect(records.allSatisfy { $0.everySceneShowsEdit == true })
    let silent = await run([
      "--bench", "--sizes", "30", "--edits", "2", "--variant", "silent", "--json",
    ])
    #expect(silent.recorder.output.contains("\"every_scene_shows_edit\":false"))
  }

  /// The benchmark's table and its sentences fit an 80-column terminal, in both languages, with
  /// the largest size the full sweep measures.
  @Test(arguments: ["en", "ja"])
  func theBenchsTableFitsEightyColumns(language: String) async throws {
    let (status, recorder) = await run([
      "--bench", "--sizes", "30", "--edits", "2", "--variant", "silent", "--lang", language,
    ])
    #expect(status == 0)
    let lines = recorder.output.split(separator: "\n").map(String.init)
    #expect(lines.count > 8)
    #expect(lines.allSatisfy { $0.displayWidth <= 80 }, "\(lines.filter { $0.displayWidth > 80 })")
    let row = try #require(lines.first { $0.hasPrefix("       30") })
    let widest = row.replacingOccurrences(of: "       30", with: "  1000000")
    #expect(widest.displayWidth <= 80)
  }
}
