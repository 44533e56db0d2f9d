import HeadlessUIKit
import ScenarioLanguage
import TodoModel

/// Runs scenario lines against an app and prints what they ask for; shared by the story, scripts
/// and the REPL so all three behave the same.
@MainActor
final class CommandSession {
  let host: AppHost
  private let io: RunnerIO
  private let isPlain: Bool
  private let printer: ScreenPrinter
  private var lastPicture: StateDump?

  /// How many lines were rejected so far.
  private(set) var errorCount = 0
  /// What the chapter's mechanism said it did during the last command that ran.
  private(set) var lastStepNotes: [String] = []

  init(host: AppHost, io: RunnerIO, isPlain: Bool, style: TextStyle) {
    self.host = host
    self.io = io
    self.isPlain = isPlain
    self.printer = ScreenPrinter(style: style)
  }

  /// What happened to one line.
  enum Outcome: Equatable {
    /// The command ran.
    case done(ScenarioCommand)
    case rejected
    case quit
  }

  /// Runs one parsed line; `lineNumber` is given for script lines, so errors name their line.
  @discardableResult
  func execute(_ parsed: Result<ScenarioCommand, ScenarioError>, lineNumber: Int? = nil) async
    -> Outcome
  {
    let command: ScenarioCommand
    switch parsed {
    case .success(let parsedCommand): command = parsedCommand
    case .failure(let error):
      report(error)
      return .rejected
    }
    // Reading a line turns bytes that are not UTF-8 into U+FFFD; such a title is refused rather
    // than saved with the damage in it.
    if let text = command.typedText, text.contains("\u{FFFD}") {
      let error = ScenarioError(
        "the line is not valid UTF-8 (its bad bytes read as \u{FFFD}); nothing was saved")
      report(lineNumber.map(error.at(line:)) ?? error)
      return .rejected
    }
    do {
      try await host.perform(command)
      lastStepNotes = host.takeStepNotes()
    } catch {
      report(lineNumber.map(error.at(line:)) ?? error)
      return .rejected
    }
    switch command {
    case .dump: printDump()
    case .help: io.write(ScenarioHelp.text())
    case .quit: return .quit
    default: break
    }
    return .done(command)
  }

  /// Parses and runs one line typed at the prompt or read from a pipe.
  @discardableResult
  func execute(line: String) async -> Outcome? {
    do {
      guard let command = try ScenarioParser.parse(line) else { return nil }
      return await execute(.success(command))
    } catch {
      return await execute(.failure(error))
    }
  }

  /// Prints the state: canonical lines in the plain format, the screens in the pretty one.
  func printDump() {
    if isPlain {
      io.write(host.dump().plainText)
    } else {
      printScreens()
    }
  }

  /// Prints the screens in the pretty format, remembering them to mark the next changes.
  func printScreens() {
    let dump = host.dump()
    io.write(printer.render(dump, previous: lastPicture, truth: host.repository.allTodos()))
    lastPicture = dump
  }

  /// Prints what the mechanism did during the last command, in the pretty format only.
  func printStepNotes() {
    guard !isPlain, !lastStepNotes.isEmpty else { return }
    for note in lastStepNotes { io.write(printer.style.dim("↳ \(note)") + "\n") }
    io.write("\n")
  }

  private func report(_ error: ScenarioError) {
    errorCount += 1
    io.writeError("error: \(error)\n")
  }
}

extension ScenarioCommand {
  /// The text a person typed into the command, such as a title; `nil` when it has none.
  fileprivate var typedText: String? {
    switch self {
    case .add(let title), .rename(let title), .remote(.rename(_, let title)): title
    default: nil
    }
  }
}
