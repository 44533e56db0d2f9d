import TodoModel

/// What every open scene shows, in the canonical form that `dump` prints.
///
/// The reference model and the real app both produce one, so the comparison tests compare two
/// values of this type, and a failure prints the line diff of their plain text.
public struct StateDump: Hashable, Sendable, CustomStringConvertible {
  /// What one scene shows.
  public struct Scene: Hashable, Sendable {
    /// The scene's number, 1 to 3.
    public var number: Int
    /// Whether commands go to this scene.
    public var isActive: Bool
    /// The list's rendered rows, top to bottom, also while a detail covers the list.
    public var list: [Todo]
    /// What the detail on top shows, or `nil` when the list is on top.
    public var detail: Todo?

    /// Describes one scene.
    public init(number: Int, isActive: Bool, list: [Todo], detail: Todo?) {
      self.number = number
      self.isActive = isActive
      self.list = list
      self.detail = detail
    }
  }

  /// Every open scene, in ascending order of number.
  public var scenes: [Scene]

  /// Creates a dump; scenes are sorted by number.
  public init(scenes: [Scene]) {
    self.scenes = scenes.sorted { $0.number < $1.number }
  }

  /// The plain format of `docs/ScenarioLanguage.md`, one line per row, ending with `end`.
  public var lines: [String] {
    var lines: [String] = []
    for scene in scenes {
      lines.append("scene \(scene.number)" + (scene.isActive ? " active" : ""))
      for todo in scene.list {
        lines.append("list " + Self.describe(todo))
      }
      if let detail = scene.detail {
        lines.append("detail " + Self.describe(detail))
      }
    }
    lines.append("end")
    return lines
  }

  /// The plain format as one string with a trailing newline, exactly as `dump` prints it.
  public var plainText: String {
    lines.joined(separator: "\n") + "\n"
  }

  /// Same as ``plainText``.
  public var description: String { plainText }

  /// `t3 1 Call the dentist`: id, favorite flag as 0 or 1, title.
  public static func describe(_ todo: Todo) -> String {
    "\(todo.id) \(todo.isFavorite ? 1 : 0) \(todo.title)"
  }

  /// The lines that differ, `-` for expected lines missing here and `+` for lines only here,
  /// with two lines of context; empty when the dumps are equal.
  public func lineDiff(expected: StateDump) -> String {
    let old = expected.lines
    let new = lines
    guard old != new else { return "" }
    // A longest-common-subsequence table is plenty for dumps of a few dozen lines.
    var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        common[i][j] =
          old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var marked: [(mark: Character, line: String)] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        marked.append((" ", old[i]))
        i += 1
        j += 1
      } else if j < new.count, i == old.count || common[i][j + 1] >= common[i + 1][j] {
        marked.append(("+", new[j]))
        j += 1
      } else {
        marked.append(("-", old[i]))
        i += 1
      }
    }
    let changed = marked.indices.filter { marked[$0].mark != " " }
    let shown = Set(changed.flatMap { max(0, $0 - 2)...min(marked.count - 1, $0 + 2) })
    return marked.indices.filter(shown.contains)
      .map { "\(marked[$0].mark) \(marked[$0].line)" }
      .joined(separator: "\n")
  }
}
