/// Reads lines from a person at a terminal, the way a shell does: the cursor moves with the
/// arrows, Home and End; Backspace and Delete remove, Ctrl-W a word; Up and Down walk through the
/// lines entered before, and Ctrl-R searches them; Tab completes; Ctrl-L clears the screen;
/// Ctrl-C gives up the line; Ctrl-D on an empty line ends the input.
///
/// It keeps its history for as long as it lives, which is the REPL's session. Each line is edited
/// in raw mode and handed back in the terminal's usual mode, so what a command prints afterwards
/// appears as it always does. A line wider than the terminal scrolls sideways under the cursor,
/// so the prompt is drawn once, on one row, however long the line grows.
@MainActor
public final class LineEditor {
  private let terminal: any TerminalDevice
  /// The lines entered, oldest first; blank lines and repeats of the last line are not kept.
  public private(set) var history: [String] = []

  /// An editor that reads and draws through `terminal`.
  public init(terminal: any TerminalDevice) {
    self.terminal = terminal
  }

  /// Shows `prompt`, lets the person edit a line, and returns it once they press Return; `nil`
  /// when the input ends (Ctrl-D on an empty line, or the terminal closed).
  ///
  /// `completion` says what Tab may complete on this line. A terminal that cannot be put in raw
  /// mode gets the prompt and a plain line, edited by the terminal itself.
  public func readLine(prompt: String, completion: CommandCompletion) -> String? {
    guard terminal.enterRawMode() else { return readPlainLine(prompt: prompt) }
    defer { terminal.leaveRawMode() }
    var line = EditedLine()
    var place = HistoryPlace(position: history.count)
    redraw(prompt, line)
    var isDrawn = true
    // A byte read past a malformed character, to be read again as the start of the next key.
    var pending: UInt8?
    func nextByte() -> UInt8? {
      defer { pending = nil }
      return pending ?? terminal.readByte()
    }
    while let key = Key.read(from: nextByte) {
      switch key {
      case .enter:
        // A pasted line that ends in Return is seen before it runs.
        if !isDrawn { redraw(prompt, line) }
        terminal.write("\n")
        remember(line.text)
        return line.text
      case .endOfInput where line.isEmpty:
        terminal.write("\n")
        return nil
      case .interrupt:
        // Like a shell: the line is given up, and a fresh prompt waits below it.
        terminal.write("^C\n")
        line = EditedLine()
        place = HistoryPlace(position: history.count)
      case .malformed(let next):
        line.insert("\u{FFFD}")
        pending = next
      case .searchHistory:
        guard let found = searchHistory(from: line, nextByte: nextByte) else { break }
        if found.accepted {
          terminal.write("\r" + prompt + found.line.text + "\u{1B}[K\n")
          remember(found.line.text)
          return found.line.text
        }
        line = found.line
      default: edit(&line, &place, by: key, completion: completion)
      }
      // Pasted text arrives faster than it can be drawn: the line is drawn once the keys waiting
      // are read, so a paste costs its length, not its length times the terminal's width.
      isDrawn = !terminal.hasInputWaiting
      if isDrawn { redraw(prompt, line) }
    }
    terminal.write("\n")
    return nil
  }

  /// Changes `line`, or the place in the history, as `key` asks: the keys that neither end the
  /// line nor start a search.
  private func edit(
    _ line: inout EditedLine, _ place: inout HistoryPlace, by key: Key,
    completion: CommandCompletion
  ) {
    switch key {
    case .character(let character): line.insert(character)
    case .endOfInput, .delete: line.deleteForward()
    case .backspace: line.deleteBackward()
    case .left: line.moveLeft()
    case .right: line.moveRight()
    case .home: line.moveToStart()
    case .end: line.moveToEnd()
    case .deleteToEnd: line.deleteToEnd()
    case .deleteToStart: line.deleteToStart()
    case .deleteWordBackward: line.deleteWordBackward()
    case .clearScreen: terminal.write("\u{1B}[H\u{1B}[2J")
    case .up: place.moveUp(&line, in: history)
    case .down: place.moveDown(&line, in: history)
    case .tab: complete(&line, with: completion)
    case .enter, .interrupt, .malformed, .searchHistory, .ignored, .cancel: break
    }
  }

  /// Searches the history backwards, as Ctrl-R does in a shell.
  ///
  /// Each character typed narrows the search to the newest line of
  /// the history that contains what was typed, Ctrl-R again finds an older one, Return enters the
  /// line found, and Ctrl-G or Ctrl-C gives up, back to `line`; any other key ends the search with
  /// the line found, to be edited. `nil` when the input ends.
  private func searchHistory(from line: EditedLine, nextByte: () -> UInt8?) -> (
    line: EditedLine, accepted: Bool
  )? {
    var query = ""
    var before = history.count  // Search the lines older than this one.
    var found = line
    func search() {
      guard !query.isEmpty,
        let match = history[..<before].lastIndex(where: { $0.contains(query) })
      else { return }
      before = match
      found = EditedLine(history[match])
    }
    while true {
      redraw("(search '\(query)') ", found)
      guard let key = Key.read(from: nextByte) else { return nil }
      switch key {
      case .character(let character):
        query.append(character)
        before = history.count
        search()
      case .backspace:
        query = String(query.dropLast())
        before = history.count
        found = line
        search()
      case .searchHistory:
        search()  // An older line, if one matches; otherwise the one found stays.
      case .enter: return (found, true)
      case .cancel, .interrupt: return (line, false)
      default: return (found, false)
      }
    }
  }

