import ChapterKit
import ChapterTestSupport
import Testing

@testable import Compare

/// `Compare` plays one scenario everywhere and shows where the chapters differ.
@MainActor
struct CompareTests {
  func run(_ arguments: [String]) async -> (status: Int32, output: String, errors: [String]) {
    let recorder = OutputRecorder()
    let status = await Compare.run(arguments: arguments, io: recorder.io())
    return (status, recorder.output, recorder.errorLines)
  }

  @Test func editInDetailShowsNoSyncStaleFromTheRenameOnAndEveryOtherChapterInSync() async {
    let (status, output, _) = await run(["edit-in-detail", "--width", "80"])
    #expect(status == 0)
    #expect(output.contains("\nNoSync                  ✓  ✗  ✗\n"))
    #expect(output.contains("\nSharedObjectSync        ✓  ✓  ✓\n"))
    #expect(output.contains("\nAsyncSequenceSync       ✓  ✓  ✓\n"))
    #expect(output.contains("Where they differ, first at step 2 · rename Call the dentist"))
    #expect(output.contains("They differ at step 3 too."))
    #expect(output.split(separator: "\n").allSatisfy { $0.displayWidth <= 80 })
  }

  @Test func theVariantsOfOneChapterDivergeWhereTheirMistakesShow() async {
    let (status, output, _) = await run([
      "--variants", "SharedObjectSync", "edit-in-scene-2-while-scene-1-shows-it", "--width", "60",
    ])
    #expect(status == 0)
    #expect(output.contains("\nshared            ✓  ✓  ✓  ✓  ✓  ✓  ✓\n"))
    #expect(output.contains("\ndetail-owns-copy  ✓  ✓  ✓  ✗  ✗  ✗  ✗\n"))
    #expect(output.contains("They differ at steps 5, 6, 7 too."))
    #expect(output.split(separator: "\n").allSatisfy { $0.displayWidth <= 60 })
  }

  @Test func aStepThatCannotRunIsMarkedInEveryChapter() async {
    let (_, output, _) = await run(["bad-lines-in-good-script", "--width", "100"])
    #expect(output.contains("\nSharedObjectSync        ✓  !  !  ✓  !  ✓  !  !  ✓  ✓\n"))
  }

  @Test func anUnknownScenarioOrChapterIsAnErrorThatSaysWhatWorks() async {
    let unknown = await run(["no-such-scenario"])
    #expect(unknown.status == 2)
    #expect(unknown.errors.first?.contains("--list lists the named scenarios") == true)
    let chapter = await run(["--variants", "NoSuchSync", "add"])
    #expect(chapter.status == 2)
    #expect(chapter.errors.first?.contains("the chapters are NoSync, SharedObjectSync") == true)
  }

  @Test func listNamesEveryScenarioWithItsSummary() async {
    let (status, output, _) = await run(["--list"])
    #expect(status == 0)
    for scenario in NamedScenario.all where scenario.name != "bad-lines-in-good-script" {
      #expect(output.contains(scenario.name + "\n"))
    }
  }

  @Test func helpSaysHowToUseItAndSucceeds() async {
    let (status, output, errors) = await run(["--help"])
    #expect(status == 0)
    #expect(output.contains("--variants") && output.contains("--list"))
    #expect(errors.isEmpty)
  }
}

/// A name that does not exist gets the one meant, when a typo is likely.
@MainActor
struct CompareSuggestionTests {
  func errors(_ arguments: [String]) async -> (status: Int32, errors: String) {
    let recorder = OutputRecorder()
    let status = await Compare.run(arguments: arguments, io: recorder.io())
    return (status, recorder.errors)
  }

  @Test func aMistypedScenarioOrChapterSaysWhichOneWasMeant() async {
    let scenario = await errors(["edit-in-detial"])
    #expect(scenario.status != 0)
    #expect(scenario.errors.contains("did you mean 'edit-in-detail'?"), "\(scenario.errors)")
    let chapter = await errors(["--variants", "querysync", "add"])
    #expect(chapter.status != 0)
    #expect(chapter.errors.contains("did you mean 'QuerySync'?"), "\(chapter.errors)")
    let nothingNear = await errors(["--variants", "Banana", "add"])
    #expect(!nothingNear.errors.contains("did you mean"))
  }
}

/// On a terminal the marks are in colour; in a pipe, and with `NO_COLOR`, they are not.
@MainActor
struct CompareColourTests {
  @Test func theMarksAreColouredOnATerminalAndPlainInAPipe() async {
    let terminal = OutputRecorder()
    _ = await Compare.run(
      arguments: ["edit-in-detail", "--width", "80"],
      io: terminal.io(outputIsTerminal: true))
    #expect(terminal.output.contains("\u{1B}[31m✗\u{1B}[0m"))
    #expect(terminal.output.contains("\u{1B}[32m✓\u{1B}[0m"))
    let piped = OutputRecorder()
    _ = await Compare.run(arguments: ["edit-in-detail", "--width", "80"], io: piped.io())
    #expect(!piped.output.contains("\u{1B}["))
    // Colour changes nothing but the colour (a coloured screen pads its lines to its width).
    func lines(_ text: String) -> [Substring] {
      text.replacing(#/\u{1B}\[[0-9;]*m/#, with: "").split(separator: "\n").map {
        $0.replacing(#/\s+$/#, with: "")
      }
    }
    #expect(lines(terminal.output) == lines(piped.output))
  }
}
