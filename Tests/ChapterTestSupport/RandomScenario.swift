import ChapterKit
import HeadlessUIKit
import ScenarioLanguage
import TodoModel

/// Generates reproducible random scripts: valid command sequences over up to three scenes, with
/// invalid lines mixed in on request.
///
/// Each command is chosen from what the state allows at that step, tracked with a
/// ``ReferenceModel``, so a valid line never fails and an invalid line always does. The same seed
/// gives the same script on every platform.
public enum RandomScenario {
  /// How a script is generated.
  public struct Options: Sendable {
    /// How many lines to generate.
    public var steps: Int
    /// The highest scene number the script may open (1 to 3).
    public var maximumScenes: Int
    /// The share of lines that are invalid (0 to 1); each one must be rejected.
    public var invalidLineRate: Double
    /// Whether `remote …` commands (background changes) appear.
    public var includesRemoteChanges: Bool
    /// Whether titles may include Unicode such as accents, emoji and right-to-left text.
    public var includesUnicodeTitles: Bool

    /// Describes a generated script; by default 60 valid lines over three scenes.
    public init(
      steps: Int = 60, maximumScenes: Int = 3, invalidLineRate: Double = 0,
      includesRemoteChanges: Bool = true, includesUnicodeTitles: Bool = true
    ) {
      self.steps = steps
      self.maximumScenes = min(max(1, maximumScenes), ScenarioParser.maximumSceneNumber)
      self.invalidLineRate = invalidLineRate
      self.includesRemoteChanges = includesRemoteChanges
      self.includesUnicodeTitles = includesUnicodeTitles
    }
  }

  /// `count` server pushes over the sample todos t1 to t20: mostly renames and stars, a few
  /// deletes, the same for the same seed.
  public static func remoteChanges(count: Int, seed: UInt64) -> [ScenarioCommand.RemoteChange] {
    var random = SeededRandom(seed: seed)
    return (0..<count).map { index in
      let id = TodoID(number: random.int(in: 1...20))
      switch random.int(in: 0...9) {
      case 0: return .delete(id)
      case 1...4: return .favorite(id)
      default: return .rename(id, "Server title \(index)")
      }
    }
  }

  /// The lines of the script for `seed`, starting from `start` (the standard fixture by default).
  public static func lines(
    seed: UInt64, options: Options = Options(), start: ReferenceModel = ReferenceModel()
  ) -> [String] {
    var random = SeededRandom(seed: seed)
    var model = start
    var lines: [String] = []
    for _ in 0..<options.steps {
      if random.chance(options.invalidLineRate) {
        lines.append(invalidLine(for: model, &random))
      } else {
        let command = validCommand(for: model, options: options, &random)
        // Valid by construction: the model only offers what its state allows.
        try? model.apply(command)
        lines.append(command.text)
      }
    }
    return lines
  }

  /// The script for `seed` as one text, ready for `--script`.
  public static func text(seed: UInt64, options: Options = Options()) -> String {
    lines(seed: seed, options: options).joined(separator: "\n") + "\n"
  }

  // MARK: - Valid commands

  private static func validCommand(
    for model: ReferenceModel, options: Options, _ random: inout SeededRandom
  ) -> ScenarioCommand {
    let ids = model.todos.map(\.id)
    let hasTodos = !ids.isEmpty
    // Keep a few rows, so the script stays about sync and not about an empty list.
    let canDelete = ids.count > 3
    var choices: [(weight: Int, make: (inout SeededRandom) -> ScenarioCommand)] = [
      (2, { .scene($0.int(in: 1...options.maximumScenes)) }),
      (1, { _ in .dump }),
    ]
    if hasTodos {
      choices.append((1, { .link($0.pick(ids)) }))
    }
    let closable = model.openSceneNumbers.filter { $0 != 1 }
    if !closable.isEmpty {
      choices.append((1, { .close($0.pick(closable)) }))
    }
    if model.supportsSorting {
      choices.append((1, { .sort($0.pick(ListOrder.allCases)) }))
    }
    if options.includesRemoteChanges && hasTodos {
      choices.append((1, { .remote(.rename($0.pick(ids), title(options, &$0))) }))
      choices.append((1, { .remote(.favorite($0.pick(ids))) }))
      if canDelete { choices.append((1, { .remote(.delete($0.pick(ids))) })) }
    }
    if model.detailOnTop == nil {
      choices.append((2, { .add(title(options, &$0)) }))
      choices.append((1, { _ in .scroll }))
      if hasTodos { choices.append((5, { .open($0.pick(ids)) })) }
      if canDelete { choices.append((1, { .remove($0.pick(ids)) })) }
    } else {
      choices.append((3, { _ in .favorite }))
      choices.append((3, { .rename(title(options, &$0)) }))
      choices.append((2, { .type(title(options, &$0)) }))
      choices.append((1, { _ in .submit }))
      choices.append((3, { _ in .back }))
      if canDelete { choices.append((1, { _ in .delete })) }
    }
    var ticket = random.int(in: 0...(choices.map(\.weight).reduce(0, +) - 1))
    for choice in choices {
      if ticket < choice.weight { return choice.make(&random) }
      ticket -= choice.weight
    }
    return .dump
  }

  private static let verbs = [
    "Buy", "Call", "Fix", "Plan", "Email", "Water", "Book", "Clean", "Pay", "Read", "Return",
  ]
  private static let objects = [
    "oat milk", "the plumber", "the bike", "a table for four", "the landlord", "the ferns",
    "tickets to Porto", "the gutters", "the phone bill", "the library books", "chapter 5",
  ]
  private static let unicodeTitles = [
    "Café with Zoë ☕", "Été à Montréal", "Geburtstag 🎂 vorbereiten", "日本語のメモを読む",
    "שלום לכולם", "مرحبا بالعالم", "Ｆｕｌｌｗｉｄｔｈ title", "Çalışma planı", "👩🏽‍💻 pair on bug",
  ]

  private static func title(_ options: Options, _ random: inout SeededRandom) -> String {
    if options.includesUnicodeTitles && random.chance(0.15) {
      return random.pick(unicodeTitles)
    }
    return "\(random.pick(verbs)) \(random.pick(objects))"
  }

  // MARK: - Invalid lines

  /// A line that the model rejects in its current state, so it must change nothing.
  private static func invalidLine(for model: ReferenceModel, _ random: inout SeededRandom)
    -> String
  {
    let candidates = [
      "opne t3", "jump", "open", "open x3", "open t999999", "link t0", "scene 4", "scene two",
      "rename", "rename " + String(repeating: "long ", count: 41), "add Tab\there",
      "favorite now", "back", "favorite", "add Buy bread", "scroll", "remote",
      "remote explode t1", "remote favorite", "remote rename t2", "dump all", "relaunch",
      "remove t999", "delete t3", "close 1", "close 9", "close", "type", "submit now",
    ]
    for _ in 0..<8 {
      let line = random.pick(candidates)
      if rejects(line, model) { return line }
    }
    return "opne t3"
  }

  private static func rejects(_ line: String, _ model: ReferenceModel) -> Bool {
    var copy = model
    do {
      guard let command = try ScenarioParser.parse(line) else { return false }
      try copy.apply(command)
      return false
    } catch {
      return true
    }
  }
}
