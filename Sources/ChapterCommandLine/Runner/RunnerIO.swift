import ChapterBenchmark
import ChapterDrawings
import ChapterKit
import Foundation
import ScenarioLanguage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the runner writes and reads, so tests can capture a run instead of spawning a process.
public struct RunnerIO: Sendable {
  /// Writes to standard output (state, transcripts, help).
  public var write: @Sendable (String) -> Void
  /// Writes to standard error (`error:` lines, warnings).
  public var writeError: @Sendable (String) -> Void
  /// Reads one line of standard input without its newline, or `nil` at the end.
  public var readLine: @Sendable () -> String?
  /// Whether standard output is a terminal (then output is pretty unless `--plain`).
  public var outputIsTerminal: Bool
  /// Whether standard input is a pipe or a file, so commands are read from it.
  public var inputIsScript: Bool
  /// Whether standard input is a terminal (then the REPL prints a prompt).
  public var inputIsTerminal: Bool
  /// Whether standard error is a terminal: someone is watching, though output may go to a pipe.
  public var errorIsTerminal: Bool
  /// Whether the `NO_COLOR` environment variable is set.
  public var noColor: Bool
  /// Reads the REPL's lines with editing, history and completion; `nil` when input is not a
  /// terminal, and lines are read as they come.
  public var lineEditor: LineEditor?
  /// The width of the terminal standard output goes to, asked each time so a resize is
  /// followed; `nil` when it is not a terminal.
  public var terminalColumns: @Sendable () -> Int?
  /// The `COLUMNS` environment variable, when it holds a width.
  public var environmentColumns: Int?
  /// The height of the terminal standard output goes to, in rows, asked each time; `nil` when
  /// it is not a terminal.
  public var terminalRows: @Sendable () -> Int?
  /// The `LINES` environment variable, when it holds a height.
  public var environmentRows: Int?
  /// The language the locale asks for (`LC_ALL`, `LC_MESSAGES`, `LANG`), when `--lang` does not
  /// say.
  public var preferredLanguage: Language

  /// Describes where a run reads and writes.
  public init(
    write: @escaping @Sendable (String) -> Void,
    writeError: @escaping @Sendable (String) -> Void,
    readLine: @escaping @Sendable () -> String? = { nil },
    outputIsTerminal: Bool = false, inputIsScript: Bool = false, inputIsTerminal: Bool = false,
    errorIsTerminal: Bool = false, noColor: Bool = false, lineEditor: LineEditor? = nil,
    terminalColumns: @escaping @Sendable () -> Int? = { nil }, environmentColumns: Int? = nil,
    terminalRows: @escaping @Sendable () -> Int? = { nil }, environmentRows: Int? = nil,
    preferredLanguage: Language = .english
  ) {
    self.terminalRows = terminalRows
    self.environmentRows = environmentRows
    self.write = write
    self.writeError = writeError
    self.readLine = readLine
    self.outputIsTerminal = outputIsTerminal
    self.inputIsScript = inputIsScript
    self.inputIsTerminal = inputIsTerminal
    self.errorIsTerminal = errorIsTerminal
    self.noColor = noColor
    self.lineEditor = lineEditor
    self.terminalColumns = terminalColumns
    self.environmentColumns = environmentColumns
    self.preferredLanguage = preferredLanguage
  }

  /// The width output is laid out for: `option` (`--width`), else the terminal's, else
  /// `COLUMNS`, else 80.
  public func width(option: Int?) -> Int {
    option ?? terminalColumns() ?? environmentColumns ?? 80
  }

  /// The height output is laid out for, in rows: the terminal's, else `LINES`; `nil` when
  /// neither says, and a step is printed whole.
  public func height() -> Int? {
    terminalRows() ?? environmentRows
  }

  /// The process's real standard streams and environment, with a line editor when standard input
  /// is a terminal.
  @MainActor
  public static var standard: RunnerIO {
    let inputIsTerminal = isatty(STDIN_FILENO) == 1
    var status = stat()
    let stdinIsPipeOrFile =
      fstat(STDIN_FILENO, &status) == 0
      && ((status.st_mode & S_IFMT) == S_IFIFO || (status.st_mode & S_IFMT) == S_IFREG)
    return RunnerIO(
      write: { FileHandle.standardOutput.write(Data($0.utf8)) },
      writeError: { FileHandle.standardError.write(Data($0.utf8)) },
      readLine: { Swift.readLine(strippingNewline: true) },
      outputIsTerminal: isatty(STDOUT_FILENO) == 1,
      // NB: /dev/null and a closed stdin are neither a pipe nor a file, so `swift run <Chapter>`
      // with no input at all still plays the story instead of running an empty script.
      inputIsScript: stdinIsPipeOrFile,
      inputIsTerminal: inputIsTerminal,
      errorIsTerminal: isatty(STDERR_FILENO) == 1,
      noColor: getenv("NO_COLOR") != nil,
      lineEditor: inputIsTerminal ? LineEditor(terminal: StandardTerminal()) : nil,
      terminalColumns: { terminalSize(of: STDOUT_FILENO)?.columns },
      environmentColumns: getenv("COLUMNS").flatMap { Int(String(cString: $0)) }.flatMap {
        $0 > 0 ? $0 : nil
      },
      terminalRows: { terminalSize(of: STDOUT_FILENO)?.rows },
      environmentRows: getenv("LINES").flatMap { Int(String(cString: $0)) }.flatMap {
        $0 > 0 ? $0 : nil
      },
      preferredLanguage: Language.preferred(by: ProcessInfo.processInfo.environment))
  }
}

/// The size of the terminal `descriptor` is, in columns and rows, or `nil` when it is no
/// terminal.
func terminalSize(of descriptor: Int32) -> (columns: Int, rows: Int?)? {
  var size = winsize()
  #if canImport(Glibc)
    let request = UInt(TIOCGWINSZ)
  #else
    let request = TIOCGWINSZ
  #endif
  guard isatty(descriptor) == 1, ioctl(descriptor, request, &size) == 0, size.ws_col > 0 else {
    return nil
  }
  return (Int(size.ws_col), size.ws_row > 0 ? Int(size.ws_row) : nil)
}
