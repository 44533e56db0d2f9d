import ScenarioLanguage

/// The project's named scenarios: short scripts that each show one outcome every chapter must
/// produce, and in which each broken variant shows its mistake.
///
/// The comparison tests play every one in every chapter; `swift run Compare <name>` plays one in
/// every chapter, side by side; a broken variant run with no script plays the one it declares.
public struct NamedScenario: Hashable, Sendable {
  /// What `Compare` and a variant's declaration take, such as `edit-in-detail`.
  public let name: String
  /// What the scenario shows, in one line, in English.
  public var summary: String { summary(in: .english) }

  /// What the scenario shows, in one line, in `language`.
  public func summary(in language: Language) -> String {
    Message("scenario.\(name)").text(in: language)
  }
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
      script: """
        open t3
        rename Call the dentist about the crown
        dump
        back
        dump
        """),
    NamedScenario(
      name: "favorite",
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
      script: """
        open t5
        delete
        dump
        """),
    NamedScenario(
      name: "swipe-delete",
      script: """
        scene 2
        scene 1
        remove t2
        remove t20
        dump
        """),
    NamedScenario(
      name: "add",
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
      name: "typing-during-a-push",
      script: """
        open t3
        type Call the dentist about the crown
        remote favorite t3
        dump
        submit
        dump
        """),
    NamedScenario(
      name: "answer-after-an-edit",
      script: """
        hold
        open t3
        remote favorite t3
        deliver p1
        rename Call the surgery
        deliver a2
        deliver a1
        dump
        deliver all
        dump
        """),
    NamedScenario(
      name: "scroll-after-edit",
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
