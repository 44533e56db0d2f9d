import ChapterKit
import Foundation
import Testing

/// Where each variant lives, and how far it strays from the lesson.
///
/// A chapter's top level is its correct app. Each mistake is one change to it — a direct
/// subclass that replaces one view, screen or type — in `Pitfalls/<name>.swift`, short enough to
/// read at a glance; where the mistake belongs to another correct design, it changes that one.
/// Costly and other correct designs live in `Alternatives/<name>.swift`.
struct VariantLayoutTests {
  /// The longest a mistake's file may be, comments included.
  static let longestPitfall = 60

  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test(arguments: ChapterCases.broken.filter { $0.variant != $0.chapter.defaultVariant })
  func aMistakeIsOneShortFileThatChangesTheCorrectAppOrAnAlternative(chapterCase: ChapterCase)
    throws
  {
    let file = "Sources/\(chapterCase.chapterName)/Pitfalls/\(chapterCase.variantName).swift"
    let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    #expect(lines <= Self.longestPitfall, "\(file) has \(lines) lines")
    // Its app is a direct subclass of the chapter's app, or of a correct alternative's.
    let bases =
      [chapterCase.chapter] + chapterCase.chapter.variants.filter { $0.kind != .broken }.map(\.app)
    let base: AnyClass = try #require(_getSuperclass(chapterCase.variant.app))
    #expect(
      bases.contains { ObjectIdentifier($0) == ObjectIdentifier(base) },
      "\(chapterCase.testDescription)'s app subclasses \(base), not a correct variant's app")
  }

  @Test(arguments: ChapterCases.all.filter { $0.variant != $0.chapter.defaultVariant })
  func everyOtherVariantHasAFileNamedAfterItInTheFolderOfItsKind(chapterCase: ChapterCase) {
    let folder = chapterCase.variant.kind == .broken ? "Pitfalls" : "Alternatives"
    let file = "Sources/\(chapterCase.chapterName)/\(folder)/\(chapterCase.variantName).swift"
    #expect(
      FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(file).path),
      "\(chapterCase.testDescription) has no \(file)")
  }

  @Test(arguments: registeredChapters.map { $0.name })
  func pitfallsHoldTheMistakesAndTheVariantTableAndNothingElse(chapter: String) throws {
    let type = try #require(registeredChapters.first { $0.name == chapter })
    let mistakes = type.variants.filter { $0.kind == .broken && $0 != type.defaultVariant }
    let others = type.variants.filter { $0.kind != .broken && $0 != type.defaultVariant }
    // A chapter written against Apple's names keeps its variant table with its launch code, so
    // that its Pitfalls folder holds lesson files only.
    let table =
      try Self.files(in: "Sources/\(chapter)/Launch").contains("Variants.swift")
      ? [] : ["Variants.swift"]
    #expect(
      try Self.files(in: "Sources/\(chapter)/Pitfalls")
        == Set(mistakes.map { "\($0.name).swift" } + table))
    #expect(
      try Self.files(in: "Sources/\(chapter)/Alternatives")
        == Set(others.map { "\($0.name).swift" }))
  }

  static func files(in folder: String) throws -> Set<String> {
    let path = root.appendingPathComponent(folder).path
    guard FileManager.default.fileExists(atPath: path) else { return [] }
    return Set(try FileManager.default.contentsOfDirectory(atPath: path))
  }
}
