import Foundation
import Testing

/// A Japanese chapter is read in ten minutes too: its Japanese characters at 500 a minute, and
/// every other word, code included, at 230 a minute, as an English chapter's words are.
struct ReadingTimeTests {
  /// Kana, kanji, full-width forms and Japanese punctuation: what a reader takes in by the
  /// character.
  static func isJapanese(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3000...0x303F, 0x3040...0x30FF, 0x3400...0x9FFF, 0xFF00...0xFFEF: true
    default: false
    }
  }

  /// The minutes `text` takes to read: Japanese characters / 500 + other words / 230.
  static func minutes(toRead text: String) -> Double {
    var japanese = 0
    var rest = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if isJapanese(scalar) {
        japanese += 1
        rest.append(" ")
      } else {
        rest.append(scalar)
      }
    }
    let words = String(rest).split(whereSeparator: \.isWhitespace).count
    return Double(japanese) / 500 + Double(words) / 230
  }

  @Test func aJapaneseSentenceCountsByCharacterAndCodeByWord() {
    // 11 Japanese characters and 2 other words.
    let minutes = Self.minutes(toRead: "一覧画面が古いままです `swift run`")
    #expect(abs(minutes - (11.0 / 500 + 2.0 / 230)) < 0.000_1)
  }

  @Test(arguments: DocsTests.japaneseChapterDocs)
  func everyJapaneseChapterDocIsATenMinuteRead(doc: String) throws {
    let minutes = Self.minutes(toRead: try DocsTests.read(doc))
    #expect(
      minutes <= 10,
      "\(doc) takes \(String(format: "%.1f", minutes)) minutes; ten fit, the rest goes in its deep dive"
    )
  }
}
