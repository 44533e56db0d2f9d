import Foundation
import Testing

/// The docs are part of the product: their code excerpts match the source, and their links lead
/// somewhere.
struct DocsTests {
  /// The repository's root, found from this file's place in it.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let chapterDocs: [String] = markdownFiles(in: "Chapters").filter {
    $0 != "Chapters/README.md"
  }

  static let allDocs: [String] =
    ["README.md"] + markdownFiles(in: "Chapters") + markdownFiles(in: "docs")

  @Test(arguments: chapterDocs)
  func everyExcerptInTheCodeSectionMatchesTheChaptersSource(doc: String) throws {
    let text = try Self.read(doc)
    let chapter = try #require(Self.sourceFolder(linkedFrom: text), "\(doc) has no Source link")
    let sources = try Self.swiftFiles(in: chapter).map(Self.read)
    let excerpts = Self.swiftBlocks(in: Self.section("## The code", of: text))
    #expect(!excerpts.isEmpty, "\(doc) shows no code in ## The code")
    for excerpt in excerpts {
      #expect(
        sources.contains { $0.contains(excerpt) },
        "\(doc): this excerpt is not in \(chapter) word for word:\n\(excerpt)")
    }
  }

  @Test(arguments: chapterDocs)
  func everyChapterDocFollowsTheTemplate(doc: String) throws {
    let headings = try Self.read(doc).split(separator: "\n").filter { $0.hasPrefix("## ") }
    #expect(
      headings == [
        "## Goal", "## The code", "## Stepping through", "## Detailed design", "## Pitfalls",
        "## Cost", "## On Apple platforms", "## Next",
      ])
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

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  static func markdownFiles(in folder: String) -> [String] {
    let names =
      (try? FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent(folder).path)) ?? []
    return names.filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
  }

  static func swiftFiles(in folder: String) throws -> [String] {
    let enumerator = FileManager.default.enumerator(
      atPath: root.appendingPathComponent(folder).path)
    var files: [String] = []
    while let name = enumerator?.nextObject() as? String {
      if name.hasSuffix(".swift") { files.append("\(folder)/\(name)") }
    }
    return files
  }

  /// `Sources/Name` from the link line `[Source](../Sources/Name) · …`.
  static func sourceFolder(linkedFrom text: String) -> String? {
    guard let range = text.range(of: "[Source](../") else { return nil }
    let rest = text[range.upperBound...]
    return rest.firstIndex(of: ")").map { String(rest[..<$0]) }
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
      if line.hasPrefix("```") {
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
