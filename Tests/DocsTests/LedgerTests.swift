import Foundation
import Testing

/// The ledger in docs/ApplePlatforms.md names, for each public declaration of the stand-ins'
/// Apple API, the Apple declaration it mirrors: a declaration without a row fails here, so the
/// API cannot grow past what was checked against Apple's documentation.
@MainActor
struct LedgerTests {
  /// The folders whose every public declaration is Apple's, and must have a row.
  static let appleAPIFolders = [
    "Sources/HeadlessUIKit/UIKit", "Sources/HeadlessCombine", "Sources/HeadlessSwiftUI",
    "Sources/HeadlessSwiftData",
  ]

  @Test func everyPublicDeclarationOfTheStandInsAppleAPIHasARowInTheLedger() throws {
    let ledger = DocsTests.section(
      "## The ledger", of: try DocsTests.read("docs/ApplePlatforms.md"))
    let rows = Set(ledger.split(separator: "\n").compactMap(Self.rowKey))
    var declarations: [String] = []
    for folder in Self.appleAPIFolders {
      for file in try DocsTests.swiftFiles(in: folder) {
        declarations += PublicDeclarations.keys(in: try DocsTests.read(file))
      }
    }
    #expect(declarations.count >= 50, "the stand-in's Apple API was not found")
    let missing = declarations.filter { !rows.contains($0) }
    #expect(missing.isEmpty, "no row in the ledger of docs/ApplePlatforms.md for: \(missing)")
    for row in ledger.split(separator: "\n") where Self.rowKey(row) != nil {
      #expect(
        row.contains("developer.apple.com/documentation/"),
        "the ledger row \(row) names no page of Apple's documentation")
    }
  }

  @Test func theExtractorFindsTypesMembersAndProtocolRequirements() {
    let text = """
      /// A view.
      @MainActor
      open class UIView: UIResponder {
        public var frame: CGRect
        private var hidden = false
        package func tap() {}
        public init(frame: CGRect) { self.frame = frame }
        public enum Style: Sendable {
          case plain
        }
      }
      public protocol UITableViewDelegate: AnyObject {
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
      }
      extension IndexPath {
        public var row: Int { self[1] }
      }
      public struct Snapshot<
        Item: Hashable
      >: Sendable
      {
        public var count: Int
      }
      """
    #expect(
      PublicDeclarations.keys(in: text) == [
        "UIView", "UIView.frame", "UIView.init", "UIView.Style", "UITableViewDelegate",
        "UITableViewDelegate.tableView", "IndexPath.row", "Snapshot", "Snapshot.count",
      ])
  }

  /// The declaration a ledger row is about: its first cell, in backticks.
  static func rowKey(_ line: Substring) -> String? {
    guard line.hasPrefix("| `"), let end = line.dropFirst(3).firstIndex(of: "`") else { return nil }
    return String(line[line.index(line.startIndex, offsetBy: 3)..<end])
  }
}

/// The public declarations of a Swift file, as `Type` or `Type.member`.
///
/// The types, their public members, and every requirement of a public protocol. Overloads share
/// one key.
enum PublicDeclarations {
  static func keys(in text: String) -> [String] {
    var keys: [String] = []
    // The types the line is inside, with the brace depth at which each was opened, and whether
    // its members are public without saying so (a public protocol's requirements).
    var scopes: [(name: String, depth: Int, membersPublic: Bool)] = []
    // A type whose declaration runs over several lines (generic parameters, conformances) opens
    // its scope at the first brace after it.
    var pendingScope: (name: String, membersPublic: Bool)?
    var depth = 0
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = code(rawLine)
      if let pending = pendingScope, line.contains("{") {
        scopes.append((pending.name, depth, pending.membersPublic))
        pendingScope = nil
      } else if let declaration = declaration(in: line) {
        let enclosing = scopes.last
        let isPublic =
          declaration.isPublic || (enclosing?.membersPublic ?? false)
          || declaration.keyword == "extension"
        let qualified =
          declaration.keyword == "extension"
          ? declaration.name
          : ([enclosing?.name].compactMap { $0 } + [declaration.name]).joined(separator: ".")
        // The witnesses of Equatable and Hashable are the NSObject conformances of Apple's
        // classes, and an operator has no name to look up.
        let isWitness = declaration.name.isEmpty || declaration.name == "hash"
        if isPublic, declaration.keyword != "extension", !isWitness { keys.append(qualified) }
        if ["class", "struct", "enum", "protocol", "extension"].contains(declaration.keyword) {
          let scope = (qualified, declaration.keyword == "protocol" && declaration.isPublic)
          if line.contains("{") {
            scopes.append((scope.0, depth, scope.1))
          } else if !line.contains("}") {
            pendingScope = (scope.0, scope.1)
          }
        }
      }
      depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
      while let last = scopes.last, depth <= last.depth { scopes.removeLast() }
    }
    return keys
  }

  private typealias Match = (Substring, modifiers: Substring, keyword: Substring, name: Substring?)

  // swift-format-ignore: LineLength
  private static var pattern: Regex<Match> {
    #/^\s*(?:@[\w]+(?:\([^)]*\))?\s+)*(?<modifiers>(?:(?:public|open|package|private|fileprivate|internal)(?:\(set\))?\s+|(?:static|final|convenience|required|override|lazy|weak|mutating|nonisolated(?:\(unsafe\))?|isolated|class)\s+)*)(?<keyword>class|struct|enum|protocol|extension|func|var|let|init|typealias)\b[?!]?\s*(?<name>[A-Za-z_]\w*)?/#
  }

  private static func declaration(in line: String) -> (
    keyword: String, name: String, isPublic: Bool
  )? {
    guard let match = line.firstMatch(of: pattern) else { return nil }
    let keyword = String(match.keyword)
    let modifiers = match.modifiers.split(separator: " ")
    let isPublic = modifiers.contains { $0 == "public" || $0 == "open" }
    let name = keyword == "init" ? "init" : String(match.name ?? "")
    return (keyword, name, isPublic)
  }

  /// The line without its comment and string literals.
  private static func code(_ line: Substring) -> String {
    var result = ""
    var inString = false
    var previous: Character = " "
    for character in line {
      if character == "\"" { inString.toggle() }
      if !inString, character == "/", previous == "/" {
        result.removeLast()
        break
      }
      if !inString { result.append(character) }
      previous = character
    }
    return result
  }
}
