import ScenarioLanguage
import Testing

@testable import ChapterCommandLine
@testable import ChapterDrawings
@testable import ChapterKit

/// Every sentence the program says is in one table per language, with the same placeholders.
struct LanguageTests {
  @Test func everyMessageHasATextInEveryLanguage() {
    let english = Set(Messages.english.keys)
    for language in Language.allCases {
      let keys = Set(Messages.table(language).keys)
      #expect(english.subtracting(keys).isEmpty, "\(language) lacks \(english.subtracting(keys))")
      #expect(keys.subtracting(english).isEmpty, "\(language) has keys English lacks")
    }
  }

  @Test func aTranslationNamesExactlyThePlaceholdersOfItsEnglishText() {
    for (key, english) in Messages.english {
      let expected = Set(Message.placeholders(in: english))
      for language in Language.allCases {
        let text = Messages.table(language)[key] ?? ""
        #expect(
          Set(Message.placeholders(in: text)) == expected,
          "\(language) '\(key)': \(text) names other placeholders than \(english)")
      }
    }
  }

  @Test func aMessageFillsItsPlaceholdersAndLeavesBracesInAValueAlone() {
    let message = Message("narration.rename", ["title": "“{a}”", "newTitle": "“b”"])
    #expect(message.text(in: .english) == "Rename “{a}” to “b” in its detail, and confirm.")
    #expect(message.text(in: .japanese) == "詳細画面で“{a}”を“b”に書き換えて確定します。")
  }

  @Test(arguments: [
    ([:], Language.english),
    (["LANG": "ja_JP.UTF-8"], .japanese),
    (["LANG": "ja_JP.UTF-8", "LC_ALL": "C"], .english),
    (["LANG": "C", "LC_MESSAGES": "ja_JP"], .japanese),
    (["LC_ALL": "", "LANG": "ja"], .japanese),
    (["LANG": "en_US.UTF-8"], .english),
  ])
  func theLocaleChoosesTheLanguageByItsFirstSetVariable(
    environment: [String: String], expected: Language
  ) {
    #expect(Language.preferred(by: environment) == expected)
  }

  @Test func langTakesEnOrJaAndAnythingElseIsAnErrorThatSaysWhatWould() throws {
    #expect(try RunnerOptions(arguments: ["--lang", "ja"]).language == .japanese)
    #expect(try RunnerOptions(arguments: ["--lang=en"]).language == .english)
    #expect(try RunnerOptions(arguments: []).language == nil)
    #expect(throws: RunnerOptionsError("--lang takes en or ja, not 'fr'")) {
      try RunnerOptions(arguments: ["--lang", "fr"])
    }
  }

  @Test func japaneseBreaksBetweenCharactersButNeverInsideALatinWordOrAtABracket() {
    let text = "シーン 1：行 t21 は「Buy oat milk」☆、データソースでは「Buy oat milk and bread」★"
    let lines = text.wrapped(toWidth: 30).split(separator: "\n").map(String.init)
    #expect(lines.count > 1)
    for line in lines {
      #expect(line.displayWidth <= 30, "\(line)")
      #expect(!line.hasSuffix("「") && !line.hasPrefix("」") && !line.hasPrefix("、"), "\(line)")
    }
    let words = lines.joined(separator: " ").split(separator: " ")
    for word in ["Buy", "oat", "milk", "bread", "t21"] {
      #expect(words.contains { $0.contains(word) }, "\(word) was split: \(lines)")
    }
    #expect(!lines.contains { $0.hasSuffix("dentis") || $0.hasSuffix("brea") })
  }
}
