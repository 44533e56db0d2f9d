import ChapterKit
import ScenarioLanguage

/// Where a benchmark writes its table or JSON lines and its warnings.
///
/// The command line makes one from standard output and the terminal, with the width sentences
/// are folded to.
public struct BenchmarkOutput: Sendable {
  /// Writes text to standard output.
  public var write: @Sendable (String) -> Void
  /// Writes text to standard error.
  public var writeError: @Sendable (String) -> Void
  /// The width, in display columns, that sentences are folded to.
  public var width: Int

  /// Output that goes to `write` and `writeError`, with sentences folded to `width` columns.
  public init(
    write: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
    width: Int
  ) {
    self.write = write
    self.writeError = writeError
    self.width = width
  }
}

/// A chapter that measures its mechanism on its own, after the edit benchmark of `--bench`.
@MainActor
public protocol BenchmarkingChapterApp: ChapterApp {
  /// Runs the chapter's own measurements and writes them to `output`, as JSON lines with
  /// `json`; `sizes` and `edits` are those the edit benchmark ran with.
  static func runExtraBenchmarks(
    sizes: [Int], edits: Int, json: Bool, output: BenchmarkOutput, language: Language) async
}
