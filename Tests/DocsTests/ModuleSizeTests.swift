import Foundation
import Testing

/// The SwiftUI-shaped views read in one sitting: no file of the module is longer than a reader
/// keeps in their head, and a node learns what a view the kit draws does from one protocol,
/// `PrimitiveView`, not from a marker protocol for each thing.
struct ModuleSizeTests {
  static let folder = "Sources/HeadlessSwiftUI"
  /// The module's files are grouped by what they are, a folder each.
  static let groups = ["Hosting", "Properties", "Runtime", "Storage", "Views"]

  /// Every Swift file of the module, as a path inside its folder: "Runtime/ViewNode.swift".
  static func files() throws -> [String] {
    let url = DocsTests.root.appendingPathComponent(folder)
    return try FileManager.default.subpathsOfDirectory(atPath: url.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
  }

  @Test func theFilesAreGroupedByWhatTheyAre() throws {
    let files = try Self.files()
    for file in files {
      let group = file.split(separator: "/").first.map(String.init) ?? ""
      #expect(file.contains("/") && Self.groups.contains(group), "\(file) is in no group")
    }
    #expect(
      Set(files.compactMap { $0.split(separator: "/").first.map(String.init) }) == Set(Self.groups))
  }

  @Test func noFileOfTheSwiftUIShapedViewsIsLongerThan300Lines() throws {
    let files = try Self.files()
    #expect(files.count > 10)
    for file in files {
      let lines = try DocsTests.read("\(Self.folder)/\(file)").split(
        separator: "\n", omittingEmptySubsequences: false
      ).count
      #expect(lines <= 301, "\(file) has \(lines) lines")
    }
  }

  @Test func theViewsKnowNothingOfTodos() throws {
    // The module is SwiftUI's stand-in, not the app's: a row's cell is the table's own
    // `CellContent`, read from the row's views, and SwiftUIHosting meets the views and the todos.
    for file in try Self.files() {
      let text = try DocsTests.read("\(Self.folder)/\(file)")
      #expect(!text.contains("import TodoModel"), "\(file) imports TodoModel")
      #expect(text.matches(of: /\bTodo(ID)?\b/).isEmpty, "\(file) names Todo or TodoID")
    }
  }

  @Test func anUpdateAsksAViewWhatItIsThroughOneProtocolNotAMarkerEach() throws {
    // A node asks its view whether it is an app's root, a primitive the kit draws, or a view
    // with dynamic properties, and nothing else: the primitive's hooks say the rest.
    var asked: Set<String> = []
    for file in [
      "Runtime/ViewNode.swift", "Runtime/ViewNode+Roles.swift", "Runtime/ViewNode+Identity.swift",
    ] {
      let text = try DocsTests.read("\(Self.folder)/\(file)")
      asked.formUnion(text.matches(of: /(?:as\?|is) any (\w+)/).map { String($0.1) })
    }
    #expect(asked == ["AppRooting", "PrimitiveView", "DynamicPropertyLink"], "\(asked)")
    let view = try DocsTests.read("\(Self.folder)/Views/View.swift")
    for hook in ["willMakeChildren", "readBoundValues", "write(into", "didAppear", "label(for"] {
      #expect(view.contains("func \(hook)"), "PrimitiveView has no \(hook)")
    }
  }
}
