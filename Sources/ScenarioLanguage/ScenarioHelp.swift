import TodoModel

/// The one-line description of every command, as `help` prints it and `--help` lists it.
public enum ScenarioHelp {
  /// `(usage, meaning)` pairs in the order of `docs/ScenarioLanguage.md`.
  public static let commands: [(usage: String, meaning: String)] = [
    ("open <id>", "tap a row in the active scene's list (the list must be on top)"),
    ("link <id>", "open a detail from outside the list, like a deep link"),
    ("favorite", "toggle the star on the open detail"),
    ("rename <title>", "change the open todo's title (1 to 200 characters, one line)"),
    ("delete", "delete the open todo from its detail; the detail closes"),
    ("add <title>", "add a todo at the top, from the list (the list must be on top)"),
    ("remove <id>", "swipe-to-delete a row of the list (the list must be on top)"),
    ("back", "pop the open detail"),
    ("scroll", "re-render the list's cells from the list screen's own state"),
    ("scene <n>", "make scene n (1 to 3) active, opening it at its list if it is new"),
    ("close <n>", "close scene n (2 or 3), as a person closes a window (scene 1 stays open)"),
    ("remote rename <id> <title>", "a server push that renames, from a background thread"),
    ("remote favorite <id>", "a server push that toggles the star"),
    ("remote delete <id>", "a server push that deletes"),
    ("remote late <change>", "a server push whose announcement comes after the next command"),
    (
      "sort newest|favorites-first",
      "the order of every list in every scene, a setting kept across launches (chapter 5)"
    ),
    ("relaunch", "end the app and start it again (chapters that persist restore everything)"),
    ("dump", "print what every scene shows, in the plain format"),
    ("help", "print this list"),
    ("quit", "stop reading commands"),
  ]

  /// The commands as aligned lines, each indented by `indent` spaces.
  public static func text(indent: Int = 2) -> String {
    let width = commands.map(\.usage.count).max() ?? 0
    let padding = String(repeating: " ", count: indent)
    return commands.map { usage, meaning in
      padding + usage + String(repeating: " ", count: width - usage.count + 2) + meaning + "\n"
    }.joined()
  }
}
