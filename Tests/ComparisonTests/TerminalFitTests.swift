import ChapterCommandLine
import ChapterDrawings
import ChapterKit
import ChapterTestSupport
import Foundation
import ScenarioLanguage
import Testing

/// On a terminal of 24 rows, the readMe is a page of its own and every step of every story fits
/// above the prompt that asks for the next one.
@MainActor
struct TerminalFitTests {
  @Test(arguments: ChapterCases.all, [80, 60])
  func everyStepFitsATerminalOf24RowsAboveItsPrompt(chapterCase: ChapterCase, width: Int)
    async throws
  {
    let output = await withChapterStorage(chapterCase.chapter) {
      let recorder = OutputRecorder()
      var io = recorder.io(input: "", outputIsTerminal: true)
      io.inputIsScript = false
      io.inputIsTerminal = true
      io.readLine = { "" }  // The reader presses Enter at every prompt.
      io.terminalColumns = { width }
      io.terminalRows = { 24 }
      _ = await ChapterRunner.run(
        chapterCase.chapter, arguments: ["--variant", chapterCase.variantName], io: io)
      return recorder.output
    }
    let prompt = try #require(output.firstRange(of: "Enter: next step")).lowerBound
    let promptLine = output[prompt...].prefix { $0 != "›" } + "› "
    let pages = output.components(separatedBy: promptLine)
    #expect(pages.count >= 3, "\(chapterCase): no story was paced")
    for (number, page) in pages.enumerated() {
      // The last page ends with the story's summary, after the last step's blank line.
      let shown = number == pages.count - 1 ? lastStep(of: page) : page
      let lines = shown.split(separator: "\n", omittingEmptySubsequences: false).count - 1
      #expect(
        lines <= 23,
        "\(chapterCase) at \(width) columns: page \(number) takes \(lines) lines:\n\(shown)")
    }
  }

  /// The page without the summary that follows the last step.
  private func lastStep(of page: String) -> String {
    guard let end = page.range(of: "\n\n", options: .backwards) else { return page }
    return String(page[..<end.upperBound])
  }
}
