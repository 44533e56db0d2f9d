import ChapterCommandLine
import ChapterKit
import Foundation
import HeadlessUIKit
import ScenarioLanguage
import TodoModel

/// Records what a run writes, so tests can run a chapter's real command line in-process and read
/// its standard output and standard error.
public final class OutputRecorder: @unchecked Sendable {
  // NB: `@unchecked Sendable` is sound because the stored text is only touched under `lock`.
  private let lock = NSLock()
  private var outputText = ""
  private var errorText = ""

  /// Creates an empty recorder.
  public init() {}

  /// Everything written to standard output so far.
  public var output: String {
    lock.withLock { outputText }
  }

  /// Everything written to standard error so far.
  public var errors: String {
    lock.withLock { errorText }
  }

  /// The `error:` lines written so far.
  public var errorLines: [String] {
    errors.split(separator: "\n").map(String.init).filter { $0.hasPrefix("error:") }
  }

  /// A ``RunnerIO`` that writes here and reads `input` as piped standard input (or no input).
  public func io(
    input: String? = nil, outputIsTerminal: Bool = false, errorIsTerminal: Bool = false
  ) -> RunnerIO {
    let lines = LineFeed(text: input ?? "")
    return RunnerIO(
      write: { [self] text in lock.withLock { outputText += text } },
      writeError: { [self] text in lock.withLock { errorText += text } },
      readLine: { lines.next() },
      outputIsTerminal: outputIsTerminal,
      inputIsScript: input != nil, errorIsTerminal: errorIsTerminal)
  }
}

/// Hands out the lines of a text one at a time, like `readLine()` over a pipe.
private final class LineFeed: @unchecked Sendable {
  // NB: `@unchecked Sendable` is sound because the remaining lines are only touched under `lock`.
  private let lock = NSLock()
  private var remaining: ArraySlice<String>

  init(text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    remaining = lines[...]
  }

  func next() -> String? {
    lock.withLock { remaining.popFirst() }
  }
}
