import Foundation
import Testing

/// Examples/Apple/Apps holds one app package per chapter, which Xcode opens and runs: its lesson
/// files are the chapter's own, linked, and each mistake or alternative is a change that
/// `variant.sh` makes to a copy of it, listed in `variants.tsv`.
struct AppleAppTests {
  static let apps = "Examples/Apple/Apps"

  /// One line of `variants.tsv`: a replacement in a file of a chapter's app package.
  struct Change {
    let chapter: String
    let variant: String
    let file: String
    let old: String
    let new: String
  }

  static func changes() throws -> [Change] {
    try DocsTests.read("\(apps)/variants.tsv").split(separator: "\n")
      .filter { !$0.hasPrefix("#") }
      .map { line in
        let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        try #require(cells.count == 5, "\(line): five cells, separated by tabs")
        return Change(
          chapter: cells[0], variant: cells[1], file: cells[2], old: cells[3], new: cells[4])
      }
  }

  /// The chapters, from their docs: every one has an app.
  static let chapters = DocsTests.chapterDocs.compactMap(DocsTests.chapterName(of:))

  /// How many times `part` occurs in `text`.
  static func count(of part: String, in text: String) -> Int {
    text.components(separatedBy: part).count - 1
  }

  @Test func everyChapterHasAnAppWhoseLessonIsTheChaptersLinkedFiles() throws {
    let manifest = try DocsTests.read("\(Self.apps)/AppPackage.swift")
    #expect(manifest.contains("import AppleProductTypes\n"))
    for chapter in Self.chapters {
      let app = "\(Self.apps)/\(chapter).swiftpm"
      #expect(DocsTests.linkTarget(of: "\(app)/Package.swift") == "../AppPackage.swift", "\(app)")
      #expect(DocsTests.linkTarget(of: "\(app)/Info.plist") == "../Info.plist", "\(app)")
      #expect(DocsTests.linkTarget(of: "\(app)/TodoModel") == "../../TodoModel", "\(app)")
      // The manifest names the folder of Examples/Apple that App/Lesson links.
      let lesson = try #require(DocsTests.linkTarget(of: "\(app)/App/Lesson"), "\(app)/App/Lesson")
      let folder = String(lesson.dropFirst("../../../".count))
      let entry = try #require(
        manifest.firstRange(of: "\"\(chapter)\": ChapterApp(").map { start in
          manifest[start.lowerBound...].prefix { $0 != ")" }
        }, "AppPackage.swift has no entry for \(chapter)")
      #expect(entry.contains("lessonFolder: \"\(folder)\""), "\(entry): not \(folder)")
      // The folder links the chapter's files; its own files, sketches in another framework, are
      // the ones the entry leaves out.
      let files = try FileManager.default.contentsOfDirectory(
        atPath: DocsTests.root.appendingPathComponent("Examples/Apple/\(folder)").path)
      let linked = files.filter {
        DocsTests.linkTarget(of: "Examples/Apple/\(folder)/\($0)")?
          .hasPrefix("../../../Sources/\(chapter)/") == true
      }
      #expect(!linked.isEmpty, "Examples/Apple/\(folder) links no file of Sources/\(chapter)")
      let sketches = files.filter { $0.hasSuffix(".swift") && !linked.contains($0) }
      #expect(
        Self.count(of: ".swift\"", in: String(entry)) == sketches.count
          && sketches.allSatisfy { entry.contains("\"\($0)\"") },
        "\(entry): the sketches of Examples/Apple/\(folder) are \(sketches.sorted())")
      let main = try DocsTests.read("\(app)/App/Main.swift")
      #expect(
        main.contains("@main extension AppDelegate {}\n")
          || main.contains("@main extension TodoApp {}\n"),
        "\(app)/App/Main.swift starts the chapter's app delegate or App")
    }
  }

  @Test func everyMistakeAndAlternativeIsAChangeToTheApp() throws {
    let changes = try Self.changes()
    for chapter in Self.chapters {
      let variants = try
        (DocsTests.variantFiles(of: chapter) + DocsTests.alternativeFiles(of: chapter))
        .map(DocsTests.variantName(ofFile:))
      let listed = Set(changes.filter { $0.chapter == chapter }.map(\.variant))
      #expect(
        listed == Set(variants),
        "variants.tsv lists \(chapter)'s \(listed.sorted()), its files are \(variants.sorted())")
    }
    #expect(Set(changes.map(\.chapter)).isSubset(of: Set(Self.chapters)))
  }

  @Test func everyChangeFindsItsTextOnceAndPutsTheVariantsTypeInItsPlace() throws {
    let changes = try Self.changes()
    for change in changes {
      let file = "\(Self.apps)/\(change.chapter).swiftpm/\(change.file)"
      let text = try DocsTests.read(file)
      #expect(Self.count(of: change.old, in: text) == 1, "'\(change.old)' is not once in \(file)")
      #expect(change.old != change.new)
    }
    // At least one of a variant's changes names a type its own file declares.
    for (key, lines) in Dictionary(grouping: changes, by: { "\($0.chapter)/\($0.variant)" }) {
      let chapter = lines[0].chapter
      let source = try #require(
        (try DocsTests.variantFiles(of: chapter) + DocsTests.alternativeFiles(of: chapter))
          .first { DocsTests.variantName(ofFile: $0) == lines[0].variant }, "\(key): no file")
      let declared = try DocsTests.read(source).matches(
        of: /\n(?:final )?(?:class|struct|actor) (\w+)/
      ).map { String($0.1) }
      #expect(
        lines.contains { line in declared.contains { line.new.contains($0) } },
        "\(key): no change names a type of \(source) (\(declared))")
    }
  }
}
