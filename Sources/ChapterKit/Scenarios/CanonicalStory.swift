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
    public let message: Message

    /// What happens, in English.
    public var caption: String { message.text(in: .english) }
  }

  /// The steps, in order.
  public static let steps: [Step] = [
    Step(command: .open("t3"), message: Message("story.open")),
    Step(command: .favorite, message: Message("story.favorite")),
    Step(command: .rename("Call the dentist about the crown"), message: Message("story.rename")),
    Step(command: .back, message: Message("story.back")),
    Step(command: .open("t5"), message: Message("story.openSecond")),
    Step(command: .delete, message: Message("story.delete")),
    Step(command: .add("Buy oat milk"), message: Message("story.add")),
    Step(command: .scene(2), message: Message("story.scene2")),
    Step(command: .open("t21"), message: Message("story.openInScene2")),
    Step(command: .rename("Buy oat milk and bread"), message: Message("story.renameInScene2")),
    Step(command: .remote(.favorite("t21")), message: Message("story.serverPush")),
    Step(command: .scene(1), message: Message("story.scene1")),
    Step(command: .scroll, message: Message("story.scroll")),
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
      steps.append(Step(command: .sort(.favoritesFirst), message: Message("story.sort")))
    }
    if chapter.restoresOnRelaunch {
      steps.append(Step(command: .relaunch, message: Message("story.relaunch")))
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