  /// The prompt, then the bytes up to a newline, as the terminal's own line editing sent them.
  private func readPlainLine(prompt: String) -> String? {
    terminal.write(prompt)
    var bytes: [UInt8] = []
    while let byte = terminal.readByte() {
      if byte == UInt8(ascii: "\n") {
        let text = String(decoding: bytes, as: UTF8.self)
        remember(text)
        return text
      }
      bytes.append(byte)
    }
    return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
  }

  /// Completes the word before the cursor: one candidate is inserted whole, followed by a space;
  /// several are extended to what they share, or listed below the line when they share no more.
  private func complete(_ line: inout EditedLine, with completion: CommandCompletion) {
    let before = line.textBeforeCursor
    let candidates = completion.candidates(for: before)
    let typed = before.hasSuffix(" ") ? "" : String(before.split(separator: " ").last ?? "")
    guard let first = candidates.first else { return }
    if candidates.count == 1 {
      line.insert(contentsOf: first.dropFirst(typed.count) + " ")
      return
    }
    let shared = candidates.dropFirst().reduce(first) { $0.commonPrefix(with: $1) }
    if shared.count > typed.count {
      line.insert(contentsOf: shared.dropFirst(typed.count))
    } else {
      terminal.write("\n" + candidates.joined(separator: "  ") + "\n")
    }
  }

  private func remember(_ text: String) {
    guard !text.allSatisfy(\.isWhitespace), text != history.last else { return }
    history.append(text)
  }

  /// Draws the prompt and the line from the left edge, clears what an older, longer line left
  /// behind, and puts the cursor back where it is in the line.
  ///
  /// A line that would not fit beside the prompt is shown as the part of it around the cursor,
  /// so nothing wraps onto a second row, which a carriage return could not reach again.
  private func redraw(_ prompt: String, _ line: EditedLine) {
    let shown = Self.visiblePart(
      of: line, columns: (terminal.columns ?? Int.max / 2) - prompt.displayWidth - 1)
    var output = "\r" + prompt + String(shown.characters) + "\u{1B}[K"
    let columnsAfterCursor = shown.characters[shown.cursor...].reduce(0) { $0 + $1.displayWidth }
    if columnsAfterCursor > 0 { output += "\u{1B}[\(columnsAfterCursor)D" }
    terminal.write(output)
  }

  /// The characters of `line` that fit in `columns` with the cursor among them, and where the
  /// cursor is in them.
  static func visiblePart(of line: EditedLine, columns: Int) -> (
    characters: [Character], cursor: Int
  ) {
    let characters = line.characters
    let columns = max(columns, 2)
    // The first character shown: as far left as the cursor allows, found by walking left from
    // the cursor, so a redraw costs the width of the terminal, not the length of the line (a
    // pasted line is redrawn once per character).
    var start = line.cursor
    var widthToCursor = 0
    while start > 0, widthToCursor + characters[start - 1].displayWidth <= columns - 1 {
      start -= 1
      widthToCursor += characters[start].displayWidth
    }
    var end = start
    var width = 0
    while end < characters.count, width + characters[end].displayWidth <= columns {
      width += characters[end].displayWidth
      end += 1
    }
    return (Array(characters[start..<max(end, line.cursor)]), line.cursor - start)
  }
}

/// The line being edited and the cursor in it, counted in characters.
struct EditedLine {
  private(set) var characters: [Character]
  private(set) var cursor: Int

  init(_ text: String = "") {
    characters = Array(text)
    cursor = characters.count
  }

  var text: String { String(characters) }
  var isEmpty: Bool { characters.isEmpty }
  var textBeforeCursor: String { String(characters[..<cursor]) }
  var textAfterCursor: String { String(characters[cursor...]) }

  mutating func insert(_ character: Character) {
    characters.insert(character, at: cursor)
    cursor += 1
  }

  mutating func insert(contentsOf text: some StringProtocol) {
    characters.insert(contentsOf: text, at: cursor)
    cursor += text.count
  }

  mutating func deleteBackward() {
    guard cursor > 0 else { return }
    cursor -= 1
    characters.remove(at: cursor)
  }

  mutating func deleteForward() {
    guard cursor < characters.count else { return }
    characters.remove(at: cursor)
  }

  mutating func deleteToEnd() { characters.removeSubrange(cursor...) }

  /// Deletes the spaces before the cursor, then the word before them, as Ctrl-W does in a shell.
  mutating func deleteWordBackward() {
    var start = cursor
    while start > 0, characters[start - 1].isWhitespace { start -= 1 }
    while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
    characters.removeSubrange(start..<cursor)
    cursor = start
  }

  mutating func deleteToStart() {
    characters.removeSubrange(..<cursor)
    cursor = 0
  }

  mutating func moveLeft() { cursor = max(0, cursor - 1) }
  mutating func moveRight() { cursor = min(characters.count, cursor + 1) }
  mutating func moveToStart() { cursor = 0 }
  mutating func moveToEnd() { cursor = characters.count }
}

/// Where Up and Down are in the history while a line is edited: `history.count` is the line being
/// typed, kept aside while an older one is shown.
struct HistoryPlace {
  var position: Int
  var typedBeforeHistory = ""

  /// Shows the line before the one shown, if there is one.
  mutating func moveUp(_ line: inout EditedLine, in history: [String]) {
    guard position > 0 else { return }
    if position == history.count { typedBeforeHistory = line.text }
    position -= 1
    line = EditedLine(history[position])
  }

  /// Shows the line after the one shown, or the line being typed after the last one.
  mutating func moveDown(_ line: inout EditedLine, in history: [String]) {
    guard position < history.count else { return }
    position += 1
    line = EditedLine(position == history.count ? typedBeforeHistory : history[position])
  }
}
