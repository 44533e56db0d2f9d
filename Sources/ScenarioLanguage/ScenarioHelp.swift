import TodoModel

/// The one-line description of every command, as `help` prints it and `--help` lists it.
public enum ScenarioHelp {
  /// `(usage, key)` pairs in the order of `docs/ScenarioLanguage.md`: what a person types, and
  /// the key of what it means in the message tables.
  public static let commands: [(usage: String, key: String)] = [
    ("open <id>", "help.open"),
    ("link <id>", "help.link"),
    ("favorite", "help.favorite"),
    ("rename <title>", "help.rename"),
    ("type <title>", "help.type"),
    ("submit", "help.submit"),
    ("delete", "help.delete"),
    ("add <title>", "help.add"),
    ("remove <id>", "help.remove"),
    ("back", "help.back"),
    ("scroll", "help.scroll"),
    ("scene <n>", "help.scene"),
    ("close <n>", "help.close"),
    ("remote rename <id> <title>", "help.remoteRename"),
    ("remote favorite <id>", "help.remoteFavorite"),
    ("remote delete <id>", "help.remoteDelete"),
    ("remote late <change>", "help.remoteLate"),
    ("hold", "help.hold"),
    ("deliver p1|a1|all", "help.deliver"),
    ("sort newest|favorites-first", "help.sort"),
    ("relaunch", "help.relaunch"),
    ("dump", "help.dump"),
    ("help", "help.help"),
    ("quit", "help.quit"),
  ]

  /// The commands as aligned lines in `language`, each indented by `indent` spaces.
  public static func text(indent: Int = 2, in language: Language = .english) -> String {
    let width = commands.map(\.usage.count).max() ?? 0
    let padding = String(repeating: " ", count: indent)
    return commands.map { usage, key in
      padding + usage + String(repeating: " ", count: width - usage.count + 2)
        + Message(key).text(in: language) + "\n"
    }.joined()
  }
}
