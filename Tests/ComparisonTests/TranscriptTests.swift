import ChapterCommandLine
import ChapterDrawings
import ChapterKit
import ChapterTestSupport
import Testing

/// What a learner watches: every line fits the terminal, and every bug shows.
@MainActor
struct TranscriptTests {
  /// The pretty output of a run with `COLUMNS` set to `columns`.
  func prettyOutput(
    _ chapterCase: ChapterCase, columns: Int, arguments: [String] = ["--all"], input: String? = nil
  ) async -> String {
    await withChapterStorage(chapterCase.chapter) {
      let recorder = OutputRecorder()
      var io = recorder.io(input: input)
      io.environmentColumns = columns
      _ = await ChapterRunner.run(
        chapterCase.chapter,
        arguments: ["--pretty", "--variant", chapterCase.variantName] + arguments,
        io: io)
      return recorder.output
    }
  }

  @Test(arguments: ChapterCases.all)
  func everyVariantsStoryFitsEightyColumns(chapterCase: ChapterCase) async {
    let output = await prettyOutput(chapterCase, columns: 80)
    for line in output.split(separator: "\n") where line.displayWidth > 80 {
      Issue.record("\(chapterCase.testDescription): \(line.displayWidth) columns: \(line)")
    }
  }

  @Test(arguments: ChapterCases.broken)
  func everyBrokenVariantsRunShowsAProblemAndEndsByNamingItsSymptom(chapterCase: ChapterCase) async
  {
    let output = await prettyOutput(chapterCase, columns: 200)
    #expect(output.contains("\n✗ "), "\(chapterCase.testDescription) shows no ✗")
    #expect(
      output.contains("✗ The mistake showed at step"),
      "\(chapterCase.testDescription) does not end by naming its symptom")
    #expect(!output.contains("Every screen agreed"), "\(chapterCase.testDescription)")
  }

  @Test(
    arguments: ChapterCases.broken.filter {
      $0.variantName != $0.chapter.defaultVariant.name
    })
  func aVariantsRunLeadsWithWhatTheAppDoesNotWhatTheDefaultStoryShows(chapterCase: ChapterCase)
    async
  {
    func words(_ text: String) -> String {
      text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    let output = words(await prettyOutput(chapterCase, columns: 200))
    let chapter = chapterCase.chapter
    let summary = chapter.readMeSummary(in: .english)
    let storyGuide = chapter.readMe(in: .english).dropFirst(summary.count)
    #expect(output.contains(words(summary)), "\(chapterCase.testDescription)")
    #expect(!storyGuide.isEmpty && !output.contains(words(String(storyGuide))))
  }

  @Test(arguments: ChapterCases.defaults)
  func theHelpAndTheVariantsFitAnEightyColumnTerminalInBothLanguages(chapterCase: ChapterCase)
    async
  {
    for arguments in [["--help"], ["--list-variants"]] {
      for language in ["en", "ja"] {
        let recorder = OutputRecorder()
        var io = recorder.io(input: nil, outputIsTerminal: true)
        io.environmentColumns = 80
        _ = await ChapterRunner.run(
          chapterCase.chapter, arguments: arguments + ["--lang", language], io: io)
        #expect(!recorder.output.isEmpty)
        for line in recorder.output.split(separator: "\n") where line.displayWidth > 80 {
          Issue.record("\(chapterCase.chapter.name) \(arguments) \(language): \(line)")
        }
      }
    }
  }

  static let wideTitles = [
    "歯医者に電話する", "🦷 Call the dentist 👨‍👩‍👧 today", "Café crème for Zoë and José", "予約：歯医者 🦷 at 9",
  ]

  @Test(arguments: [80, 60, 50])
  func japaneseAndEmojiTitlesKeepEveryLineWithinTheWidthAndTheDividerInOneColumn(columns: Int)
    async
  {
    let chapterCase = ChapterCases.defaults[0]
    let script =
      Self.wideTitles.enumerated().map { "open t\($0.offset + 2)\nrename \($0.element)\nback" }
      .joined(separator: "\n") + "\nopen t3\nrename \(Self.wideTitles[0])\ndump\n"
    let output = await prettyOutput(chapterCase, columns: columns, arguments: [], input: script)
    let lines = output.split(separator: "\n")
    #expect(lines.contains { $0.contains("歯医者に電話する") })
    for line in lines where line.displayWidth > columns {
      Issue.record("\(columns) columns: \(line.displayWidth): \(line)")
    }
    // Side by side, the divider stands in one column on every line.
    let dividerColumns = Set(
      lines.compactMap { line -> Int? in
        guard let index = line.firstIndex(of: "│") else { return nil }
        return line[..<index].displayWidth
      })
    #expect(dividerColumns.count <= 1, "the divider moves: \(dividerColumns.sorted())")
    if columns == 50 {
      #expect(dividerColumns.isEmpty, "at 50 columns the detail goes under the list")
    } else {
      #expect(!dividerColumns.isEmpty, "at \(columns) columns the detail stands beside the list")
    }
  }

  @Test func displayWidthCountsWideCharactersAndEmojiTwiceAndMarksNever() {
    #expect("abc".displayWidth == 3)
    #expect("歯医者".displayWidth == 6)
    #expect("🦷".displayWidth == 2)
    #expect("👨‍👩‍👧".displayWidth == 2)
    #expect("e\u{301}".displayWidth == 1)
    #expect("★ ☆".displayWidth == 3)
    #expect("歯医者に電話する".fitted(toWidth: 7) == "歯医者…")
    #expect("歯医者に電話する".fitted(toWidth: 8) == "歯医者… ")
    #expect("歯医者に電話する".fitted(toWidth: 7).displayWidth == 7)
  }

  @Test func wrappingBreaksLatinTextAtSpacesAndJapaneseBetweenCharacters() {
    #expect("one two three four".wrapped(toWidth: 9) == "one two\nthree\nfour")
    let japanese = "歯医者に電話する、そして予約を取る".wrapped(toWidth: 10)
    #expect(japanese.split(separator: "\n").allSatisfy { $0.displayWidth <= 10 })
    #expect(japanese.replacingOccurrences(of: "\n", with: "") == "歯医者に電話する、そして予約を取る")
    #expect("👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧".wrapped(toWidth: 4).split(separator: "\n").count == 2)
  }
}
