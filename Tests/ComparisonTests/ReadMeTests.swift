import ChapterKit
import Foundation
import ScenarioLanguage
import Testing

/// What each chapter's readMe tells a learner to watch is there to see in the story.
@MainActor
struct ReadMeTests {
  /// The words a sentence about a step uses for what the step does, by the step's command.
  static func words(for command: ScenarioCommand) -> [String] {
    switch command {
    case .open, .link: ["open", "tap"]
    case .favorite: ["star", "favorite"]
    case .rename, .submit: ["rename", "title"]
    case .type: ["type", "title"]
    case .back: ["back", "list"]
    case .delete, .remove: ["delete"]
    case .add: ["add"]
    case .scene, .close: ["scene", "window"]
    case .remote, .remoteLate, .hold, .deliver: ["server"]
    case .scroll: ["scroll"]
    case .sort: ["sort", "order"]
    case .relaunch: ["quit", "launch"]
    case .dump, .help, .quit: []
    }
  }

  /// Each "Watch step N: …" sentence (or "Watch the last step: …") of a readMe, with N.
  static func watchedSteps(in readMe: String, storyLength: Int) -> [(step: Int, sentence: String)] {
    readMe.matches(of: #/[Ww]atch (step (\d+)|the last step): ([^.]*)/#).map { match in
      (match.output.2.flatMap { Int($0) } ?? storyLength, String(match.output.3))
    }
  }

  @Test(arguments: registeredChapters.map { $0.name })
  func everyStepAReadMeAsksToWatchIsAStepOfTheStoryThatDoesWhatItSays(chapter: String) throws {
    let type = try #require(registeredChapters.first { $0.name == chapter })
    let steps = CanonicalStory.steps(for: type)
    let readMe = type.readMe.replacingOccurrences(of: "\n", with: " ")
    for (number, sentence) in Self.watchedSteps(in: readMe, storyLength: steps.count) {
      try #require(
        (1...steps.count).contains(number),
        "\(chapter) asks to watch step \(number) of \(steps.count)")
      let command = steps[number - 1].command
      let words = Self.words(for: command)
      #expect(
        words.contains { sentence.lowercased().contains($0) },
        "\(chapter): step \(number) is '\(command.text)', but the readMe says: \(sentence)")
    }
  }

  @Test func aSentenceThatNamesAnotherStepIsCaught() {
    let watched = Self.watchedSteps(
      in: "Watch step 2: the star shows. Watch the last step: it launches again.", storyLength: 15)
    #expect(watched.map(\.step) == [2, 15])
    #expect(
      Self.words(for: CanonicalStory.steps[1].command).contains { watched[0].sentence.contains($0) }
    )
    #expect(
      !Self.words(for: CanonicalStory.steps[0].command).contains {
        watched[0].sentence.contains($0)
      })
  }
}
