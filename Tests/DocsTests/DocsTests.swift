import Foundation
import Testing

@testable import BenchmarkReport

/// The docs are part of the product: their code excerpts match the source, and their links lead
/// somewhere.
struct DocsTests {
  /// The repository's root, found from this file's place in it.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let chapterDocs: [String] = markdownFiles(in: "Chapters").filter {
    $0 != "Chapters/README.md"
  }

  /// Every chapter's source folder, from the chapter docs' names.
  static let chapterSourceFolders: [String] = chapterDocs.compactMap(chapterName(of:)).map {
    "Sources/\($0)"
  }

  static let japaneseChapterDocs: [String] = markdownFiles(in: "Chapters/ja").filter {
    chapterName(of: $0) != nil
  }

  static let allDocs: [String] =
    ["README.md", "README.ja.md"] + markdownFiles(in: "Chapters")
    + markdownFiles(in: "Chapters/ja") + markdownFiles(in: "docs") + markdownFiles(in: "docs/ja")
    + markdownFiles(in: "docs/deep-dives") + markdownFiles(in: "docs/ja/deep-dives")

  /// The sections of a chapter doc, in order (docs/Style.md).
  static let template = [
    "## Goal", "## The code", "## Pitfalls", "## Cost", "## Credits", "## Next",
  ]

  /// A chapter doc is read in about ten minutes: at most this many words (`wc -w`).
  static func wordBudget(of doc: String) -> Int {
    chapterNumber(of: doc) == 0 ? 1_600 : 2_300
  }

  /// At most this many excerpts in a chapter's `## The code`; the rest go to its deep dive.
  static let excerptBudget = 5

  @Test(arguments: chapterDocs)
  func everyChapterDocFollowsTheTemplate(doc: String) throws {
    let text = try Self.read(doc)
    let headings = text.split(separator: "\n").filter { $0.hasPrefix("## ") }
    #expect(headings.map(String.init) == Self.template, "\(doc)")
    #expect(text.hasPrefix("# "), "\(doc) starts with its title")
    let name = try #require(Self.chapterName(of: doc))
    #expect(
      text.contains(
        "[Source](../Sources/\(name)) · [Tests](../Tests/\(name)Tests) · "
          + "[Deep dive](../docs/deep-dives/\(name).md) · `swift run \(name)`"),
      "\(doc) lacks its link line")
  }

  @Test(arguments: chapterDocs)
  func everyChapterDocIsATenMinuteRead(doc: String) throws {
    let words = try Self.read(doc).split(whereSeparator: \.isWhitespace).count
    let budget = Self.wordBudget(of: doc)
    #expect(
      words <= budget,
      "\(doc) has \(words) words; \(budget) fit in ten minutes, the rest goes in its deep dive")
  }

  @Test(arguments: chapterDocs + japaneseChapterDocs)
  func theCodeShowsAtMostFiveExcerptsAndSaysWhereTheAppleCodeIs(doc: String) throws {
    let text = try Self.read(doc)
    let name = try #require(Self.chapterName(of: doc))
    let isJapanese = doc.contains("/ja/")
    let code = Self.section(isJapanese ? "## コード" : "## The code", of: text)
    let excerpts = Self.swiftBlocks(in: code)
    #expect(
      (1...Self.excerptBudget).contains(excerpts.count),
      "\(doc) shows \(excerpts.count) excerpts in its code section; 1 to \(Self.excerptBudget) fit")
    let note = isJapanese ? "**Apple プラットフォームでは" : "**On Apple platforms"
    let paragraph = code.components(separatedBy: "\n\n").first { $0.hasPrefix(note) }
    #expect(
      paragraph?.contains("deep-dives/\(name).md#") == true,
      "\(doc): the code section ends with a line that starts '\(note)' and links the deep dive")
  }

  @Test(arguments: chapterDocs + japaneseChapterDocs)
  func everyChapterDocShowsItsStoryboardBeforeItsFirstSection(doc: String) throws {
    let text = try Self.read(doc)
    let name = try #require(Self.chapterName(of: doc))
    // The Japanese edition shows the pictures drawn with `--lang ja`.
    let folder = doc.contains("/ja/") ? "docs/storyboards/ja" : "docs/storyboards"
    let picture = try #require(
      text.range(of: "\(folder)/\(name).svg)"), "\(doc) does not show its storyboard")
    let firstSection = text.range(of: "\n## ")?.lowerBound ?? text.endIndex
    #expect(
      picture.lowerBound < firstSection, "\(doc) shows its storyboard after its first section")
  }

  @Test(arguments: chapterDocs + japaneseChapterDocs)
  func nextLeadsToTheFollowingChapterAndAfterTheLastOneToComparison(doc: String) throws {
    let text = try Self.read(doc)
    let isJapanese = doc.contains("/ja/")
    let next = Self.section(isJapanese ? "## 次に読む" : "## Next", of: text)
    let firstLink = try #require(Self.links(in: next).first, "\(doc) has no link in its Next")
    let number = try #require(Self.chapterNumber(of: doc))
    let docs = isJapanese ? Self.japaneseChapterDocs : Self.chapterDocs
    if let following = docs.first(where: { Self.chapterNumber(of: $0) == number + 1 }) {
      #expect(firstLink == following.split(separator: "/").last.map(String.init), "\(doc)")
    } else {
      #expect(firstLink.hasSuffix("Comparison.md"), "\(doc): the last chapter leads to Comparison")
    }
  }

  @Test(arguments: chapterDocs)
  func everyExcerptInTheCodeSectionIsInTheCorrectAppWordForWord(doc: String) throws {
    let text = try Self.read(doc)
    let name = try #require(Self.chapterName(of: doc))
    // Only the top level of the folder: the correct app, with no pitfall in it.
    let sources = try Self.swiftFiles(in: "Sources/\(name)", topLevelOnly: true).map(Self.read)
    let excerpts = Self.swiftBlocks(in: Self.section("## The code", of: text))
    #expect(!excerpts.isEmpty, "\(doc) shows no code in ## The code")
    for excerpt in excerpts {
      #expect(
        sources.contains { $0.contains(excerpt) },
        "\(doc): this excerpt is not in Sources/\(name)/*.swift word for word:\n\(excerpt)")
    }
  }

  @Test(arguments: chapterDocs + japaneseChapterDocs)
  func everyPitfallIsShownAsTheOneChangeItIsWithATranscript(doc: String) throws {
    let text = try Self.read(doc)
    let name = try #require(Self.chapterName(of: doc))
    let pitfalls = Self.section(doc.contains("/ja/") ? "## 落とし穴" : "## Pitfalls", of: text)
    let sources = try (Self.variantFiles(of: name) + Self.alternativeFiles(of: name)).map {
      try Self.read($0)
    }
    for variant in try Self.variantFiles(of: name).map(Self.variantName(ofFile:)) {
      let entry = Self.subsection("### `\(variant)`", of: pitfalls)
      #expect(!entry.isEmpty, "\(doc): the pitfalls have no ### `\(variant)` entry")
      #expect(
        entry.contains("--variant \(variant)"), "\(doc): \(variant) does not say how to run it")
      #expect(
        entry.contains("```diff\n") && entry.contains("/Pitfalls/\(variant).swift ("),
        "\(doc): \(variant) does not show its change as a diff of Pitfalls/\(variant).swift")
      let pictures = doc.contains("/ja/") ? "storyboards/ja/" : "storyboards/"
      #expect(
        entry.contains("```text") || entry.contains("\(pictures)\(name)-\(variant).svg)"),
        "\(doc): \(variant) shows neither its storyboard nor a transcript of its symptom")
      let proof = doc.contains("/ja/") ? Self.provenByInJapanese : Self.provenBy
      let proofLine = entry.split(separator: "\n").first { $0.hasPrefix(proof) }
      let tests = proofLine.map(Self.testNames(in:)) ?? []
      #expect(!tests.isEmpty, "\(doc): \(variant) has no line starting '\(proof)' with its tests")
      for test in tests {
        #expect(Self.testFunctions.contains(test), "\(doc): \(variant) names no test \(test)")
      }
    }
    for block in Self.swiftBlocks(in: pitfalls) {
      #expect(
        sources.contains { $0.contains(block) },
        "\(doc): this excerpt is in no file of Pitfalls/ or Alternatives/ word for word:\n\(block)")
    }
    for alternative in try Self.alternativeFiles(of: name).map(Self.variantName(ofFile:)) {
      #expect(
        pitfalls.contains("--variant \(alternative)"),
        "\(doc): the alternative \(alternative) is not shown, with how to run it")
    }
  }

  /// How a pitfall's line naming the tests that prove it starts, in each language.
  static let provenBy = "Proven by "
  static let provenByInJapanese = "確かめるテスト: "

  /// The test functions a "Proven by" line names: `Suite.test` or `test`, in backticks.
  static func testNames(in line: Substring) -> [String] {
    line.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map {
      String($0.element.split(separator: ".").last ?? $0.element)
    }
  }

  /// The name of every function declared under Tests/.
  static let testFunctions: Set<String> = {
    var names: Set<String> = []
    for file in (try? swiftFiles(in: "Tests")) ?? [] {
      for match in ((try? read(file)) ?? "").matches(of: /func\s+(\w+)\s*\(/) {
        names.insert(String(match.1))
      }
    }
    return names
  }()

  /// The docs that show real-API code, and the part of each that shows it.
  static let appleCode: [(doc: String, section: String?)] =
    deepDives.map { ($0, "## On Apple platforms") } + [("docs/ApplePlatforms.md", nil)]

  /// Each chapter's deep dive, in English.
  static let deepDives: [String] = chapterDocs.compactMap(chapterName(of:)).map {
    "docs/deep-dives/\($0).md"
  }

  @Test(arguments: appleCode.map(\.doc))
  func everyAppleBlockIsQuotedFromACompleteExampleFile(doc: String) throws {
    let text = try Self.read(doc)
    let part = Self.appleCode.first { $0.doc == doc }?.section.map { Self.section($0, of: text) }
    let blocks = Self.swiftBlocks(in: part ?? text)
    #expect(!blocks.isEmpty, "\(doc) shows no Apple code")
    let examples = try Self.swiftFiles(in: "Examples/Apple")
      .filter { !$0.contains("/.build/") && !$0.hasSuffix("Package.swift") }.map(Self.read)
    for block in blocks {
      #expect(
        examples.contains { Self.file($0, containsLinesOf: block) },
        "\(doc): this block is not in Examples/Apple word for word:\n\(block)")
    }
  }

  @Test func everyAppleExampleFileSaysWhatItNeedsAndGuardsTheFrameworksLinuxLacks() throws {
    // The apps in Apps are no part of this package, and Linux builds none of them
    // (`AppleAppTests`).
    let files = try Self.swiftFiles(in: "Examples/Apple")
      .filter {
        !$0.contains("/.build/") && !$0.hasSuffix("Package.swift")
          && !$0.hasPrefix("Examples/Apple/Apps/")
      }
    #expect(files.count >= 10)
    let manifest = try Self.read("Examples/Apple/Package.swift")
    for file in files {
      // A lesson file linked from Sources is the chapter's own code, which imports Apple's
      // frameworks by name; the manifest leaves it out of the Linux build.
      if let target = Self.linkTarget(of: file) {
        #expect(target.contains("Sources/"), "\(file) links to \(target), outside Sources")
        let name = (file as NSString).lastPathComponent
        let importsAnAppleFramework = ["SwiftUI", "UIKit", "Combine", "SwiftData"].contains {
          (try? Self.read(file))?.contains("import \($0)\n") ?? false
        }
        #expect(
          !importsAnAppleFramework || manifest.contains("\"\(name)\""),
          "\(file) imports a framework Linux lacks, and the manifest does not leave it out there")
        continue
      }
      let text = try Self.read(file)
      #expect(text.hasPrefix("// "), "\(file) does not open with what it is and what it needs")
      for framework in ["SwiftUI", "UIKit", "Combine"] where text.contains("import \(framework)\n")
      {
        #expect(text.contains("#if canImport("), "\(file) imports \(framework) unguarded")
      }
    }
  }

  @Test(arguments: chapterDocs + japaneseChapterDocs)
  func theCostIsOneOrTwoSentencesThatLinkTheBenchmarks(doc: String) throws {
    let cost = Self.section(doc.contains("/ja/") ? "## コスト" : "## Cost", of: try Self.read(doc))
    #expect(cost.contains("Benchmarks.md"), "\(doc): the cost section does not link the benchmarks")
    // Sentences end in a full stop; a link's target is not a sentence.
    let prose = cost.replacing(#/\]\([^)]*\)/#, with: "]").replacing(#/\]\[[^\]]*\]/#, with: "]")
    let sentences = prose.filter { ".。".contains($0) }.count
    #expect((1...3).contains(sentences), "\(doc): the cost section is one or two sentences")
    #expect(
      cost.range(of: #"\d[\d ,.]*\s?(µs|ms|MB|GB|×|times)"#, options: .regularExpression) == nil,
      "\(doc): a measured number typed by hand in its cost section; the deep dive quotes them")
  }

  @Test(arguments: deepDives)
  func theDeepDivesCostQuotesTheChaptersPartOfTheBenchmarkReportAsTheScriptCopiedIt(doc: String)
    throws
  {
    let name = String(doc.split(separator: "/").last!.dropLast(".md".count))
    let cost = Self.section("## Cost", of: try Self.read(doc))
    let report = try Self.read("docs/Benchmarks.md")
    let section = try #require(
      DocsSync.sections(ofReport: report).first { $0.chapter == name },
      "docs/Benchmarks.md has no ## \(name)")
    let quoted = try #require(
      DocsSync.quotedBlock(in: cost), "\(doc): ## Cost has no block of numbers between the markers")
    #expect(
      quoted
        == DocsSync.quotedBlock(
          of: section, mechanisms: DocsSync.mechanisms(ofChapter: name, inReport: report)),
      "\(doc): the numbers differ from docs/Benchmarks.md; run BenchmarkReport --docs .")
    // Outside the copied block, a number of the run may only appear in a table row of the report.
    let prose = cost.replacingOccurrences(of: quoted, with: "")
    for line in prose.split(separator: "\n") {
      if line.hasPrefix("| ") && !line.hasPrefix("| items") && !line.hasPrefix("|---") {
        #expect(report.contains(line), "\(doc): this row is not in docs/Benchmarks.md:\n\(line)")
      } else if !line.hasPrefix("|") {
        #expect(
          line.range(of: #"\d[\d ,.]*\s?(µs|ms|MB|GB|×|times)"#, options: .regularExpression)
            == nil,
          "\(doc): a measured number typed by hand in ## Cost:\n\(line)")
      }
    }
  }

  @Test func comparisonsRowsOfNumbersAreTheOnesTheReportMakes() throws {
    let comparison = try Self.read("docs/Comparison.md")
    let rows = DocsSync.comparisonRows(fromReport: try Self.read("docs/Benchmarks.md"))
    #expect(comparison.contains(rows.median + "\n"), "run BenchmarkReport --docs .")
    #expect(comparison.contains(rows.memory + "\n"), "run BenchmarkReport --docs .")
    let sentence = DocsSync.extremesSentence(fromReport: try Self.read("docs/Benchmarks.md"))
    #expect(comparison.contains(sentence + "\n"), "run BenchmarkReport --docs .")
  }

  @Test func theBenchmarksIntroductionIsTheOneTheReportWrites() throws {
    let benchmarks = try Self.read("docs/Benchmarks.md")
    func value(after prefix: String) -> String {
      benchmarks.split(separator: "\n").first { $0.hasPrefix(prefix) }
        .map { String($0.dropFirst(prefix.count)) } ?? ""
    }
    // The sweep's duration, as the report says it: "…; the sweep took 17 min 34 s on this machine."
    let command = value(after: "- Command: ")
    let took = command.range(of: "; the sweep took ").map {
      String(command[$0.upperBound...].dropLast(" on this machine.".count))
    }
    let introduction = Report(
      results: [], otherRecords: [], otherLines: [],
      machine: value(after: "- Machine: "), command: "scripts/benchmarks.sh",
      date: value(after: "- Date: "), took: took
    ).markdown()
    #expect(benchmarks.hasPrefix(introduction), "run scripts/benchmarks.sh")
  }

  @Test(arguments: chapterDocs)
  func theCreditsNameEachSourceAndMapItsNamesToTheChapters(doc: String) throws {
    let credits = Self.section("## Credits", of: try Self.read(doc))
    #expect(credits.contains("- "), "\(doc): ## Credits names no source")
    #expect(credits.contains("| in the source | here |"), "\(doc): ## Credits maps no names")
  }

  /// The words that name each source: in a chapter's `## Credits` (the first) and in the
  /// READMEs' credits (any of them).
  static let sourceNames = [
    ["Never Inc", "株式会社Never"], ["ayakix"], ["WWDC20"], ["hironytic"], ["HealthKit"],
  ]

  @Test(arguments: [("README.md", "## Credits"), ("README.ja.md", "## クレジット")])
  func theReadmeCreditsEachSourceForExactlyTheChaptersThatCreditIt(
    readme: String, heading: String
  ) throws {
    let items = Self.section(heading, of: try Self.read(readme))
      .components(separatedBy: "\n- ").dropFirst()
    var chaptersCrediting: [String: Set<Int>] = [:]
    for doc in Self.chapterDocs {
      guard let number = Self.chapterNumber(of: doc) else { continue }
      let credits = Self.section("## Credits", of: try Self.read(doc))
      for names in Self.sourceNames where credits.contains(names[0]) {
        chaptersCrediting[names[0], default: []].insert(number)
      }
    }
    for names in Self.sourceNames {
      let name = names[0]
      let item = items.first { item in names.contains { item.contains($0) } }
      #expect(item != nil, "\(readme): the credits do not name \(name)")
      #expect(
        Self.chapterNumbers(inLastSentenceOf: item ?? "") == chaptersCrediting[name, default: []],
        "\(readme): \(name) is credited by chapters \(chaptersCrediting[name, default: []].sorted())"
      )
    }
  }

  @Test func noDocAndNoSourceSaysTheArticleWithoutNamingIt() throws {
    let files =
      try Self.chapterDocs + Self.swiftFiles(in: "Sources") + Self.swiftFiles(in: "Tests")
    for file in files where !file.hasSuffix("DocsTests.swift") {
      let text = try Self.read(file)
      for phrase in ["the article's", "the article "] {
        #expect(!text.contains(phrase), "\(file) says '\(phrase)' without naming the article")
      }
    }
  }

  @Test(arguments: chapterSourceFolders)
  func aChaptersTopLevelNamesNoPitfallAndNoOtherVariant(folder: String) throws {
    let chapter = String(folder.dropFirst("Sources/".count))
    let variants = try (Self.variantFiles(of: chapter) + Self.alternativeFiles(of: chapter))
      .map(Self.variantName(ofFile:))
    for file in try Self.swiftFiles(in: folder, topLevelOnly: true) {
      let text = try Self.read(file)
      #expect(!text.lowercased().contains("pitfall"), "\(file) mentions a pitfall")
      for variant in variants {
        #expect(!text.contains(variant), "\(file) names the variant \(variant)")
      }
    }
  }

  /// What a counter or a delivery receipt is called: a name that ends in `Count` or speaks of
  /// what was received, such as `changesReceived`, `liveDelegateCount` or `receipt`.
  static var testMachineryNames: Regex<(Substring, Substring, Substring)> {
    // NB: a Regex is not Sendable, so it is made where it is used.
    #/\b(var|let|func|class|struct|enum)\s+(\w*Count|\w*Received\w*|\w*[Rr]eceipt\w*)\b/#
  }

  @Test(arguments: chapterSourceFolders)
  func aChaptersTopLevelDeclaresNoCounterAndNoReceipt(folder: String) throws {
    for file in try Self.swiftFiles(in: folder, topLevelOnly: true) {
      let text = try Self.read(file)
      for match in text.matches(of: Self.testMachineryNames) {
        let message =
          "\(file) declares '\(text[match.range])': counters and receipts belong behind a "
          + "protocol, conformed to in a subfolder of the chapter"
        Issue.record(Comment(rawValue: message))
      }
    }
  }

  @Test func theRegistryInPackageSwiftTheChapterDocsAndTheTestRegistryAgree() throws {
    let manifest = try Self.read("Package.swift")
    let registryBlock = try #require(
      manifest.range(of: "let chapters = [").map { manifest[$0.upperBound...] })
    let end = try #require(registryBlock.firstIndex(of: "]"))
    let registered = registryBlock[..<end].split(separator: "\"").enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    #expect(registered.count >= 6)
    #expect(registered == Self.chapterDocs.compactMap(Self.chapterName(of:)))
    let registry = try Self.read("Sources/ChapterRegistry/ChapterRegistry.swift")
    let listed = try #require(
      registry.range(of: "public let registeredChapters: [any ChapterApp.Type] = [").map {
        registry[$0.upperBound...]
      })
    let testNames = listed[..<(listed.firstIndex(of: "]") ?? listed.endIndex)]
      .split(whereSeparator: { ", \n".contains($0) }).filter { $0.hasSuffix(".chapter") }
      .map { String($0.dropLast(".chapter".count)) }
    #expect(testNames == registered)
    // Every chapter's Apple code is an example the Apple workflow builds.
    let examples = try Self.read("Examples/Apple/Package.swift")
    for chapter in registered {
      #expect(examples.contains("\"\(chapter)\""), "Examples/Apple/Package.swift lacks \(chapter)")
    }
  }

  @Test(arguments: allDocs)
  func everyRelativeLinkLeadsToAFileOrFolder(doc: String) throws {
    let text = try Self.read(doc)
    let folder = URL(fileURLWithPath: doc).deletingLastPathComponent().relativePath
    for link in Self.links(in: text) {
      #expect(!link.hasPrefix("/"), "\(doc): \(link) is absolute; links here are relative")
      guard !link.contains("://"), !link.hasPrefix("#") else { continue }
      let path = String(link.split(separator: "#", maxSplits: 1)[0])
      let target = Self.root.appendingPathComponent(folder).appendingPathComponent(path)
      #expect(
        FileManager.default.fileExists(atPath: target.path), "\(doc): \(link) leads nowhere")
    }
  }

  // MARK: - Reading the docs

  /// Where `path` links to, or `nil` when it is a file of its own.
  static func linkTarget(of path: String) -> String? {
    try? FileManager.default.destinationOfSymbolicLink(
      atPath: root.appendingPathComponent(path).path)
  }

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  static func markdownFiles(in folder: String) -> [String] {
    let names =
      (try? FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent(folder).path)) ?? []
    return names.filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
  }

  static func swiftFiles(in folder: String, topLevelOnly: Bool = false) throws -> [String] {
    let enumerator = FileManager.default.enumerator(
      atPath: root.appendingPathComponent(folder).path)
    var files: [String] = []
    while let name = enumerator?.nextObject() as? String {
      guard name.hasSuffix(".swift"), !topLevelOnly || !name.contains("/") else { continue }
      files.append("\(folder)/\(name)")
    }
    return files.sorted()
  }

  /// Whether the block's lines are consecutive lines of the file, word for word, once the block
  /// is indented as deep as the file has it: a method may be shown without its type around it.
  static func file(_ file: String, containsLinesOf block: String) -> Bool {
    let lines = block.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    for depth in stride(from: 0, through: 12, by: 2) {
      let indent = String(repeating: " ", count: depth)
      let indented = lines.map { $0.isEmpty ? "" : indent + $0 }.joined(separator: "\n")
      if file.contains("\n" + indented + "\n") || file.hasPrefix(indented + "\n") { return true }
    }
    return false
  }

  /// `Name` for `Chapters/NN-Name.md`.
  static func chapterName(of doc: String) -> String? {
    let file = doc.split(separator: "/").last.map(String.init) ?? doc
    guard file.first?.isNumber == true, let dash = file.firstIndex(of: "-") else { return nil }
    return String(file[file.index(after: dash)...].dropLast(".md".count))
  }

  /// `NN` for `Chapters/NN-Name.md`.
  static func chapterNumber(of doc: String) -> Int? {
    let file = doc.split(separator: "/").last.map(String.init) ?? doc
    return Int(file.prefix { $0.isNumber })
  }

  /// The broken variants a chapter keeps in `Pitfalls/`, one file each, named like the variant
  /// (`Sources/Name/Pitfalls/tracks-once.swift`); `Variants.swift`, the table, is not one.
  static func variantFiles(of chapter: String) throws -> [String] {
    try swiftFiles(in: "Sources/\(chapter)/Pitfalls").filter {
      variantName(ofFile: $0).first?.isLowercase == true
    }
  }

  /// The other variants a chapter keeps in `Alternatives/`, one file each, named like the variant.
  static func alternativeFiles(of chapter: String) throws -> [String] {
    try swiftFiles(in: "Sources/\(chapter)/Alternatives").filter {
      variantName(ofFile: $0).first?.isLowercase == true
    }
  }

  /// `tracks-once` for `Sources/Name/Pitfalls/tracks-once.swift`.
  static func variantName(ofFile file: String) -> String {
    String(file.split(separator: "/").last!.dropLast(".swift".count))
  }

  /// The chapters a credit's last sentence lists: "Chapters 0–3 and 7." or 「第0〜3章と第7章。」.
  static func chapterNumbers(inLastSentenceOf item: String) -> Set<Int> {
    let trimmed = item.trimmingCharacters(in: .whitespacesAndNewlines)
    let start =
      trimmed.range(of: "Chapter", options: .backwards)?.lowerBound
      ?? trimmed.dropLast().range(of: "。", options: .backwards)?.upperBound
      ?? trimmed.startIndex
    var numbers: Set<Int> = []
    var sentence = String(trimmed[start...])
    for range in sentence.matches(of: /(\d+)[–〜](\d+)/) {
      numbers.formUnion(Int(range.1)!...Int(range.2)!)
    }
    sentence.replace(/\d+[–〜]\d+/, with: "")
    for single in sentence.matches(of: /\d+/) { numbers.insert(Int(single.0)!) }
    return numbers
  }

  /// The text from `heading` (a `### ` line) to the next `### ` heading.
  static func subsection(_ heading: String, of text: String) -> String {
    guard let start = text.range(of: "\n\(heading)") else { return "" }
    let rest = text[start.upperBound...]
    let end = rest.range(of: "\n### ")?.lowerBound ?? rest.endIndex
    return String(rest[..<end])
  }

  /// The text from `heading` to the next `## ` heading.
  static func section(_ heading: String, of text: String) -> String {
    guard let start = text.range(of: "\n\(heading)\n") else { return "" }
    let rest = text[start.upperBound...]
    let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
    return String(rest[..<end])
  }

  /// The text without fenced code blocks and `code spans`, where brackets are not links.
  static func prose(of text: String) -> String {
    var isInBlock = false
    var lines: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.drop(while: { $0 == " " }).hasPrefix("```") {
        isInBlock.toggle()
      } else if !isInBlock {
        let pieces = line.split(separator: "`", omittingEmptySubsequences: false)
        lines.append(pieces.enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined())
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The bodies of the ```swift blocks, without the fences.
  static func swiftBlocks(in text: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
        current = []
      } else if let lines = current, line == "```" {
        blocks.append(lines.joined(separator: "\n") + "\n")
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  /// The targets of `[text](target)` links, outside code blocks and code spans.
  static func links(in text: String) -> [String] {
    var links: [String] = []
    var rest = prose(of: text)[...]
    while let open = rest.range(of: "](") {
      let after = rest[open.upperBound...]
      guard let close = after.firstIndex(of: ")") else { break }
      links.append(String(after[..<close]))
      rest = after[close...]
    }
    return links
  }
}
