import Foundation

/// How hard the heavy suites push: a quick sample in a local `swift test`, the full sweeps where
/// `LISTDETAILSYNC_THOROUGH=1` is set (CI sets it, and so can anyone with a few minutes to spare).
///
/// Every chapter and every variant runs either way; only the number of seeds, lines and rounds
/// grows, so a failure found in CI replays locally with the same seed.
public enum TestDepth {
  /// Whether the environment asks for the full sweeps.
  public static let isThorough: Bool = {
    let variable = ProcessInfo.processInfo.environment["LISTDETAILSYNC_THOROUGH"]
    return variable.map { ["1", "yes", "true"].contains($0) } ?? false
  }()

  /// `quick` in a local run, `thorough` when the full sweeps are asked for.
  public static func count(quick: Int, thorough: Int) -> Int {
    isThorough ? thorough : quick
  }
}
