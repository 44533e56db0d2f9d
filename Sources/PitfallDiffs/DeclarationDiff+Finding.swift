import Foundation

// Finding a declaration in a source file: where it starts, by its name and, for one of several
// functions of the same name, its argument labels, and the brace that closes it.

extension DeclarationDiff {
  /// The keywords a declaration's name follows.
  static let declarationKeywords: Set<String> = [
    "struct", "class", "enum", "actor", "protocol", "extension", "func", "var", "let",
    "typealias",
  ]

  /// The lines of the first declaration of `name` in `range`, with the attribute lines just
  /// above it, through the brace that closes it.
  static func declarationRange(of name: String, in lines: [String], within range: Range<Int>)
    -> Range<Int>?
  {
    // `tableView(_:didSelectRowAt:)` names one of several functions by its argument labels.
    let base = String(name.prefix { $0 != "(" })
    let labels = name.contains("(") ? String(name.drop { $0 != "(" }) : nil
    guard
      let start = range.first(where: { index in
        declares(base, line: lines[index])
          && (labels == nil || argumentLabels(ofDeclarationAt: index, in: lines) == labels)
      })
    else { return nil }
    var first = start
    while first > range.lowerBound,
      lines[first - 1].trimmingCharacters(in: .whitespaces).hasPrefix("@")
    {
      first -= 1
    }
    var depth = 0
    var opened = false
    for index in start..<range.upperBound {
      for character in code(of: lines[index]) {
        if character == "{" {
          depth += 1
          opened = true
        } else if character == "}" {
          depth -= 1
        }
      }
      if opened && depth <= 0 { return first..<(index + 1) }
      // A one-line declaration with no body, such as `let id: TodoID`.
      if !opened && !continues(lines[index]) { return first..<(index + 1) }
    }
    return nil
  }

  /// The argument labels of the function declared at `index`, as `(_:didSelectRowAt:)`.
  static func argumentLabels(ofDeclarationAt index: Int, in lines: [String]) -> String {
    var signature = ""
    for line in lines[index...] {
      signature += code(of: line) + " "
      if signature.contains("{") || !continues(line) { break }
    }
    guard let open = signature.firstIndex(of: "(") else { return "" }
    // The parameters, split at the commas outside brackets; `->` in a closure's type is no
    // bracket.
    var depth = 0
    var parameters: [String] = [""]
    var previous: Character = " "
    for character in signature[signature.index(after: open)...] {
      if "([<".contains(character) { depth += 1 }
      if ")]".contains(character) || (character == ">" && previous != "-") {
        if depth == 0 { break }
        depth -= 1
      }
      if depth == 0 && character == "," {
        parameters.append("")
      } else {
        parameters[parameters.count - 1].append(character)
      }
      previous = character
    }
    let labels = parameters.compactMap { parameter in
      parameter.split(separator: ":", maxSplits: 1).first?.split(separator: " ").first
    }
    return "(" + labels.map { "\($0):" }.joined() + ")"
  }

  /// Whether `line` declares `name`: a keyword, then the name, then no more of an identifier.
  static func declares(_ name: String, line: String) -> Bool {
    let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
    if name == "init" {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      let afterModifiers = trimmed.split(separator: " ").drop { !$0.hasPrefix("init") }
      return !trimmed.hasPrefix("//") && afterModifiers.first.map { $0.hasPrefix("init(") } == true
    }
    guard !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") else { return false }
    for (keyword, next) in zip(words, words.dropFirst())
    where declarationKeywords.contains(String(keyword)) && next == name {
      return true
    }
    return false
  }

  /// Whether a declaration goes on past this line before its body or its end.
  static func continues(_ line: String) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    return ["(", ",", "->", ":", "="].contains { trimmed.hasSuffix($0) }
  }

  /// The line without its comment and string literals, so that braces in them do not count.
  static func code(of line: String) -> String {
    var result = ""
    var inString = false
    var previous: Character = " "
    for character in line {
      if !inString && character == "/" && previous == "/" {
        result.removeLast()
        break
      }
      if character == "\"" && previous != "\\" { inString.toggle() }
      if !inString && character != "\"" { result.append(character) }
      previous = character
    }
    return result
  }

  // MARK: - The diff
}
