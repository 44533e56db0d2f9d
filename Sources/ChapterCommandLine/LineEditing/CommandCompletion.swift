import ScenarioLanguage

/// What the Tab key may complete on a line of the REPL: a command word at the start, then the
/// ids of the todos the active list shows wherever a command takes an id.
public struct CommandCompletion: Sendable {
  /// The ids the active list shows, top to bottom, as typed (`t3`).
  public var ids: [String]

  /// Completes the command words, and these ids.
  public init(ids: [String]) {
    self.ids = ids
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
      ["remote", "delete"]:
      choices = ids
    case ["remote"]:
      choices = ["rename", "favorite", "delete"]
    case ["sort"]:
      choices = ["newest-first", "favorites-first"]
    default:
      choices = []
    }
    return choices.filter { $0.hasPrefix(prefix) }
  }
}
