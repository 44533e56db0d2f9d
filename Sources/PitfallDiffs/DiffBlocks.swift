import Foundation

/// The ```` ```diff ```` blocks of the docs, and what they should say.
enum DiffBlocks {
  /// The docs that show pitfalls as diffs: every chapter doc, both languages, and the deep dives.
  static let folders = [
    "Chapters", "Chapters/ja", "docs", "docs/ja", "docs/deep-dives", "docs/ja/deep-dives",
  ]

  /// One diff block of a doc, as it is written there.
  struct Block {
    /// The two declarations its header lines name.
    let diff: DeclarationDiff
    /// Its lines between the fences, as the doc has them.
    let written: String
    /// Where those lines are in the doc's text.
    let range: Range<String.Index>
  }

  /// The markdown files under `root` that may hold diff blocks, relative to `root`.
  static func docs(root: URL) -> [String] {
    folders.flatMap { folder -> [String] in
      let names =
        (try? FileManager.default.contentsOfDirectory(
          atPath: root.appendingPathComponent(folder).path)) ?? []
      return names.filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
    }
  }

  /// Every block in `text` whose first two lines name two declarations.
  static func blocks(in text: String) -> [Block] {
    var blocks: [Block] = []
    var searchStart = text.startIndex
    while let open = text.range(of: "```diff\n", range: searchStart..<text.endIndex),
      let close = text.range(of: "\n```", range: open.upperBound..<text.endIndex)
    {
      let body = open.upperBound..<close.lowerBound
      let lines = text[body].split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
      if lines.count >= 2, lines[0].hasPrefix("--- "), lines[1].hasPrefix("+++ "),
        let correct = DeclarationDiff.Side(label: lines[0].dropFirst(4)),
        let variant = DeclarationDiff.Side(label: lines[1].dropFirst(4))
      {
        blocks.append(
          Block(
            diff: DeclarationDiff(correct: correct, variant: variant),
            written: String(text[body]), range: body))
      }
      searchStart = close.upperBound
    }
    return blocks
  }

  /// `text` with every diff block made again from the sources under `root`.
  static func regenerated(_ text: String, root: URL) throws -> String {
    var result = text
    for block in blocks(in: text).reversed() {
      result.replaceSubrange(block.range, with: try block.diff.text(root: root))
    }
    return result
  }
}
