/// How many columns of a terminal text takes, and how to fit and wrap it by columns.
///
/// A terminal gives most characters one column, East Asian wide and fullwidth characters and
/// emoji two, and combining marks and zero-width joiners none. Text is measured, cut and wrapped
/// by grapheme cluster (Swift's `Character`), so a letter and its accents, or a family emoji,
/// are never split.
extension Character {
  /// The columns a terminal gives this character: 0, 1 or 2.
  public var displayWidth: Int {
    let scalars = unicodeScalars
    guard let first = scalars.first else { return 0 }
    // Controls (other than the ones that never reach a line here) take no column.
    if first.properties.generalCategory == .control || first.properties.generalCategory == .format {
      return 0
    }
    // A cluster of nothing but combining marks: an accent on its own.
    if scalars.allSatisfy({ $0.isCombining }) { return 0 }
    // Emoji shown as pictures: by default, or asked for with U+FE0F, or built with a ZWJ.
    if first.properties.isEmojiPresentation
      || (first.properties.isEmoji && scalars.contains { $0.value == 0xFE0F })
      || (first.properties.isEmoji && scalars.contains { $0.value == 0x200D })
    {
      return 2
    }
    return first.isEastAsianWide ? 2 : 1
  }
}

extension Unicode.Scalar {
  /// Whether the scalar combines with the one before it and takes no column of its own.
  var isCombining: Bool {
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark: return true
    default: return value == 0x200D || (0xFE00...0xFE0F).contains(value)
    }
  }

  /// Whether the scalar is East Asian Wide or Fullwidth (Unicode Standard Annex #11), by the
  /// blocks a terminal draws two columns wide.
  var isEastAsianWide: Bool {
    switch value {
    case 0x1100...0x115F,  // Hangul Jamo initial consonants
      0x2329...0x232A,  // angle brackets
      0x2E80...0x303E,  // CJK radicals, Kangxi, CJK symbols and punctuation
      0x3041...0x33FF,  // kana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
      0x3400...0x4DBF,  // CJK unified ideographs extension A
      0x4E00...0x9FFF,  // CJK unified ideographs
      0xA000...0xA4CF,  // Yi
      0xA960...0xA97F,  // Hangul Jamo extended A
      0xAC00...0xD7A3,  // Hangul syllables
      0xF900...0xFAFF,  // CJK compatibility ideographs
      0xFE10...0xFE19,  // vertical forms
      0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
      0xFF00...0xFF60,  // fullwidth forms
      0xFFE0...0xFFE6,  // fullwidth signs
      0x1F300...0x1F64F,  // pictographs and emoticons
      0x1F900...0x1F9FF,  // supplemental symbols and pictographs
      0x20000...0x2FFFD,  // CJK extension B and beyond
      0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}

extension StringProtocol {
  /// The columns a terminal gives the text: East Asian wide characters and emoji take two,
  /// combining marks none.
  public var displayWidth: Int {
    reduce(0) { $0 + $1.displayWidth }
  }
}

extension String {
  /// The text cut or padded with spaces to exactly `width` columns; a cut text ends in `…`.
  public func fitted(toWidth width: Int) -> String {
    let columns = displayWidth
    if columns <= width { return self + String(repeating: " ", count: width - columns) }
    guard width > 0 else { return "" }
    var result = ""
    var used = 0
    for character in self {
      let next = character.displayWidth
      if used + next > width - 1 { break }
      result.append(character)
      used += next
    }
    return result + "…" + String(repeating: " ", count: max(0, width - 1 - used))
  }

  /// The text broken into lines of at most `width` columns, at spaces, keeping paragraphs.
  ///
  /// A word wider than the line is broken between characters, never inside a character;
  /// between two East Asian wide characters a line may break where there is no space, as
  /// Japanese text is written. Lines after the first of a paragraph start with `indent`.
  public func wrapped(toWidth width: Int, indent: String = "") -> String {
    let width = Swift.max(width, indent.displayWidth + 2)
    let indentWidth = indent.displayWidth
    return split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
      var lines: [String] = []
      var line = ""
      // The width of `line`, kept as it grows, so a long word costs its length, not its length
      // times the width.
      var lineWidth = 0
      func startLine() {
        lines.append(line.trimmingTrailingSpaces())
        line = indent
        lineWidth = indentWidth
      }
      func append(_ text: some StringProtocol, width: Int) {
        line += text
        lineWidth += width
      }
      for (index, word) in paragraph.split(separator: " ", omittingEmptySubsequences: false)
        .enumerated()
      {
        let separator = index == 0 || line.isEmpty || line == indent ? "" : " "
        let wordWidth = word.displayWidth
        if lineWidth + separator.count + wordWidth <= width {
          append(separator + word, width: separator.count + wordWidth)
          continue
        }
        if line != indent && !line.isEmpty && wordWidth <= width - indentWidth
          && !word.contains(where: { $0.displayWidth == 2 })
        {
          startLine()
          append(word, width: wordWidth)
          continue
        }
        // Too wide for any line, or text that breaks between characters: fill what is left.
        if !line.isEmpty && line != indent {
          if lineWidth + separator.count < width {
            append(separator, width: separator.count)
          } else {
            startLine()
          }
        }
        for unit in word.unbreakableUnits() {
          let unitWidth = unit.displayWidth
          if unitWidth <= width - indentWidth {
            if lineWidth + unitWidth > width { startLine() }
            append(unit, width: unitWidth)
            continue
          }
          for character in unit {
            let characterWidth = character.displayWidth
            if lineWidth + characterWidth > width { startLine() }
            append(String(character), width: characterWidth)
          }
        }
      }
      lines.append(line.trimmingTrailingSpaces())
      return lines.joined(separator: "\n")
    }.joined(separator: "\n")
  }
}

