import ChapterBenchmark
import ChapterDrawings
import ChapterKit
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
  private let style: TextStyle
  /// Draws the screens in the host's language, which a run sets before its first command.
  private var printer: ScreenPrinter {
    var printer = ScreenPrinter(style: style, language: host.language)
    printer.rowBudget = rowBudget
    return printer
  }
  /// When set, the most rows each list draws, so that a step fits the terminal's height.
  var rowBudget: Int?
  /// Whether the legend's lines are printed, the first time each symbol appears; a step too
  /// tall for the terminal leaves them to a later one.
  var showsLegends = true
  /// Whether a list of `↳` or `✗` lines cut short says how many more there are; a step too tall
  /// for the terminal leaves it out.
  var showsMoreLines = true
  private var lastPicture: StateDump?
  /// What the screens show, once read since the last command: reading every row of a long list
  /// costs time in proportion to it, and the picture and the check of it read the same screens.
  private var screensNow: StateDump?
  /// The width to lay out for, asked before each print so a resized terminal is followed.
  private let width: () -> Int
  /// The symbols the legend has explained so far.
  private var explained: Set<String> = []

  /// How many lines were rejected so far.
  private(set) var errorCount = 0
  /// What the chapter's mechanism said it did during the last command that ran.
  private(set) var lastStepNotes: [String] = []
  /// The screens that went away during the last command and are still alive.
  private(set) var lastLeaks: [String] = []

  /// Whether a rejected line is written as an `error:` line.
  private let reportsErrors: Bool

  init(
    host: AppHost, io: RunnerIO, isPlain: Bool, style: TextStyle, width: @escaping () -> Int,
    reportsErrors: Bool = true
  ) {
    self.host = host
    self.io = io
    self.isPlain = isPlain
    self.style = style
    self.width = width
    self.reportsErrors = reportsErrors
  }

  /// What each symbol of the pretty output means, said once, the first time it appears: the
  /// symbol, and the key of its explanation.
  static let legend: [(symbol: String, key: String)] = [
    ("●", "legend.changed"),
    ("stale", "legend.stale"),
    ("↳", "legend.notes"),
    ("✗", "legend.problem"),
  ]

  /// The language the session speaks in.
  var language: Language { host.language }

  /// What happened to one line.
  enum Outcome: Equatable {
    /// The command ran.
    case done(ScenarioCommand)
    /// The line was wrong, or did not fit the screen on top; the reason is the `error:` text.
    case rejected(String)
    case quit

    /// Whether the line was rejected.
    var isRejected: Bool {
      if case .rejected = self { true } else { false }
    }
  }

  /// Runs one parsed line; `lineNumber` is given for script lines, so errors name their line.
  @discardableResult
  func execute(_ parsed: Result<ScenarioCommand, ScenarioError>, lineNumber: Int? = nil) async
    -> Outcome
  {
    screensNow = nil
    let command: ScenarioCommand
    switch parsed {
    case .success(let parsedCommand): command = parsedCommand
    case .failure(let error):
      report(error)
      return .rejected(error.text(in: language))
    }
    // Reading a line turns bytes that are not UTF-8 into U+FFFD; such a title is refused rather
    // than saved with the damage in it.
    if let text = command.typedText, text.contains("\u{FFFD}") {
      let error = ScenarioError(Message("parse.notUTF8"))
      report(lineNumber.map(error.at(line:)) ?? error)
      return .rejected(error.text(in: language))
    }
    do {
      try await host.perform(command)
      lastStepNotes = host.takeMechanismNotes()
      lastLeaks = host.takeLeaks()
    } catch {
      report(lineNumber.map(error.at(line:)) ?? error)
      return .rejected(error.text(in: language))
    }
    switch command {
    case .dump: printDump()
    case .help:
      // Plain output stays a line per command, for scripts; a person's screen gets it folded.
      let help = ScenarioHelp.text(in: language)
      io.write(isPlain ? help : help.wrappedAsColumns(toWidth: width()))
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
      io.write(screens().plainText)
    } else {
      printScreens()
    }
  }

  /// Prints the screens in the pretty format, remembering them to mark the next changes.
  func printScreens() {
    let dump = screens()
    let picture = printer.render(
      dump, previous: lastPicture, truth: host.todosTheScreensShouldShow, width: width(),
      typedTitles: host.typedTitlesOnScreen)
    io.write(picture)
    lastPicture = dump
    if picture.contains("●") { explain("●") }
    if picture.contains(" " + printer.staleMark(false))
      || picture.contains(" " + printer.staleMark(true))
    {
      explain("stale")
    }
  }

  /// Takes the screens as they are now as the picture the next one marks its changes against,
  /// without printing them: for steps run without being shown.
  func rememberScreens() {
    lastPicture = screens()
  }

  /// What every scene shows now, read once between commands.
  func screens() -> StateDump {
    if let screensNow { return screensNow }
    let dump = host.dump()
    screensNow = dump
    return dump
  }

  /// Prints what the mechanism did during the last command, in the pretty format only: every
  /// note, or the first `limit` and how many more.
  func printStepNotes(limit: Int? = nil) {
    guard !isPlain, !lastStepNotes.isEmpty else { return }
    for line in listed(lastStepNotes, symbol: "↳", more: "screen.moreNotes", limit: limit) {
      io.write(printer.style.quiet(line) + "\n")
    }
    explain("↳")
    io.write("\n")
  }

  /// `items` as `symbol` lines wrapped to the width: every one, or the first `limit` and a line
  /// that says how many more.
  func listed(_ items: [String], symbol: String, more key: String, limit: Int?) -> [String] {
    let shown = limit.map { items.count > $0 ? Array(items.prefix($0)) : items } ?? items
    var lines = shown.map { (symbol + " " + $0).wrapped(toWidth: width(), indent: "  ") }
    if shown.count < items.count, showsMoreLines {
      lines.append(
        Message(key, ["count": "\(items.count - shown.count)"]).text(in: language)
          .wrapped(toWidth: width(), indent: "  "))
    }
    return lines
  }

  /// How many lines the legend's line for `symbol` takes if it is still to be printed.
  func legendLineCount(_ symbol: String) -> Int {
    guard !isPlain, showsLegends, !explained.contains(symbol),
      let key = Self.legend.first(where: { $0.symbol == symbol })?.key
    else { return 0 }
    return Message(key).text(in: language).wrapped(toWidth: width(), indent: "  ").lineCount
  }

  /// Lets each list draw as many rows as fit in `lines` lines, the legends of its marks
  /// included, and never fewer than one row; says whether the screens then fit.
  @discardableResult
  func fitScreens(into lines: Int) -> Bool {
    let dump = screens()
    let marks = legendLineCount("●") + legendLineCount("stale")
    for budget in stride(from: 8, through: 1, by: -1) {
      rowBudget = budget
      let picture = printer.render(
        dump, previous: lastPicture, truth: host.todosTheScreensShouldShow, width: width(),
        typedTitles: host.typedTitlesOnScreen)
      if picture.lineCount + marks <= lines { return true }
    }
    return false
  }

  /// Every way the screens disagree with the data source, and every screen that went away in
  /// the last command and is still alive.
  func problems() -> [String] {
    host.problemsOnScreen(in: screens()) + lastLeaks
  }

  /// The problems after a line had `outcome`: a line that could not run comes first.
  func problems(after outcome: Outcome) -> [String] {
    guard case .rejected(let reason) = outcome else { return problems() }
    let couldNotRun = Message("problem.couldNotRun", ["reason": reason])
    return [couldNotRun.text(in: host.language)] + problems()
  }

  /// Prints `problems` as `✗` lines, in the pretty format only: every one, or the first `limit`
  /// and how many more.
  func printProblems(_ problems: [String], limit: Int? = nil) {
    guard !isPlain, !problems.isEmpty else { return }
    for line in listed(problems, symbol: "✗", more: "screen.moreProblems", limit: limit) {
      io.write(printer.style.stale(line) + "\n")
    }
    // After the last of them, so that the legend does not stand between two problems.
    explain("✗")
    io.write("\n")
  }

  /// Prints the legend's line for `symbol`, the first time only.
  func explain(_ symbol: String) {
    guard !isPlain, showsLegends, explained.insert(symbol).inserted,
      let key = Self.legend.first(where: { $0.symbol == symbol })?.key
    else { return }
    let line = Message(key).text(in: language)
    io.write(printer.style.quiet(line.wrapped(toWidth: width(), indent: "  ")) + "\n")
  }

  private func report(_ error: ScenarioError) {
    errorCount += 1
    guard reportsErrors else { return }
    let line = "error: \(error.text(in: language))"
    io.writeError((isPlain ? line : line.wrapped(toWidth: width(), indent: "  ")) + "\n")
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

extension String {
  /// How many lines the text takes, a last line without its newline included.
  var lineCount: Int {
    isEmpty
      ? 0
      : split(separator: "\n", omittingEmptySubsequences: false).count
        - (hasSuffix("\n") ? 1 : 0)
  }
}
