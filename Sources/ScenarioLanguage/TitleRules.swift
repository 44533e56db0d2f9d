import TodoModel

/// What a todo title may be: one line of printable text, 1 to 200 characters after trimming.
public enum TitleRules {
  /// The longest title accepted, in characters (grapheme clusters, as a person counts them).
  public static let maximumLength = 200

  /// Returns the trimmed title, or throws an error that says which rule it breaks.
  public static func validate(_ rawTitle: String, for command: String) throws(ScenarioError)
    -> String
  {
    let title = rawTitle.trimmingSpaces()
    guard !title.isEmpty else {
      throw ScenarioError(Message("title.needsTitle", ["command": command]))
    }
    if let control = title.unicodeScalars.first(where: { $0.properties.generalCategory == .control }
    ) {
      throw ScenarioError(
        Message("title.controlCharacter", ["codePoint": control.codePointText]))
    }
    guard title.count <= maximumLength else {
      throw ScenarioError(
        Message("title.tooLong", ["count": "\(title.count)", "maximum": "\(maximumLength)"]))
    }
    return title
  }
}

extension Unicode.Scalar {
  /// `U+0009` style, so an invisible character can be named in a message.
  var codePointText: String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs (other whitespace is kept, so a
  /// stray newline or vertical tab inside a title is still reported as a control character).
  func trimmingSpaces() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
