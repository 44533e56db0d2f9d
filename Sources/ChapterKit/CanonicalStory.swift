import HeadlessUIKit
import ScenarioLanguage
import TodoModel

/// The story every chapter plays by default: one person's few minutes with the app.
///
/// It walks through each outcome the chapters must produce: an edit in the detail, a delete, an
/// add, a second window that edits what the first one shows, a change pushed by a server, and a
/// scroll that shows whether the list's own state agrees with what its cells say.
public enum CanonicalStory {
  /// One step: what the person does, and what to look for.
  public struct Step: Sendable {
    /// The command that performs the step.
    public let command: ScenarioCommand
    /// What happens, in the reader's words.
    public let caption: String
  }

  /// The steps, in order.
  public static let steps: [Step] = [
    Step(command: .open("t3"), caption: "Tap “Call the dentist” in the list. Its detail opens."),
    Step(command: .favorite, caption: "Tap the star in the detail. Watch the row behind it."),
    Step(
      command: .rename("Call the dentist about the crown"),
      caption: "Edit the title in the detail and confirm."),
    Step(command: .back, caption: "Go back. Does the row show the new title and the star?"),
    Step(command: .open("t5"), caption: "Open “Pick up dry cleaning”."),
    Step(command: .delete, caption: "Delete it from its detail. The detail closes."),
    Step(command: .add("Buy oat milk"), caption: "Add a todo from the list: t21, at the top."),
    Step(command: .scene(2), caption: "Open a second window. Scene 2 starts at its list."),
    Step(command: .open("t21"), caption: "In scene 2, open “Buy oat milk”."),
    Step(
      command: .rename("Buy oat milk and bread"),
      caption: "Rename it in scene 2. Scene 1's list should follow at once."),
    Step(
      command: .remote(.favorite("t21")),
      caption: "A server push stars t21, from a background thread."),
    Step(command: .scene(1), caption: "Back to scene 1."),
    Step(
      command: .scroll,
      caption: "Scroll scene 1's list: every cell renders again from the list's own state."),
  ]

  /// The steps a storyboard draws, and the scene each frame shows (`nil`: the active one): the
  /// rename in the detail, the list after going back, an edit in scene 2 as scene 1 sees it, and
  /// the server's change.
  public static let keyFrames: [(step: Int, scene: Int?)] = [(3, nil), (4, nil), (10, 1), (11, 1)]

  /// The story a chapter plays: a chapter with the sort setting changes it, and a chapter that
  /// restores from storage ends with a relaunch.
  @MainActor
  public static func steps(for chapter: any ChapterApp.Type) -> [Step] {
    var steps = steps
    if chapter.hasSortSetting {
      steps.append(
        Step(
          command: .sort(.favoritesFirst),
          caption: "Sort scene 1's list with favorites first: scene 2's list follows at once."))
    }
    if chapter.restoresOnRelaunch {
      steps.append(
        Step(
          command: .relaunch,
          caption:
            "Quit the app and launch it again: both scenes, scene 2's detail and the order "
            + "come back."))
    }
    return steps
  }

  /// The story a chapter plays, as a script, one command per line, for `--script` and the
  /// tests.
  @MainActor
  public static func script(for chapter: any ChapterApp.Type) -> String {
    steps(for: chapter).map { $0.command.text + "\n" }.joined()
  }
}
