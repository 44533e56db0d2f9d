/// The project's named scenarios: short scripts that each show one outcome every chapter must
/// produce, and in which each broken variant shows its mistake.
///
/// The comparison tests play every one in every chapter; `swift run Compare <name>` plays one in
/// every chapter, side by side; a broken variant run with no script plays the one it declares.
public struct NamedScenario: Hashable, Sendable {
  /// What `Compare` and a variant's declaration take, such as `edit-in-detail`.
  public let name: String
  /// What the scenario shows, in one line.
  public let summary: String
  /// The script, one command a line.
  public let script: String

  /// The scenario called `name`, or `nil` when there is none.
  public static func named(_ name: String) -> NamedScenario? {
    all.first { $0.name == name }
  }

  /// Every named scenario, in the order the comparison table shows them.
  public static let all: [NamedScenario] = [
    NamedScenario(
      name: "edit-in-detail",
      summary: "Rename a todo in its detail: the list behind it and, after back, the list itself "
        + "show it.",
      script: """
        open t3
        rename Call the dentist about the crown
        dump
        back
        dump
        """),
    NamedScenario(
      name: "favorite",
      summary: "Star a todo in its detail, then unstar another one.",
      script: """
        open t3
        favorite
        dump
        back
        open t1
        favorite
        back
        dump
        """),
    NamedScenario(
      name: "delete-from-detail",
      summary: "Delete a todo from its detail: the detail closes and the row disappears.",
      script: """
        open t5
        delete
        dump
        """),
    NamedScenario(
      name: "swipe-delete",
      summary: "Swipe rows away in the list, with a second scene showing the same list.",
      script: """
        scene 2
        scene 1
        remove t2
        remove t20
        dump
        """),
    NamedScenario(
      name: "add",
      summary: "Add two todos from the lists, one of which was just showing a detail; each "
        + "appears at the top of every list, with a new id.",
      script: """
        open t6
        back
        scene 2
        add Buy oat milk
        scene 1
        add Call the plumber
        dump
        """),
    NamedScenario(
      name: "deep-link",
      summary: "Open details from outside the list, over another detail and over the list.",
      script: """
        open t2
        link t7
        rename Return library books by Friday
        dump
        back
        link t9
        dump
        """),
    NamedScenario(
      name: "edit-in-scene-2-while-scene-1-shows-it",
      summary: "Scene 1 shows the detail of t3; scene 2 edits it. Both scenes must follow.",
      script: """
        open t3
        scene 2
        open t3
        rename Call the dentist about the crown
        favorite
        dump
        scene 1
        delete
        dump
        """),
    NamedScenario(
      name: "remote-while-detail-open",
      summary: "A server renames the todo an open detail shows, then deletes it.",
      script: """
        open t4
        scene 2
        link t4
        remote rename t4 Pay the electricity bill online
        dump
        remote delete t4
        dump
        """),
    NamedScenario(
      name: "late-server-push",
      summary: "A server stars a todo while its detail is open, and its announcement arrives "
        + "only after the person has renamed it: the rename must stay.",
      script: """
        open t3
        remote late favorite t3
        dump
        rename Call the surgery
        dump
        back
        dump
        """),
    NamedScenario(
      name: "scroll-after-edit",
      summary: "Scrolling renders every cell again from the list's own state: nothing may "
        + "change.",
      script: """
        open t3
        rename Call the dentist about the crown
        favorite
        back
        scroll
        dump
        """),
    NamedScenario(
      name: "bad-lines-in-good-script",
      summary: "Bad lines are rejected with an error each and change nothing; the good ones "
        + "still run.",
      script: """
        open t3
        opne t4
        rename
        favorite
        scene 9
        back
        back
        remove t99
        add Buy oat milk
        link t21
        dump
        """),
    NamedScenario(
      name: "close-a-scene",
      summary: "Scene 2 opens a detail, goes back and is closed; the server then renames what it "
        + "showed. Every screen that went away must be released, and hear nothing more.",
      script: """
        scene 2
        open t3
        back
        close 2
        remote rename t3 Call the dentist about the crown
        dump
        """),
  ]
}
