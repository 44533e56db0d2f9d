import Foundation

/// The change a pitfall makes, as a learner reads it: the correct declaration beside the
/// variant's, as a unified diff.
///
/// A chapter doc shows each pitfall as a ```` ```diff ```` block whose first two lines name the
/// two declarations:
///
/// ```diff
/// --- Sources/NoSync/TodoListViewController.swift (TodoListViewController.viewDidLoad)
/// +++ Sources/NoSync/Pitfalls/refetch-on-appear.swift (RefetchingTodoListViewController.viewDidLoad)
/// ```
///
/// The rest of the block is made from the source files, so it can never drift from them.
struct DeclarationDiff: Equatable {
  /// One side of the diff: a file and a declaration in it.
  struct Side: Equatable {
    /// The file, relative to the repository's root.
    let path: String
    /// A type's name, or `Type.member` for a function, property or initializer inside a type.
    let symbol: String

    /// The header line's form: `Sources/Name/File.swift (Symbol)`, or `/dev/null`.
    var label: String { isNothing ? Self.nothing : "\(path) (\(symbol))" }

    /// The side of a declaration the correct app does not have, such as an override that only
    /// the variant adds: the diff shows every line of the other side as added.
    static let nothing = "/dev/null"

    /// Whether this side is `/dev/null`.
    var isNothing: Bool { path == Self.nothing }

    /// Reads `Sources/Name/File.swift (Symbol)` or `/dev/null`; `nil` for any other form.
    init?(label: Substring) {
      if label == Self.nothing {
        path = Self.nothing
        symbol = ""
        return
      }
      // The path has no space; the symbol may end in argument labels, `tableView(_:commit:)`.
      guard label.hasSuffix(")"), let open = label.range(of: " (") else { return nil }
      let path = label[..<open.lowerBound].trimmingCharacters(in: .whitespaces)
      let symbol = label[open.upperBound..<label.index(before: label.endIndex)]
      guard !path.isEmpty, !symbol.isEmpty, !symbol.contains(" ") else { return nil }
      self.path = path
      self.symbol = String(symbol)
    }
  }

  /// What went wrong while making a diff, said so that the doc's author can fix it.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The correct declaration.
  let correct: Side
  /// The variant's declaration.
  let variant: Side

  /// Lines of context around each change.
  static let contextLines = 3

  /// The whole block's text, header lines included, from the files under `root`.
  func text(root: URL) throws -> String {
    let old = try Self.declaration(correct, root: root)
    let new = try Self.declaration(variant, root: root)
    let hunks = Self.unifiedHunks(
      old: old.lines, oldStart: old.firstLine, new: new.lines, newStart: new.firstLine)
    return (["--- \(correct.label)", "+++ \(variant.label)"] + hunks).joined(separator: "\n")
  }

  // MARK: - Finding a declaration

  /// A declaration's lines, with the attributes above it, and the number of its first line.
  static func declaration(_ side: Side, root: URL) throws -> (lines: [String], firstLine: Int) {
    if side.isNothing { return ([], 0) }
    let url = root.appendingPathComponent(side.path)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
      throw Failure(description: "cannot read \(side.path); name a file under Sources/")
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var range = 0..<lines.count
    for name in side.symbol.split(separator: ".") {
      guard let found = declarationRange(of: String(name), in: lines, within: range) else {
        throw Failure(
          description: "\(side.path) declares no \(name) where \(side.symbol) should be; "
            + "name a type, or Type.member")
      }
      range = found
    }
    return (Array(lines[range]), range.lowerBound + 1)
  }

  /// One line of an edit script.
  enum Edit: Equatable {
    case same(old: Int, new: Int)
    case removed(old: Int)
    case added(new: Int)
  }

  /// The shortest edit script from `old` to `new`, by their longest common subsequence.
  static func edits(old: [String], new: [String]) -> [Edit] {
    let rows = old.count
    let columns = new.count
    // lengths[i][j]: the longest common subsequence of old[i...] and new[j...].
    var lengths = Array(repeating: Array(repeating: 0, count: columns + 1), count: rows + 1)
    for i in stride(from: rows - 1, through: 0, by: -1) {
      for j in stride(from: columns - 1, through: 0, by: -1) {
        lengths[i][j] =
          old[i] == new[j]
          ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var script: [Edit] = []
    var i = 0
    var j = 0
    while i < rows || j < columns {
      if i < rows, j < columns, old[i] == new[j] {
        script.append(.same(old: i, new: j))
        i += 1
        j += 1
      } else if j < columns, i == rows || lengths[i][j + 1] >= lengths[i + 1][j] {
        script.append(.added(new: j))
        j += 1
      } else {
        script.append(.removed(old: i))
        i += 1
      }
    }
    // Within a run of changes, removals first, as unified diffs show them.
    var ordered: [Edit] = []
    var run: [Edit] = []
    func flush() {
      ordered += run.filter { if case .removed = $0 { true } else { false } }
      ordered += run.filter { if case .added = $0 { true } else { false } }
      run = []
    }
    for edit in script {
      if case .same = edit {
        flush()
        ordered.append(edit)
      } else {
        run.append(edit)
      }
    }
    flush()
    return ordered
  }

  /// The hunks of a unified diff, with file line numbers (`oldStart` is the number of `old[0]`).
  static func unifiedHunks(old: [String], oldStart: Int, new: [String], newStart: Int)
    -> [String]
  {
    let script = edits(old: old, new: new)
    let changed = script.indices.filter {
      if case .same = script[$0] { false } else { true }
    }
    guard !changed.isEmpty else { return [] }
    // Group changes whose context would touch.
    var groups: [ClosedRange<Int>] = []
    for index in changed {
      let low = max(0, index - contextLines)
      let high = min(script.count - 1, index + contextLines)
      if let last = groups.last, low <= last.upperBound + 1 {
        groups[groups.count - 1] = last.lowerBound...high
      } else {
        groups.append(low...high)
      }
    }
    var lines: [String] = []
    for group in groups {
      var body: [String] = []
      var oldLines: [Int] = []
      var newLines: [Int] = []
      for edit in script[group] {
        switch edit {
        case .same(let o, let n):
          body.append(" " + old[o])
          oldLines.append(o)
          newLines.append(n)
        case .removed(let o):
          body.append("-" + old[o])
          oldLines.append(o)
        case .added(let n):
          body.append("+" + new[n])
          newLines.append(n)
        }
      }
      // A side with no lines starts at line 0, as in any unified diff.
      let oldFirst = oldLines.first.map { $0 + oldStart } ?? 0
      let newFirst = newLines.first.map { $0 + newStart } ?? 0
      lines.append("@@ -\(oldFirst),\(oldLines.count) +\(newFirst),\(newLines.count) @@")
      // An empty line of context is left empty, as editors keep it.
      lines += body.map { $0 == " " ? "" : $0 }
    }
    return lines
  }
}
