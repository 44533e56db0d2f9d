/// Colour and emphasis for pretty output; a no-op when colour is off.
///
/// Colour is on only when standard output is a terminal and `NO_COLOR` is not set
/// (see no-color.org), and never in the plain format.
struct TextStyle {
  let usesColor: Bool

  func changed(_ text: String) -> String { wrap(text, "32") }
  func stale(_ text: String) -> String { wrap(text, "31") }
  func bold(_ text: String) -> String { wrap(text, "1") }
  func dim(_ text: String) -> String { wrap(text, "2") }

  private func wrap(_ text: String, _ code: String) -> String {
    usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}

extension String {
  /// The text cut or padded with spaces to exactly `width` characters.
  func fitted(to width: Int) -> String {
    if count > width { return String(prefix(max(0, width - 1))) + "…" }
    return self + String(repeating: " ", count: width - count)
  }
}

extension String {
  /// The text without spaces at its end, so padded columns leave no trailing blanks.
  func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }

  /// The text broken into lines of at most `width` characters, at spaces; paragraphs are kept.
  func wrapped(to width: Int) -> String {
    split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
      var lines: [String] = []
      var line = ""
      for word in paragraph.split(separator: " ") {
        if !line.isEmpty && line.count + 1 + word.count > width {
          lines.append(line)
          line = ""
        }
        line += (line.isEmpty ? "" : " ") + word
      }
      lines.append(line)
      return lines.joined(separator: "\n")
    }.joined(separator: "\n")
  }
}
