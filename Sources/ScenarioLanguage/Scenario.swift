import TodoModel

/// A whole script of the scenario language: its lines, each parsed, with its line number.
///
/// Parse errors are kept on their line rather than thrown at once, so a runner reports them in
/// order as it reaches them, between the output of the good lines around them.
public struct Scenario: Sendable {
  /// One non-blank, non-comment line of a script.
  public struct Line: Sendable {
    /// The 1-based line number in the script text.
    public let number: Int
    /// The text of the line, as written.
    public let text: String
    /// The command, or the error that explains why the line is not one.
    public let parsed: Result<ScenarioCommand, ScenarioError>
  }

  /// The lines that are commands or errors, in order; blank and comment lines are left out.
  public let lines: [Line]

  /// Parses a script.
  ///
  /// Lines end with `\n` or `\r\n`.
  public init(text: String) {
    var lines: [Line] = []
    // NB: "\r\n" is a single Character in Swift, so it needs its own test to count as a break.
    let rawLines = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    for (index, rawLine) in rawLines.enumerated() {
      let lineText = String(rawLine)
      let parsed: Result<ScenarioCommand, ScenarioError>
      do {
        guard let command = try ScenarioParser.parse(lineText) else { continue }
        parsed = .success(command)
      } catch {
        parsed = .failure(error.at(line: index + 1))
      }
      lines.append(Line(number: index + 1, text: lineText, parsed: parsed))
    }
    self.lines = lines
  }

  /// The commands of a script whose lines are all valid, or the first error.
  public func commands() throws(ScenarioError) -> [ScenarioCommand] {
    var commands: [ScenarioCommand] = []
    for line in lines {
      switch line.parsed {
      case .success(let command): commands.append(command)
      case .failure(let error): throw error
      }
    }
    return commands
  }
}
