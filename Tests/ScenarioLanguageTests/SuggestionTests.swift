import Testing

@testable import ScenarioLanguage

struct SuggestionTests {
  @Test func aTypoOrTheWrongCaseFindsTheNameMeant() {
    let chapters = ["NoSync", "SharedObjectSync", "QuerySync", "StoreSync"]
    #expect(Suggestion.closest(to: "querysync", among: chapters) == "QuerySync")
    #expect(Suggestion.closest(to: "SharedObjectSnyc", among: chapters) == "SharedObjectSync")
    #expect(
      Suggestion.closest(to: "edit-in-detial", among: ["edit-in-detail", "add"]) == "edit-in-detail"
    )
  }

  @Test func aNameFarFromEveryOneFindsNothing() {
    #expect(Suggestion.closest(to: "banana", among: ["NoSync", "QuerySync"]) == nil)
    #expect(Suggestion.closest(to: "x", among: []) == nil)
    #expect(Suggestion.closest(to: String(repeating: "a", count: 100_000), among: ["add"]) == nil)
  }
}

/// What a learner reads speaks of the app and its screens, never of the modules and types that
/// run it here.
struct HostNamesInMessagesTests {
  static let hostNames = [
    "SwiftUIHosting", "UIKitHosting", "ChapterKit", "ChapterCommandLine", "ChapterBenchmark",
    "HostControl", "AppHost", "HostedApp", "ListScreen", "DetailScreen", "ScreenContext",
  ]

  @Test(arguments: [Language.english, .japanese])
  func noMessageNamesAModuleOrTypeOfTheHost(language: Language) {
    let table = Messages.table(language)
    #expect(table.count > 100)
    for (key, text) in table.sorted(by: { $0.key < $1.key }) {
      for name in Self.hostNames where text.contains(name) {
        Issue.record("\(language) \(key) names \(name): \(text)")
      }
    }
  }
}
