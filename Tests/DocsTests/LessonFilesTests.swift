import Foundation
import Testing

/// The lesson files of a chapter written against Apple's names — its top level, `Pitfalls/` and
/// `Alternatives/` — are the files a person builds in Xcode: they import Apple's modules and the
/// domain, nothing of the host, and use no type of a stand-in that Apple's framework lacks.
@MainActor
struct LessonFilesTests {
  /// The modules a lesson file may import: Apple's (`SQLite3` is the SDKs' SQLite), and the
  /// app's own domain and todo views.
  static let lessonModules: Set<String> = [
    "UIKit", "SwiftUI", "Combine", "SwiftData", "Observation", "Foundation", "Dispatch",
    "SQLite3", "TodoModel", "TodoUIKit",
  ]

  /// The chapters whose files say `import UIKit` and mean the stand-in, as Package.swift lists
  /// them in `chaptersOnAppleModuleNames`.
  static func chaptersOnAppleNames() throws -> [String] {
    let manifest = try DocsTests.read("Package.swift")
    guard let start = manifest.range(of: "let chaptersOnAppleModuleNames") else { return [] }
    let list = manifest[start.upperBound...].prefix { $0 != "]" }
    return list.matches(of: #/"(\w+)"/#).map { String($0.output.1) }
  }

  /// The text without its `#if os(Linux)` branches: the one block per chapter that stands in
  /// for what Linux lacks, which the Apple app never compiles.
  static func outsideLinuxBlocks(_ text: String) -> String {
    text.replacing(#/(?s)#if os\(Linux\).*?(#else|#endif)/#, with: "")
  }

  static func lessonFiles(of chapter: String) throws -> [String] {
    try DocsTests.swiftFiles(in: "Sources/\(chapter)").filter {
      let inside = $0.dropFirst("Sources/\(chapter)/".count)
      return !inside.contains("/") || inside.hasPrefix("Pitfalls/")
        || inside.hasPrefix("Alternatives/")
    }
  }

  @Test func aLessonFileImportsOnlyApplesModulesAndTheDomain() throws {
    let chapters = try Self.chaptersOnAppleNames()
    #expect(chapters.contains("NoSync"))
    for chapter in chapters {
      for file in try Self.lessonFiles(of: chapter) {
        let imports = Self.outsideLinuxBlocks(try DocsTests.read(file))
          .matches(of: #/(?m)^\s*import (\w+)/#).map { String($0.output.1) }
        for module in imports where !Self.lessonModules.contains(module) {
          Issue.record("\(file) imports \(module): a lesson file imports Apple's modules only")
        }
      }
    }
  }

  /// A stand-in that throws where Apple's API does not would make a lesson write `try!` or
  /// `try?` that does not compile against the real framework, or means something else there.
  @Test func aLessonFileForcesOrSwallowsNoError() throws {
    for chapter in try Self.chaptersOnAppleNames() {
      for file in try Self.lessonFiles(of: chapter) {
        let text = try DocsTests.read(file)
        #expect(!text.contains("try!"), "\(file) says try!")
        #expect(!text.contains("try?"), "\(file) says try?")
      }
    }
  }

  @Test func aLessonFileUsesNoTypeOfAStandInThatApplesFrameworkLacks() throws {
    let ledger = DocsTests.section(
      "## The ledger", of: try DocsTests.read("docs/ApplePlatforms.md"))
    let apple = Set(ledger.split(separator: "\n").compactMap(LedgerTests.rowKey))
    var hostTypes: Set<String> = []
    for file in try DocsTests.swiftFiles(in: "Sources/HeadlessUIKit") {
      for key in PublicDeclarations.keys(in: try DocsTests.read(file))
      where !key.contains(".") && !apple.contains(key) {
        hostTypes.insert(key)
      }
    }
    #expect(hostTypes.contains("ListScreen"), "the host's screens were not found")
    // The types of the modules that run a chapter from outside: the SwiftUI stand-in's runtime
    // and hosting API, the hosting layers, the runner's kit.
    for folder in Self.harnessFolders {
      for file in try DocsTests.swiftFiles(in: folder) {
        hostTypes.formUnion(Self.declaredTypes(in: try DocsTests.read(file)))
      }
    }
    #expect(hostTypes.isSuperset(of: ["ViewGraph", "ViewSubstitution", "HostedApp", "ChapterApp"]))
    for chapter in try Self.chaptersOnAppleNames() {
      for file in try Self.lessonFiles(of: chapter) {
        // The code, not its comments, which may name what a chapter shows ("Symptom: …").
        let code = try DocsTests.read(file).replacing(#/(?m)//.*$/#, with: "")
        let words = Set(code.matches(of: #/\b[A-Z]\w*\b/#).map { String($0.output) })
        for type in words.intersection(hostTypes).sorted() {
          Issue.record("\(file) uses \(type), which is the host's, not Apple's")
        }
      }
    }
  }

  /// The folders whose types only the host, the runner and the tests use.
  static let harnessFolders = [
    "Sources/HeadlessSwiftUI/Runtime", "Sources/HeadlessSwiftUI/Hosting", "Sources/SwiftUIHosting",
    "Sources/UIKitHosting", "Sources/ChapterKit", "Sources/ChapterBenchmark",
    "Tests/ChapterTestSupport",
  ]

  /// The names of the types `text` declares for other modules to use (public, open or package).
  static func declaredTypes(in text: String) -> Set<String> {
    let pattern =
      #/(?m)^\s*(?:@\w+\s+)*(?:public|open|package)\s+(?:final\s+)?(?:class|struct|enum|protocol|actor|typealias)\s+(\w+)/#
    return Set(text.matches(of: pattern).map { String($0.output.1) })
  }
}
