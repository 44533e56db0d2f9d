import Foundation
import Testing

@testable import PitfallDiffs

/// The diff blocks that show each pitfall as the one change it is.
struct PitfallDiffTests {
  @Test func aChangedLineIsShownWithThreeLinesOfContextAndFileLineNumbers() {
    let old = ["a", "b", "c", "d", "e", "f", "g", "h"]
    let new = ["a", "b", "c", "d", "E", "f", "g", "h"]
    let hunks = DeclarationDiff.unifiedHunks(old: old, oldStart: 10, new: new, newStart: 20)
    #expect(hunks == ["@@ -11,7 +21,7 @@", " b", " c", " d", "-e", "+E", " f", " g", " h"])
  }

  @Test func changesFarApartMakeTwoHunks() {
    let old = (1...20).map(String.init)
    var new = old
    new[1] = "two"
    new[18] = "nineteen"
    let hunks = DeclarationDiff.unifiedHunks(old: old, oldStart: 1, new: new, newStart: 1)
    #expect(hunks.filter { $0.hasPrefix("@@") } == ["@@ -1,5 +1,5 @@", "@@ -16,5 +16,5 @@"])
  }

  @Test func identicalDeclarationsHaveNoHunks() {
    #expect(DeclarationDiff.unifiedHunks(old: ["x"], oldStart: 1, new: ["x"], newStart: 1).isEmpty)
  }

  @Test func aDeclarationRunsFromItsAttributesToItsClosingBrace() throws {
    let lines = [
      "/// A type.", "@MainActor", "final class Screen {", "  let id = \"}\"", "",
      "  func show() {", "    if true { print(1) }", "  }", "}", "struct After {}",
    ]
    let type = try #require(
      DeclarationDiff.declarationRange(of: "Screen", in: lines, within: 0..<lines.count))
    #expect(type == 1..<9)
    let method = try #require(DeclarationDiff.declarationRange(of: "show", in: lines, within: type))
    #expect(method == 5..<8)
    #expect(DeclarationDiff.declarationRange(of: "id", in: lines, within: type) == 3..<4)
  }

  @Test func aHeaderLineNamesAFileAndADeclaration() throws {
    let label = "Sources/NoSync/TodoListViewController.swift (TodoListViewController.viewDidLoad)"
    let side = try #require(DeclarationDiff.Side(label: label[...]))
    #expect(side.path == "Sources/NoSync/TodoListViewController.swift")
    #expect(side.symbol == "TodoListViewController.viewDidLoad")
    #expect(DeclarationDiff.Side(label: "Sources/NoSync/TodoListViewController.swift") == nil)
  }

  @Test func aSymbolTheFileDoesNotDeclareIsAnErrorThatSaysWhatWouldWork() {
    let diff = DeclarationDiff(
      correct: .init(label: "Package.swift (NoSuchType)")!,
      variant: .init(label: "Package.swift (NoSuchType)")!)
    #expect {
      try diff.text(root: DocsTests.root)
    } throws: { error in
      "\(error)".contains("declares no NoSuchType") && "\(error)".contains("Type.member")
    }
  }

  @Test(arguments: DiffBlocks.docs(root: DocsTests.root))
  func everyDiffBlockIsMadeFromTheFilesItNames(doc: String) throws {
    let text = try DocsTests.read(doc)
    for block in DiffBlocks.blocks(in: text) {
      let fresh = try block.diff.text(root: DocsTests.root)
      #expect(
        block.written == fresh,
        "\(doc): the diff of \(block.diff.variant.label) is stale; run swift run PitfallDiffs")
    }
  }
}

extension PitfallDiffTests {
  @Test func aDeclarationOnlyTheVariantHasIsShownAsAddedAgainstDevNull() throws {
    let side = try #require(DeclarationDiff.Side(label: "/dev/null"))
    #expect(side.isNothing)
    let hunks = DeclarationDiff.unifiedHunks(old: [], oldStart: 0, new: ["a", "b"], newStart: 7)
    #expect(hunks == ["@@ -0,0 +7,2 @@", "+a", "+b"])
  }
}

extension PitfallDiffTests {
  @Test func argumentLabelsNameOneOfSeveralFunctionsOfTheSameName() throws {
    let label =
      "Sources/NoSync/TodoListViewController.swift "
      + "(TodoListViewController.tableView(_:didSelectRowAt:))"
    let side = try #require(DeclarationDiff.Side(label: label[...]))
    #expect(side.symbol == "TodoListViewController.tableView(_:didSelectRowAt:)")
    let found = try DeclarationDiff.declaration(side, root: DocsTests.root)
    #expect(found.lines.first?.contains("didSelectRowAt indexPath: IndexPath") == true)
    let commit = try DeclarationDiff.declaration(
      #require(
        DeclarationDiff.Side(
          label:
            "Sources/NoSync/TodoListViewController.swift (TodoListViewController.tableView(_:commit:forRowAt:))"[
              ...])),
      root: DocsTests.root)
    #expect(commit.lines.contains { $0.contains("commit editingStyle") })
  }
}
