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
