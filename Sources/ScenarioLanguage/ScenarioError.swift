import TodoModel

/// Why a line of the scenario language was rejected, in words that say what would work.
///
/// A rejected line changes nothing. The runner prints it as `error: <text>` on standard error, in
/// the reader's language; in a script the text starts with the line number. The `error:` prefix
/// is the same in every language, so a script's errors can be counted.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The explanation, by key, without the `error:` prefix or a line number.
  public let words: Message
  /// The line of the script it came from, when it came from a script.
  public var lineNumber: Int?

  /// Creates an error from the message that says what went wrong and what would work.
  public init(_ words: Message, lineNumber: Int? = nil) {
    self.words = words
    self.lineNumber = lineNumber
  }

  /// Creates an error with words the program passes on as they are, in every language.
  public init(_ message: String, lineNumber: Int? = nil) {
    self.init(.verbatim(message), lineNumber: lineNumber)
  }

  /// The explanation in English.
  public var message: String { words.text(in: .english) }

  /// `line 3: <message>` in a script, the bare message elsewhere, in `language`.
  public func text(in language: Language) -> String {
    let message = words.text(in: language)
    guard let lineNumber else { return message }
    return Message("error.atLine", ["line": "\(lineNumber)", "message": message]).text(in: language)
  }

  /// `line 3: <message>` in a script, the bare message elsewhere, in English.
  public var description: String { text(in: .english) }

  /// The same error, placed on a script line.
  public func at(line number: Int) -> ScenarioError {
    var copy = self
    copy.lineNumber = number
    return copy
  }

  /// Two errors are the same when they say the same in English, on the same line.
  public static func == (lhs: ScenarioError, rhs: ScenarioError) -> Bool {
    lhs.message == rhs.message && lhs.lineNumber == rhs.lineNumber
  }

  /// Hashes what equality compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(message)
    hasher.combine(lineNumber)
  }
}
