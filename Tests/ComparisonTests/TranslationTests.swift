import ChapterKit
import Testing

/// Every chapter says its own words — its title and what each variant does — in every language.
@MainActor
struct TranslationTests {
  @Test func everyChapterHasItsTitleAndEveryVariantsSummaryInJapanese() {
    for chapter in registeredChapters {
      let japanese = chapter.translations[.japanese]
      #expect(japanese != nil, "\(chapter.name) has no Japanese words")
      #expect(japanese?.title.isEmpty == false, "\(chapter.name) has no Japanese title")
      let names = Set(chapter.variants.map(\.name))
      let translated = Set(japanese?.variantSummaries.keys.map { $0 } ?? [])
      #expect(
        names.subtracting(translated).isEmpty,
        "\(chapter.name): no Japanese summary for \(names.subtracting(translated).sorted())")
      #expect(
        translated.subtracting(names).isEmpty,
        "\(chapter.name): a Japanese summary for no variant: \(translated.subtracting(names))")
      for summary in japanese?.variantSummaries.values.map({ $0 }) ?? [] {
        #expect(summary.contains { $0.displayWidth == 2 }, "\(chapter.name): '\(summary)'")
      }
    }
  }
}
