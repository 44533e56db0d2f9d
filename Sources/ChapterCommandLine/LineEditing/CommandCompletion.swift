import ScenarioLanguage
import TodoModel

/// What the Tab key may complete on a line of the REPL: a command word at the start, then the
/// ids of the todos the active list shows wherever a command takes an id, the words of `remote`
/// and `sort`, and the names of the pushes and answers `deliver` can hand over.
public struct CommandCompletion: Sendable {
  /// The ids the active list shows, top to bottom, as typed (`t3`).
  public var ids: [String]
  /// The pushes and answers waiting, by name (`p1`, `a2`).
  public var waiting: [String]

  /// Completes the command words, these ids, and these waiting deliveries.
  public init(ids: [String], waiting: [String] = []) {
    self.ids = ids
    self.waiting = waiting
  }

  /// The words that could stand where the last word of `line` is being typed, in order.
  public func candidates(for line: String) -> [String] {
    let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    let isStartingAWord = line.isEmpty || line.hasSuffix(" ")
    let finished = isStartingAWord ? words : Array(words.dropLast())
    let prefix = isStartingAWord ? "" : words.last ?? ""
    let choices: [String]
    switch finished {
    case []:
      choices = ScenarioParser.commandWords
    case ["open"], ["link"], ["remove"], ["remote", "rename"], ["remote", "favorite"],
      ["remote", "delete"], ["remote", "late", "rename"], ["remote", "late", "favorite"],
      ["remote", "late", "delete"]:
      choices = ids
    case ["remote"]:
      choices = ["rename", "favorite", "delete", "late"]
    case ["remote", "late"]:
      choices = ["rename", "favorite", "delete"]
    case ["sort"]:
      choices = ListOrder.allCases.map(\.rawValue)
    case ["deliver"]:
      choices = waiting + ["all"]
    default:
      choices = []
    }
    return choices.filter { $0.hasPrefix(prefix) }
  }
}
