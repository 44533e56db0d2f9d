import ChapterBenchmark
import ChapterDrawings
import ChapterKit
import ScenarioLanguage

/// The command line of a chapter executable, parsed.
public struct RunnerOptions: Hashable, Sendable {
  /// What the run does.
  public enum Mode: Hashable, Sendable {
    /// Print the readMe and play the canonical story (the default).
    case story
    /// Read commands from the person at a prompt.
    case interactive
    /// Run the commands of a file, or of standard input for `-`.
    case script(path: String)
    /// Measure the chapter's cost per edit.
    case bench
    /// Print the variants.
    case listVariants
    /// Print the help screen.
    case help
    /// Print the chapter and the project's version.
    case version
    /// Delete what the chapter stored between runs.
    case reset
    /// Draw the story (or, for a broken variant, the story of its mistake; with a path, the
    /// script in that file) as an SVG.
    case storyboard(script: String?)
  }

  /// How output is written.
  public enum Format: Hashable, Sendable {
    /// Decide from whether standard output is a terminal.
    case automatic
    /// The canonical lines of `docs/ScenarioLanguage.md`: no colour, no frames.
    case plain
    /// Side-by-side screens, with colour on a terminal.
    case pretty
  }

  /// What the run does.
  public var mode: Mode = .story
  /// How output is written.
  public var format: Format = .automatic
  /// The variant named with `--variant`, if any.
  public var variantName: String?
  /// `--json`: benchmark results as one JSON object per line.
  public var json = false
  /// `--sizes`: list sizes for the benchmark.
  public var benchSizes: [Int]?
  /// `--edits`: measured edits per benchmark configuration.
  public var benchEdits: Int?
  /// `--width N`: the width of the output in columns, instead of the terminal's.
  public var width: Int?
  /// `--color=auto|always|never`: whether pretty output is coloured.
  public var color: ColorChoice = .auto
  /// How the story goes: step by step on a terminal, `--all` at once, or `--step N` alone.
  public var pacing: Pacing = .automatic
  /// The language asked for with `--lang`; `nil` leaves it to the locale.
  public var language: Language?

  /// Whether pretty output is coloured.
  public enum ColorChoice: String, Hashable, Sendable {
    /// On a terminal, unless `NO_COLOR` is set.
    case auto
    /// Always, even into a pipe (for `less -R`).
    case always
    /// Never.
    case never
  }

  /// How the story is played.
  public enum Pacing: Hashable, Sendable {
    /// Waiting for Enter after each step when standard input and output are a terminal.
    case automatic
    /// Every step at once, without waiting.
    case all
    /// Only step N.
    case step(Int)

    /// Whether the story is told from its beginning to its end, with the readMe and the summary.
    public var isWholeStory: Bool {
      if case .step = self { false } else { true }
    }
  }

  /// Parses the arguments after the program name, or throws an `error:` message that says what
  /// would work.
  public init(arguments: [String]) throws(RunnerOptionsError) {
    var remaining = Self.splittingValues(of: arguments)[...]
    var modes: [(flag: String, mode: Mode)] = []
    while let argument = remaining.popFirst() {
      switch argument {
      case "--interactive", "-i": modes.append((argument, .interactive))
      case "--bench": modes.append((argument, .bench))
      case "--list-variants": modes.append((argument, .listVariants))
      case "--help", "-h": modes.append((argument, .help))
      case "--version": modes.append((argument, .version))
      case "--reset": modes.append((argument, .reset))
      case "--storyboard": modes.append((argument, .storyboard(script: nil)))
      case "--script":
        modes.append((argument, .script(path: try Self.value(after: argument, &remaining))))
      default:
        try take(argument, &remaining)
      }
    }
    try choose(from: modes)
  }

