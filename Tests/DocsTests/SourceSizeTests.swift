import Foundation
import Testing

/// Every module of Sources/ reads in one sitting: no file longer than a reader keeps in their
/// head, no function longer than a screen, and the runner's kit split by what each part is for.
struct SourceSizeTests {
  static let longestFile = 300
  static let longestFunction = 60

  /// Every Swift file of Sources/, as a path from the project's root.
  static func sourceFiles() throws -> [String] {
    let sources = DocsTests.root.appendingPathComponent("Sources")
    return try FileManager.default.subpathsOfDirectory(atPath: sources.path)
      .filter { $0.hasSuffix(".swift") }.sorted().map { "Sources/\($0)" }
  }

  @Test func noFileOfAnyModuleIsLongerThan300Lines() throws {
    let files = try Self.sourceFiles()
    #expect(files.count > 100)
    for file in files {
      let lines = try DocsTests.read(file).split(separator: "\n", omittingEmptySubsequences: false)
      // A file ends with a newline, which leaves one empty piece after it.
      #expect(lines.count - 1 <= Self.longestFile, "\(file) has \(lines.count - 1) lines")
    }
  }

  @Test func noFunctionOfAnyModuleIsLongerThan60Lines() throws {
    for file in try Self.sourceFiles() {
      for function in FunctionLengths.measure(try DocsTests.read(file))
      where function.lines > Self.longestFunction {
        Issue.record("\(file):\(function.line) \(function.name) has \(function.lines) lines")
      }
    }
  }

  @Test func theMeasureFindsAFunctionsWholeBody() {
    let text = """
      struct S {
        /// Says "}" in a string and { in a comment.
        func first() {
          let text = "}"  // {
          if text.isEmpty {
            print(text)
          }
        }
        init(
          value: Int
        ) {
          print(value)
        }
        func second() -> String { "{" }
      }
      protocol P {
        func required()
        var body: String { get }
      }
      """
    let found = FunctionLengths.measure(text).map { "\($0.name) \($0.line) \($0.lines)" }
    #expect(found == ["func first 3 6", "init 9 5", "func second 14 1"])
  }

  @Test func theRunnersKitIsSplitByWhatEachPartIsFor() throws {
    // What a chapter is and the host that drives it; the command line; the drawings; the
    // benchmark. None of them knows SwiftUI's stand-in: only SwiftUIHosting does.
    let modules = ["ChapterKit", "ChapterCommandLine", "ChapterDrawings", "ChapterBenchmark"]
    for module in modules {
      let files = try Self.sourceFiles().filter { $0.hasPrefix("Sources/\(module)/") }
      #expect(!files.isEmpty, "Sources/\(module) is missing")
      for file in files {
        let text = try DocsTests.read(file)
        for standIn in [
          "HeadlessSwiftUI", "SwiftUIHosting", "HeadlessSwiftData", "HeadlessCombine",
        ] {
          #expect(!text.contains("import \(standIn)"), "\(file) imports \(standIn)")
        }
      }
    }
  }
}

/// Finds the functions, initializers and subscripts of a Swift file, and how many lines each
/// body spans, from its declaration's line to its closing brace.
///
/// Braces in strings, in comments and in multi-line string literals are not counted; a
/// declaration without a body (a protocol's requirement) is not a function here.
enum FunctionLengths {
  struct Function: Equatable {
    let name: String
    let line: Int
    let lines: Int
  }

  static func measure(_ text: String) -> [Function] {
    var found: [Function] = []
    // Declarations waiting for their opening brace, then open ones: (depth, line, name, open).
    var stack: [(depth: Int, line: Int, name: String, isOpen: Bool)] = []
    var depth = 0
    var inMultilineString = false
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let number = index + 1
      if rawLine.ranges(of: "\"\"\"").count % 2 == 1 {
        inMultilineString.toggle()
        continue
      }
      if inMultilineString { continue }
      let line = codeOnly(rawLine)
      // A declaration still without a body when the next declaration starts had none.
      if let last = stack.last, !last.isOpen, last.line < number, startsADeclaration(line) {
        stack.removeLast()
      }
      if line.contains("func ") || line.contains("init") || line.contains("subscript"),
        let match = line.firstMatch(of: /\b(func\s+[^\s(<]+|init[?!]?\s*[(<]|subscript\s*\()/)
      {
        if let last = stack.last, !last.isOpen { stack.removeLast() }
        let name = match.1.split(whereSeparator: { $0 == "(" || $0 == "<" }).first.map {
          $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }
        stack.append((depth, number, name ?? String(match.1), false))
      }
      for character in line {
        if character == "{" {
          depth += 1
          if let last = stack.last, !last.isOpen {
            stack[stack.count - 1] = (depth, last.line, last.name, true)
          }
        } else if character == "}" {
          if let last = stack.last, !last.isOpen { stack.removeLast() }
          if let last = stack.last, last.isOpen, last.depth == depth {
            stack.removeLast()
            found.append(Function(name: last.name, line: last.line, lines: number - last.line + 1))
          }
          depth -= 1
        }
      }
    }
    return found.sorted { $0.line < $1.line }
  }

  /// Whether `line` starts a declaration, not the rest of a signature begun above it.
  private static func startsADeclaration(_ line: String) -> Bool {
    let words = [
      "var ", "let ", "func ", "init", "subscript", "static ", "case ", "typealias ",
      "associatedtype ", "public ", "private ", "internal ", "open ", "mutating ", "nonisolated ",
      "@",
    ]
    let trimmed = line.drop { $0 == " " }
    return words.contains { trimmed.hasPrefix($0) }
  }

  /// The line without its string literals' contents and without a trailing comment.
  private static func codeOnly(_ line: Substring) -> String {
    guard line.contains("\"") || line.contains("//") else { return String(line) }
    let withoutStrings = line.replacing(/"(\\.|[^"\\])*"/, with: "\"\"")
    guard let comment = withoutStrings.firstRange(of: "//") else { return String(withoutStrings) }
    return String(withoutStrings[..<comment.lowerBound])
  }
}
