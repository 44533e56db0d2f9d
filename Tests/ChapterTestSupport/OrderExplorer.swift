import ChapterKit
import ScenarioLanguage

/// Plays every order in which the server's pushes and answers can arrive after a scenario, and
/// finds the shortest order after which the screens break the reference model's rules.
///
/// The scenario holds deliveries (`hold`) and leaves some waiting. From there the explorer tries
/// each waiting push or answer next, then each that waits after it — what a delivery makes the app
/// ask waits too — breadth first, so the first failure it meets is one of the shortest. Each
/// order is replayed from a fresh launch and compared with the reference model after every
/// command (``AppHost/firstDivergence(runningLines:)``), so a failure comes back as a script
/// that `--script` replays and `--storyboard --script` draws.
public enum OrderExplorer {
  /// An order of deliveries after which the screens broke the rules.
  public struct Failure: Sendable, CustomStringConvertible {
    /// The scenario and the deliveries, one command a line: what `--script` takes.
    public let script: String
    /// Where the app and the reference model parted, in words.
    public let divergence: String

    /// The script, then how it fails.
    public var description: String {
      "the order\n\(script)\nbreaks the rules: \(divergence)"
    }
  }

  /// What replaying `lines` from a fresh launch gave: where it first diverged, if it did, and the
  /// names of what waits at its end.
  public typealias Replay =
    @MainActor (_ lines: [String]) async -> (
      divergence: String?, waiting: [String]
    )

  /// The shortest order of at most `maximumDeliveries` deliveries after `scenario` that breaks
  /// the rules, or `nil` when every such order keeps them; `replay` plays one order.
  ///
  /// Also returns how many orders it played, to say how wide the search was.
  @MainActor
  public static func shortestFailingOrder(
    after scenario: [String], maximumDeliveries: Int, replay: Replay
  ) async -> (failure: Failure?, ordersPlayed: Int) {
    var level: [[String]] = [[]]
    var played = 0
    for _ in 0...maximumDeliveries {
      var next: [[String]] = []
      for order in level {
        let lines = scenario + order.map { "deliver \($0)" }
        let outcome = await replay(lines)
        played += 1
        if let divergence = outcome.divergence {
          return (
            Failure(script: lines.joined(separator: "\n") + "\n", divergence: divergence), played
          )
        }
        if order.count < maximumDeliveries {
          next += outcome.waiting.map { order + [$0] }
        }
      }
      guard !next.isEmpty else { break }
      level = next
    }
    return (nil, played)
  }

  /// Small scenarios that leave pushes and answers waiting, over two scenes: what every chapter
  /// is explored with.
  public static let scenarios: [(name: String, lines: [String])] = [
    (
      "a push and a rename of the open todo, and typing in another window",
      [
        "hold", "open t3", "scene 2", "open t3", "remote favorite t3",
        "type Call the dentist about the crown", "scene 1", "rename Call the surgery",
      ]
    ),
    (
      "two pushes about the open todo, then a star",
      [
        "hold", "open t3", "remote rename t3 Call the dental surgery", "remote favorite t3",
        "favorite",
      ]
    ),
    (
      "a push deletes the todo another window shows",
      [
        "hold", "open t5", "scene 2", "open t4", "remote delete t5", "remote favorite t4",
        "favorite",
      ]
    ),
  ]
}
