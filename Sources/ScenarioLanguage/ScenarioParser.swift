import TodoModel

/// Turns one line of text into a ``ScenarioCommand``, or explains exactly why it cannot.
///
/// The parser checks only the shape of a line: the command word, its arguments, id syntax, titles
/// and scene numbers. Whether the id exists or the command fits the screen on top depends on the
/// app's state, and is checked by ``ScenarioRules``.
public enum ScenarioParser {
  /// Every command word, in the order `help` lists them.
  public static let commandWords = [
    "open", "link", "favorite", "rename", "type", "submit", "delete", "add", "remove", "back",
    "scroll", "scene", "close",
    "remote", "hold", "deliver", "sort", "relaunch", "dump", "help", "quit",
  ]

  /// The commands that take no arguments, by their word.
  private static let argumentlessCommands: [String: ScenarioCommand] = [
    "favorite": .favorite, "submit": .submit, "delete": .delete, "hold": .hold, "back": .back,
    "scroll": .scroll,
    "relaunch": .relaunch, "dump": .dump, "help": .help, "quit": .quit,
  ]

  /// The highest scene number; scenes are numbered from 1.
  public static let maximumSceneNumber = 3

  /// Parses one line.
  ///
  /// Returns `nil` for a blank line or a `#` comment.
  public static func parse(_ line: some StringProtocol) throws(ScenarioError) -> ScenarioCommand? {
    let trimmed = line.trimmingSpaces()
    guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
    let (word, rest) = splitFirstWord(trimmed)

    switch word {
    case "open": return .open(try singleID(rest, for: "open"))
    case "link": return .link(try singleID(rest, for: "link"))
    case "remove": return .remove(try singleID(rest, for: "remove"))
    case "rename": return .rename(try TitleRules.validate(rest, for: "rename"))
    case "type": return .type(try TitleRules.validate(rest, for: "type"))
    case "add": return .add(try TitleRules.validate(rest, for: "add"))
    case "scene": return .scene(try sceneNumber(rest, for: "scene"))
    case "close": return .close(try sceneNumber(rest, for: "close"))
    case "remote":
      let (first, afterFirst) = splitFirstWord(rest)
      if first == "late" {
        guard !afterFirst.isEmpty else {
          throw ScenarioError(Message("parse.remoteLateNeedsChange"))
        }
        return .remoteLate(try remoteChange(afterFirst))
      }
      return .remote(try remoteChange(rest))
    case "deliver": return .deliver(try delivery(rest))
    case "sort": return .sort(try sortOrder(rest))
    default:
      guard let command = argumentlessCommands[word] else { throw unknownCommand(word) }
      try noArguments(rest, for: word)
      return command
    }
  }

  // MARK: - Pieces of a line

  private static func splitFirstWord(_ text: String) -> (word: String, rest: String) {
    guard let space = text.firstIndex(where: { $0 == " " || $0 == "\t" }) else {
      return (text, "")
    }
    return (String(text[..<space]), String(text[space...]).trimmingSpaces())
  }

  private static func words(_ text: String) -> [String] {
    text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
  }

  private static func noArguments(_ rest: String, for command: String) throws(ScenarioError) {
    guard rest.isEmpty else {
      throw ScenarioError(Message("parse.noArguments", ["command": command]))
    }
  }

  private static func singleID(_ rest: String, for command: String) throws(ScenarioError)
    -> TodoID
  {
    let arguments = words(rest)
    guard let first = arguments.first else {
      throw ScenarioError(Message("parse.needsID", ["command": command]))
    }
    guard arguments.count == 1 else {
      throw ScenarioError(Message("parse.oneID", ["command": command]))
    }
    return try id(first)
  }

  private static func id(_ text: String) throws(ScenarioError) -> TodoID {
    guard let id = TodoID(parsing: text) else {
      throw ScenarioError(Message("parse.notAnID", ["text": text]))
    }
    return id
  }

  private static func sceneNumber(_ rest: String, for word: String) throws(ScenarioError) -> Int {
    let last = "\(maximumSceneNumber)"
    guard !rest.isEmpty else {
      throw ScenarioError(Message("parse.needsSceneNumber", ["command": word, "last": last]))
    }
    guard rest.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(rest) else {
      throw ScenarioError(
        Message("parse.badSceneNumber", ["command": word, "text": rest, "last": last]))
    }
    guard (1...maximumSceneNumber).contains(number) else {
      throw ScenarioError(Message("parse.noSuchScene", ["number": "\(number)", "last": last]))
    }
    return number
  }

  private static func sortOrder(_ rest: String) throws(ScenarioError) -> ListOrder {
    guard !rest.isEmpty else { throw ScenarioError(Message("parse.sortNeedsOrder")) }
    guard let order = ListOrder(rawValue: rest) else {
      throw ScenarioError(Message("parse.notAnOrder", ["text": rest]))
    }
    return order
  }

  /// `p2`, `a1` or `all`.
  private static func delivery(_ rest: String) throws(ScenarioError) -> ScenarioCommand.Delivery {
    guard !rest.isEmpty else { throw ScenarioError(Message("parse.deliverNeedsName")) }
    if rest == "all" { return .all }
    let digits = rest.dropFirst()
    guard let kind = rest.first, kind == "p" || kind == "a", !digits.isEmpty,
      digits.allSatisfy({ $0.isASCII && $0.isNumber }), digits.first != "0",
      let number = Int(digits)
    else {
      throw ScenarioError(Message("parse.notADelivery", ["text": rest]))
    }
    return kind == "p" ? .push(number) : .answer(number)
  }

  private static func remoteChange(_ rest: String) throws(ScenarioError)
    -> ScenarioCommand.RemoteChange
  {
    let (kind, arguments) = splitFirstWord(rest)
    switch kind {
    case "rename":
      let (idText, title) = splitFirstWord(arguments)
      guard !idText.isEmpty else {
        throw ScenarioError(Message("parse.remoteRenameNeeds"))
      }
      let todoID = try id(idText)
      return .rename(todoID, try TitleRules.validate(title, for: "remote rename \(todoID)"))
    case "favorite":
      return .favorite(try singleID(arguments, for: "remote favorite"))
    case "delete":
      return .delete(try singleID(arguments, for: "remote delete"))
    case "":
      throw ScenarioError(Message("parse.remoteNeedsChange"))
    default:
      throw ScenarioError(Message("parse.notARemoteChange", ["kind": kind]))
    }
  }

  private static func unknownCommand(_ word: String) -> ScenarioError {
    let known = commandWords.joined(separator: ", ")
    if let suggestion = commandWords.first(where: {
      Suggestion.editDistance($0, word.lowercased()) <= 2
    }) {
      return ScenarioError(Message("parse.didYouMean", ["word": word, "suggestion": suggestion]))
    }
    return ScenarioError(Message("parse.unknownCommand", ["word": word, "known": known]))
  }

}
