import HeadlessUIKit
import ScenarioLanguage
import TodoModel

/// Compares what the screens show with the data source, and says in words where they disagree.
///
/// The transcript prints these findings under each step, so the bug of a broken variant is named
/// where it happens: "scene 1: row t3 shows 'Call the dentist', the data source says …".
public struct SyncCheck {
  /// What every screen should show, by id.
  private let truthByID: [TodoID: Todo]
  /// What every screen should show, top first.
  private let truth: [Todo]
  /// The language findings are said in.
  private let language: Language

  /// Every disagreement between the screens in `dump` and `truth` (the data source, top first).
  ///
  /// The detail of a scene in `typedTitles` shows, as its title, what the person typed into its
  /// field and has not submitted: nothing that arrives may replace it.
  public static func problems(
    in dump: StateDump, truth: [Todo], typedTitles: [Int: String] = [:],
    language: Language = .english
  ) -> [String] {
    let check = SyncCheck(
      truthByID: Dictionary(uniqueKeysWithValues: truth.map { ($0.id, $0) }), truth: truth,
      language: language)
    return dump.scenes.flatMap {
      check.listProblems(in: $0) + check.detailProblems(in: $0, typed: typedTitles[$0.number])
    }
  }

  /// Rows shown twice, rows that differ from the data source or show a deleted todo, and todos
  /// the list does not show, in the list of `scene`.
  private func listProblems(in scene: StateDump.Scene) -> [String] {
    let number = "\(scene.number)"
    var timesShown: [TodoID: Int] = [:]
    for row in scene.list { timesShown[row.id, default: 0] += 1 }
    var problems: [String] = []
    var reportedIDs = Set<TodoID>()
    for row in scene.list where reportedIDs.insert(row.id).inserted {
      if let times = timesShown[row.id], times > 1 {
        problems.append(
          say("problem.shownTwice", ["scene": number, "id": "\(row.id)", "times": "\(times)"]))
      }
      if let current = truthByID[row.id] {
        if current != row {
          problems.append(
            say(
              "problem.rowDiffers",
              [
                "scene": number, "id": "\(row.id)", "shown": describe(row),
                "truth": describe(current),
              ]))
        }
      } else {
        problems.append(say("problem.rowDeleted", ["scene": number, "id": "\(row.id)"]))
      }
    }
    for todo in truth where timesShown[todo.id] == nil {
      problems.append(say("problem.rowMissing", ["scene": number, "id": "\(todo.id)"]))
    }
    return problems
  }

  /// What the detail on top of `scene` shows, when it differs from the data source (or, for its
  /// title, from what the person typed) or shows a deleted todo.
  private func detailProblems(in scene: StateDump.Scene, typed: String?) -> [String] {
    guard let detail = scene.detail else { return [] }
    guard var current = truthByID[detail.id] else {
      return [say("problem.detailDeleted", ["scene": "\(scene.number)", "id": "\(detail.id)"])]
    }
    if let typed {
      // Typing the person has not submitted, replaced by what arrived, is its own finding.
      if detail.title != typed {
        return [
          say(
            "problem.typingReplaced",
            ["scene": "\(scene.number)", "shown": describe(detail), "typed": typed])
        ]
      }
      current.title = typed
    }
    guard current != detail else { return [] }
    return [
      say(
        "problem.detailDiffers",
        ["scene": "\(scene.number)", "shown": describe(detail), "truth": describe(current)])
    ]
  }

  private func say(_ key: String, _ arguments: [String: String]) -> String {
    Message(key, arguments).text(in: language)
  }

  private func describe(_ todo: Todo) -> String {
    say("problem.todo", ["title": todo.title, "star": todo.isFavorite ? "★" : "☆"])
  }
}
