import HeadlessUIKit
import ScenarioLanguage
import TodoModel

/// Compares what the screens show with the data source, and says in words where they disagree.
///
/// The transcript prints these findings under each step, so the bug of a broken variant is named
/// where it happens: "scene 1: row t3 shows 'Call the dentist', the data source says …".
public enum SyncCheck {
  /// Every disagreement between the screens in `dump` and `truth` (the data source, top first).
  public static func problems(in dump: StateDump, truth: [Todo]) -> [String] {
    let truthByID = Dictionary(uniqueKeysWithValues: truth.map { ($0.id, $0) })
    var problems: [String] = []
    for scene in dump.scenes {
      let shownIDs = Set(scene.list.map(\.id))
      var timesShown: [TodoID: Int] = [:]
      for row in scene.list { timesShown[row.id, default: 0] += 1 }
      var reportedIDs = Set<TodoID>()
      for row in scene.list where reportedIDs.insert(row.id).inserted {
        if let times = timesShown[row.id], times > 1 {
          problems.append("scene \(scene.number): row \(row.id) is shown \(times) times")
        }
        if let current = truthByID[row.id] {
          if current != row {
            problems.append(
              "scene \(scene.number): row \(row.id) shows \(describe(row)), "
                + "the data source says \(describe(current))")
          }
        } else {
          problems.append("scene \(scene.number): row \(row.id) is still shown, but it was deleted")
        }
      }
      for todo in truth where !shownIDs.contains(todo.id) {
        problems.append("scene \(scene.number): the list has no row for \(todo.id)")
      }
      if let detail = scene.detail {
        if let current = truthByID[detail.id] {
          if current != detail {
            problems.append(
              "scene \(scene.number): the detail shows \(describe(detail)), "
                + "the data source says \(describe(current))")
          }
        } else {
          problems.append(
            "scene \(scene.number): the detail of \(detail.id) is still open, but it was deleted")
        }
      }
    }
    return problems
  }

  private static func describe(_ todo: Todo) -> String {
    "'\(todo.title)' " + (todo.isFavorite ? "★" : "☆")
  }
}
