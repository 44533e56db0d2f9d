import ChapterCommandLine
import ChapterDrawings
import ChapterKit
import ChapterTestSupport
import HeadlessSwiftUI
import ScenarioLanguage
import Testing

/// Every chapter says its own words — its title, its readMe, what each variant does and what its
/// transcript traces — in every language.
@MainActor
struct TranslationTests {
  /// Why a body ran, as `Self._printChanges()` says it, in the reader's language; the names
  /// stay as Swift spells them.
  @Test func aSwiftUIChaptersTraceSaysWhyABodyRanInTheReadersLanguage() async throws {
    let chapter = try #require(ChapterCases.defaults.first { $0.chapterName == "SharedObjectSync" })
    var outputs: [Language: String] = [:]
    for language in Language.allCases {
      let recorder = OutputRecorder()
      _ = await ChapterRunner.run(
        chapter.chapter, arguments: ["--pretty", "--step", "3", "--lang", language.rawValue],
        io: recorder.io())
      outputs[language] = recorder.output
    }
    #expect(outputs[.english]?.contains("TodoRow(t3): item.title changed") == true)
    #expect(outputs[.japanese]?.contains("TodoRow(t3): item.title が変わった") == true)
    #expect(outputs[.japanese]?.contains(" changed") == false)
  }

  @Test func everyChapterHasItsTitleAndEveryVariantsSummaryInJapanese() {
    for chapter in registeredChapters {
      let japanese = chapter.translations[.japanese]
      #expect(japanese != nil, "\(chapter.name) has no Japanese words")
      #expect(japanese?.title.isEmpty == false, "\(chapter.name) has no Japanese title")
      let names = Set(chapter.variants.map(\.name))
      let translated = Set(japanese?.variantSummaries.keys.map { $0 } ?? [])
      #expect(
        names.subtracting(translated).isEmpty,
        "\(chapter.name): no Japanese summary for \(names.subtracting(translated).sorted())")
      #expect(
        translated.subtracting(names).isEmpty,
        "\(chapter.name): a Japanese summary for no variant: \(translated.subtracting(names))")
      for summary in japanese?.variantSummaries.values.map({ $0 }) ?? [] {
        #expect(summary.contains { $0.displayWidth == 2 }, "\(chapter.name): '\(summary)'")
      }
    }
  }

  @Test func everyChapterHasItsReadMeInJapaneseWithTheSameStepsToWatch() {
    for chapter in registeredChapters {
      let readMe = chapter.readMe(in: .japanese)
      #expect(readMe != chapter.readMe, "\(chapter.name) has no Japanese readMe")
      #expect(readMe.contains { $0.displayWidth == 2 }, "\(chapter.name): '\(readMe)'")
      // The readMe points at the same steps of the story in both languages.
      let english = chapter.readMe.matches(of: /[Ss]tep (\d+)/).map { String($0.1) }
      let japanese = readMe.matches(of: /ステップ (\d+)/).map { String($0.1) }
      #expect(english == japanese, "\(chapter.name): steps \(english) in English, \(japanese)")
    }
  }

  @Test func everyTraceLineHasJapaneseWordsWithTheSamePlaceholders() {
    for chapter in registeredChapters {
      let english = chapter.ownWords[.english] ?? [:]
      let japanese = chapter.ownWords[.japanese] ?? [:]
      #expect(Set(english.keys) == Set(japanese.keys), "\(chapter.name)'s trace keys differ")
      for (key, text) in english {
        let translated = japanese[key] ?? ""
        #expect(
          Set(Message.placeholders(in: translated)) == Set(Message.placeholders(in: text)),
          "\(chapter.name) '\(key)': \(translated) names other placeholders than \(text)")
      }
    }
  }

  @Test(arguments: ChapterCases.all.filter { $0.variant == $0.chapter.defaultVariant })
  func theStoryInJapaneseTracesItsMechanismInJapanese(chapterCase: ChapterCase) async {
    let output = await withChapterStorage(chapterCase.chapter) {
      let recorder = OutputRecorder()
      _ = await ChapterRunner.run(
        chapterCase.chapter, arguments: ["--pretty", "--all", "--lang", "ja", "--width", "80"],
        io: recorder.io())
      return recorder.output
    }
    let traceLines = output.split(separator: "\n").filter { $0.hasPrefix("↳") }
    #expect(!traceLines.isEmpty, "\(chapterCase.chapterName) traced nothing")
    // A trace line speaks Japanese, except a SwiftUI body's log, which is in English on every
    // platform, as Self._printChanges() prints it.
    let english = traceLines.filter { line in
      !line.contains { $0.displayWidth == 2 } && !line.contains("changed.")
    }
    #expect(english.isEmpty, "\(chapterCase.chapterName): \(english.prefix(3))")
    // The stand-in's own reasons for a body run are not SwiftUI's words: they are translated.
    for reason in [BodyRunReason.cellReappeared, BodyRunReason.parentPassedNewValues] {
      #expect(!output.contains(reason), "\(chapterCase.chapterName): \(reason)")
    }
    for line in output.split(separator: "\n") {
      #expect(line.displayWidth <= 80, "\(chapterCase.chapterName): \(line)")
    }
    #expect(output.contains("ステップ 1 · open t3"))
    #expect(!output.contains("Before the first step"))
  }

  @Test func thePlainFormatAndTheErrorCountAreTheSameInEveryLanguage() async {
    let script = "open t3\nopne\nrename Call the surgery\nscene 9\nback\nback\ndump\n"
    var outputs: [Language: (status: Int32, output: String, errors: [String])] = [:]
    for language in Language.allCases {
      let recorder = OutputRecorder()
      let status = await ChapterRunner.run(
        registeredChapters[1], arguments: ["--plain", "--lang", language.rawValue],
        io: recorder.io(input: script))
      outputs[language] = (status, recorder.output, recorder.errorLines)
    }
    let english = outputs[.english]
    let japanese = outputs[.japanese]
    #expect(english?.status == 1 && japanese?.status == 1)
    #expect(english?.output == japanese?.output)
    #expect(english?.output.contains("list t3 0 Call the surgery") == true)
    #expect(english?.errors.count == 3 && japanese?.errors.count == 3)
    #expect(japanese?.errors.first?.contains("2 行目") == true)
  }
}
