/// The language the program speaks to its reader.
///
/// Commands, ids, variant names, option names and the plain format are the same in every
/// language, so scripts and their output never depend on it.
public enum Language: String, Hashable, Sendable, CaseIterable {
  case english = "en"
  case japanese = "ja"

  /// The language a locale asks for: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set
  /// decides, Japanese when it begins with `ja`, English otherwise.
  public static func preferred(by environment: [String: String]) -> Language {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      guard let value = environment[name], !value.isEmpty else { continue }
      return value.hasPrefix("ja") ? .japanese : .english
    }
    return .english
  }
}

extension Language {
  /// The message `key` in this language, its placeholders filled with `arguments`.
  public func text(_ key: String, _ arguments: [String: String] = [:]) -> String {
    Message(key, arguments).text(in: self)
  }
}

/// Something the program says, by key, with the values of its `{placeholders}`: looked up in one
/// table per language when it is printed.
///
/// No code chooses words by language: it names the message, and the tables say it.
public struct Message: Hashable, Sendable {
  /// The key in every language's table, such as `narration.open`.
  public let key: String
  /// The value of each `{name}` in the text.
  public let arguments: [String: String]

  /// The message `key`, with the values of its placeholders.
  public init(_ key: String, _ arguments: [String: String] = [:]) {
    self.key = key
    self.arguments = arguments
  }

  /// A message whose text is the same in every language: words the program passes on but did
  /// not write, such as what the operating system said of a failed write.
  public static func verbatim(_ text: String) -> Message {
    Message("verbatim", ["text": text])
  }

  /// The message in `language`, its placeholders filled; the English text when the language has
  /// none (a test keeps every key in every table).
  public func text(in language: Language) -> String {
    text(in: language, adding: [:])
  }

  /// The message in `language`, looked up first in `ownWords` (a chapter's own table per
  /// language, such as the lines its transcript traces), then in the shared tables.
  public func text(in language: Language, adding ownWords: [Language: [String: String]]) -> String {
    let template =
      ownWords[language]?[key] ?? Messages.table(language)[key] ?? ownWords[.english]?[key]
      ?? Messages.english[key] ?? key
    guard !arguments.isEmpty else { return template }
    var text = ""
    var rest = template[...]
    while let open = rest.firstIndex(of: "{"),
      let close = rest[open...].firstIndex(of: "}")
    {
      text += rest[..<open]
      let name = String(rest[rest.index(after: open)..<close])
      text += arguments[name] ?? "{\(name)}"
      rest = rest[rest.index(after: close)...]
    }
    return text + rest
  }

  /// The placeholders a text names, in order: `{scene}`, `{title}`.
  public static func placeholders(in template: String) -> [String] {
    template.matches(of: /\{(\w+)\}/).map { String($0.1) }
  }
}

/// The tables of every message, one per language.
public enum Messages {
  /// The table of `language`.
  public static func table(_ language: Language) -> [String: String] {
    switch language {
    case .english: english
    case .japanese: japanese
    }
  }
}