extension String {
  /// A listing of names and what they are, each line that is too wide broken to fit `width`.
  ///
  /// A listing has a name, two or more spaces and its description on each line. A description
  /// goes on under itself, or, when it starts too far to the right, a few columns in from its
  /// name; a line with no second column goes on under its own indentation.
  public func wrappedAsColumns(toWidth width: Int) -> String {
    split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      let line = String(line)
      guard line.displayWidth > width else { return line }
      let leading = line.prefix { $0 == " " }.count
      let entry = String(line.dropFirst(leading))
      let room = width - leading
      var indent = 0
      if let column = entry.descriptionColumn() {
        // A description squeezed into fewer columns than this reads worse than one set below.
        let narrowest = 24
        indent = column <= room - narrowest ? column : 4
      }
      let margin = String(repeating: " ", count: leading)
      return entry.wrapped(toWidth: room, indent: String(repeating: " ", count: indent))
        .split(separator: "\n", omittingEmptySubsequences: false).map { margin + $0 }
        .joined(separator: "\n")
    }.joined(separator: "\n")
  }

  /// Where the second column of a listing's line starts, in display columns: after the first
  /// run of two or more spaces that follows some text; `nil` when there is none.
  func descriptionColumn() -> Int? {
    var column = 0
    var seenText = false
    var spaces = 0
    for character in self {
      if character == " " {
        spaces += 1
      } else {
        if seenText && spaces >= 2 { return column }
        seenText = true
        spaces = 0
      }
      column += character.displayWidth
    }
    return nil
  }
}

extension StringProtocol {
  /// The pieces a line may break between, inside a word without spaces: each East Asian wide
  /// character, and each run of other characters, which is a word of Latin text and is never
  /// split; an opening bracket stays with what follows it, and a closing bracket or a mark of
  /// punctuation with what comes before it, as Japanese lines are broken.
  func unbreakableUnits() -> [String] {
    var units: [String] = []
    var latinRun = ""
    for character in self {
      if character.displayWidth == 2 {
        if !latinRun.isEmpty { units.append(latinRun) }
        latinRun = ""
        units.append(String(character))
      } else {
        latinRun.append(character)
      }
    }
    if !latinRun.isEmpty { units.append(latinRun) }
    var joined: [String] = []
    var pendingOpening = ""
    for unit in units {
      if let first = unit.first, String.closingMarks.contains(first), !joined.isEmpty,
        pendingOpening.isEmpty
      {
        joined[joined.count - 1] += unit
      } else if unit.count == 1, let only = unit.first, String.openingMarks.contains(only) {
        pendingOpening += unit
      } else {
        joined.append(pendingOpening + unit)
        pendingOpening = ""
      }
    }
    if !pendingOpening.isEmpty { joined.append(pendingOpening) }
    return joined
  }
}

extension String {
  /// Marks a Japanese line never starts with: closing brackets and punctuation, the long-vowel
  /// mark, and the small kana that belong to the character before them.
  static let closingMarks: Set<Character> = [
    "」", "』", "）", "】", "、", "。", "，", "．", "！", "？", "：", "ー", "”", "…",
    "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "っ", "ゃ", "ゅ", "ょ", "ァ", "ィ", "ゥ", "ェ", "ォ", "ッ", "ャ", "ュ",
    "ョ",
  ]
  /// Marks a Japanese line never ends with.
  static let openingMarks: Set<Character> = ["「", "『", "（", "【", "“"]
}

extension String {
  /// The text without spaces at its end, so padded columns leave no trailing blanks.
  public func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
