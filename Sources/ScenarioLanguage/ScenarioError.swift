import TodoModel

/// Why a line of the scenario language was rejected, in words that say what would work.
///
/// A rejected line changes nothing. The runner prints it as `error: <description>` on standard
/// error; in a script the description starts with the line number.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The explanation, without the `error:` prefix or a line number.
  public let message: String
  /// The line of the script it came from, when it came from a script.
  public var lineNumber: Int?

  /// Creates an error with an explanation that says what went wrong and what would work.
  public init(_ message: String, lineNumber: Int? = nil) {
    self.message = message
    self.lineNumber = lineNumber
  }

  /// `line 3: <message>` in a script, the bare message elsewhere.
  public var description: String {
    if let lineNumber { "line \(lineNumber): \(message)" } else { message }
  }

  /// The same error, placed on a script line.
  public func at(line number: Int) -> ScenarioError {
    var copy = self
    copy.lineNumber = number
    return copy
  }
}
