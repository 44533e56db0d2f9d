import HeadlessUIKit
import ScenarioLanguage
import TodoModel

/// Compares what the screens show with the data source, and says in words where they disagree.
///
/// The transcript prints these findings under each step, so the bug of a broken variant is named
/// where it happens: "scene 1: row t3 shows 'Call the dentist', the data source says …".
public enum SyncCheck {
  /// Every disagreement between the screens in `dump` and `truth` (the data source, top first).
  public static func problems(
    in dump: StateDump, truth: [Todo], language: Language = .english
  ) -> [String] {
    func say(_ key: String, _ arguments: [String: String]) -> String {
      Message(key, arguments).text(in: language)
    }
    func describe(_ todo: Todo) -> String {
      say("problem.todo", ["title": todo.title, "star": todo.isFavorite ? "★" : "☆"])
    }
    let truthByID = Dictionary(uniqueKeysWithValues: truth.map { ($0.id, $0) })
    var problems: [String] = []
    for scene in dump.scenes {
      let shownIDs = Set(scene.list.map(\.id))
      var timesShown: [TodoID: Int] = [:]
      for row in scene.list { timesShown[row.id, default: 0] += 1 }
      var reportedIDs = Set<TodoID>()
      for row in scene.list where reportedIDs.insert(row.id).inserted {
        if let times = timesShown[row.id], times > 1 {
          problems.append(
            say(
              "problem.shownTwice",
              ["scene": "\(scene.number)", "id": "\(row.id)", "times": "\(times)"]))
        }
        if let current = truthByID[row.id] {
          if current != row {
            problems.append(
              say(
                "problem.rowDiffers",
                [
                  "scene": "\(scene.number)", "id": "\(row.id)", "shown": describe(row),
                  "truth": describe(current),
                ]))
          }
        } else {
          problems.append(
            say("problem.rowDeleted", ["scene": "\(scene.number)", "id": "\(row.id)"]))
        }
      }
      for todo in truth where !shownIDs.contains(todo.id) {
        problems.append(
          say("problem.rowMissing", ["scene": "\(scene.number)", "id": "\(todo.id)"]))
      }
      if let detail = scene.detail {
        if let current = truthByID[detail.id] {
          if current != detail {
            problems.append(
              say(
                "problem.detailDiffers",
                [
                  "scene": "\(scene.number)", "shown": describe(detail),
                  "truth": describe(current),
                ]))
          }
        } else {
          problems.append(
            say("problem.detailDeleted", ["scene": "\(scene.number)", "id": "\(detail.id)"]))
        }
      }
    }
    return problems
  }
}