  /// Takes an option that is not a mode, with its value from `argument` or `remaining`.
  private mutating func take(
    _ argument: String, _ remaining: inout ArraySlice<String>
  ) throws(RunnerOptionsError) {
    switch argument {
    case "--plain", "--pretty":
      let format: Format = argument == "--plain" ? .plain : .pretty
      guard self.format == .automatic || self.format == format else {
        throw RunnerOptionsError(
          Message("option.excludeEachOther", ["flags": "--plain and --pretty"]))
      }
      self.format = format
    case "--variant":
      variantName = try Self.value(after: argument, &remaining)
    case "--json":
      json = true
    case "--width":
      let text = try Self.value(after: argument, &remaining)
      guard let columns = Int(text), (20...1000).contains(columns) else {
        throw RunnerOptionsError(Message("option.width", ["text": text]))
      }
      width = columns
    case "--all":
      pacing = .all
    case "--step":
      let text = try Self.value(after: argument, &remaining)
      guard let number = Int(text), number >= 1 else {
        throw RunnerOptionsError(Message("option.step"))
      }
      pacing = .step(number)
    case "--color":
      let text = try Self.value(after: argument, &remaining)
      guard let choice = ColorChoice(rawValue: text) else {
        throw RunnerOptionsError(Message("option.color", ["text": text]))
      }
      color = choice
    case "--lang":
      let text = try Self.value(after: argument, &remaining)
      guard let chosen = Language(rawValue: text) else {
        throw RunnerOptionsError(Message("option.lang", ["text": text]))
      }
      language = chosen
    case "--sizes":
      benchSizes = try Self.sizes(try Self.value(after: argument, &remaining))
    case "--edits":
      let text = try Self.value(after: argument, &remaining)
      guard let edits = Int(text), (1...100_000).contains(edits) else {
        throw RunnerOptionsError(Message("option.edits", ["text": text]))
      }
      benchEdits = edits
    default:
      throw RunnerOptionsError(Message("option.unknown", ["option": argument]))
    }
  }

  /// Chooses the one mode `modes` names (`--help` wins over any other), and checks that every
  /// option given belongs to it.
  private mutating func choose(
    from modes: [(flag: String, mode: Mode)]
  ) throws(RunnerOptionsError) {
    var modes = modes
    // `--storyboard --script FILE` draws the script: one mode, not two.
    if modes.count == 2, modes.contains(where: { $0.mode == .storyboard(script: nil) }),
      case .script(let path)? = modes.first(where: { $0.flag == "--script" })?.mode
    {
      modes = [("--storyboard", .storyboard(script: path))]
    }
    if let help = modes.first(where: { $0.mode == .help }) {
      mode = help.mode  // --help wins, whatever else was given.
    } else if modes.count > 1 {
      let flags = modes.map(\.flag).joined(separator: " and ")
      throw RunnerOptionsError(Message("option.excludeEachOther", ["flags": flags]))
    } else if let only = modes.first {
      mode = only.mode
    }
    if (json || benchSizes != nil || benchEdits != nil) && mode != .bench && mode != .help {
      throw RunnerOptionsError(Message("option.benchOnly"))
    }
    if pacing != .automatic && mode != .story && mode != .help {
      throw RunnerOptionsError(Message("option.storyOnly"))
    }
  }

  /// The options that take a value, which may also be written `--option=value`.
  static let optionsWithValues: Set<String> = [
    "--variant", "--script", "--width", "--step", "--sizes", "--edits", "--color", "--lang",
  ]

  /// The arguments with every `--option=value` of an option that takes a value read as
  /// `--option value`, as most command-line tools accept both.
  static func splittingValues(of arguments: [String]) -> [String] {
    arguments.flatMap { argument -> [String] in
      guard let equals = argument.firstIndex(of: "="),
        optionsWithValues.contains(String(argument[..<equals]))
      else { return [argument] }
      return [String(argument[..<equals]), String(argument[argument.index(after: equals)...])]
    }
  }

  private static func value(after option: String, _ remaining: inout ArraySlice<String>)
    throws(RunnerOptionsError) -> String
  {
    guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
      switch option {
      case "--script": throw RunnerOptionsError(Message("option.scriptNeedsValue"))
      case "--variant": throw RunnerOptionsError(Message("option.variantNeedsValue"))
      case "--sizes":
        throw RunnerOptionsError(
          Message("option.needsValue", ["option": option, "example": "--sizes 1000,10000"]))
      default:
        throw RunnerOptionsError(
          Message("option.needsValue", ["option": option, "example": "\(option) 50"]))
      }
    }
    return value
  }

  private static func sizes(_ text: String) throws(RunnerOptionsError) -> [Int] {
    var sizes: [Int] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let size = Int(part), (1...10_000_000).contains(size) else {
        throw RunnerOptionsError(Message("option.sizes", ["text": String(part)]))
      }
      sizes.append(size)
    }
    return sizes
  }
}

/// A command line the runner cannot use, with what would work instead.
public struct RunnerOptionsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The explanation, by key, without the `error:` prefix.
  public let words: Message

  /// Creates the error from the message that says what would work.
  public init(_ words: Message) {
    self.words = words
  }

  /// Creates the error with words passed on as they are.
  public init(_ message: String) {
    self.init(.verbatim(message))
  }

  /// The explanation in English.
  public var message: String { words.text(in: .english) }

  /// The explanation in English.
  public var description: String { message }

  /// Two errors are the same when they say the same in English.
  public static func == (lhs: RunnerOptionsError, rhs: RunnerOptionsError) -> Bool {
    lhs.message == rhs.message
  }

  /// Hashes what equality compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(message)
  }
}
