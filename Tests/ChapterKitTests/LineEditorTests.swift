import ChapterTestSupport
import Testing

@testable import ChapterCommandLine
@testable import ChapterDrawings
@testable import ChapterKit

/// A terminal in memory: the keys a person would type, as bytes, and everything drawn.
final class TerminalDouble: TerminalDevice {
  private var input: [UInt8]
  private(set) var drawn = ""
  private(set) var isRaw = false
  let acceptsRawMode: Bool
  let columns: Int?
  /// Whether the bytes not read yet count as waiting, as a paste's do; otherwise each key is
  /// typed after the last was drawn.
  var sendsAsPaste = false
  var hasInputWaiting: Bool { sendsAsPaste && next < input.count }
  private var next = 0

  init(typing keys: String, acceptsRawMode: Bool = true, columns: Int? = nil) {
    input = Array(keys.utf8)
    self.acceptsRawMode = acceptsRawMode
    self.columns = columns
  }

  /// A terminal that sends `bytes` as they are, valid UTF-8 or not.
  init(sending bytes: [UInt8]) {
    input = bytes
    acceptsRawMode = true
    columns = nil
  }

  func enterRawMode() -> Bool {
    isRaw = acceptsRawMode
    return acceptsRawMode
  }

  func leaveRawMode() { isRaw = false }

  func readByte() -> UInt8? {
    guard next < input.count else { return nil }
    defer { next += 1 }
    return input[next]
  }

  func write(_ text: String) { drawn += text }
}

/// The REPL's line editing, driven key by key through a terminal double.
@MainActor
struct LineEditorTests {
  static let left = "\u{1B}[D"
  static let right = "\u{1B}[C"
  static let up = "\u{1B}[A"
  static let down = "\u{1B}[B"
  static let home = "\u{1B}[H"
  static let end = "\u{1B}[F"
  static let delete = "\u{1B}[3~"
  static let backspace = "\u{7F}"
  static let completion = CommandCompletion(
    ids: ["t1", "t2", "t3", "t10", "t11"], waiting: ["p1", "a2"])

  /// The lines an editor returns for `keys`, until the input ends.
  private func lines(typing keys: String) -> (lines: [String], terminal: TerminalDouble) {
    let terminal = TerminalDouble(typing: keys)
    let editor = LineEditor(terminal: terminal)
    var lines: [String] = []
    while let line = editor.readLine(prompt: "> ", completion: Self.completion) {
      lines.append(line)
    }
    return (lines, terminal)
  }

  @Test func theArrowsHomeAndEndMoveTheCursorWhereTypingGoes() {
    let keys =
      "pen t3" + Self.home + "o" + Self.end + "!" + Self.left + Self.left + "X" + Self.right + "\r"
    #expect(lines(typing: keys).lines == ["open tX3!"])
  }

  @Test func backspaceAndDeleteRemoveBeforeAndUnderTheCursor() {
    let keys = "oppen t33" + Self.backspace + Self.home + Self.right + Self.delete + "\r"
    #expect(lines(typing: keys).lines == ["open t3"])
  }

  @Test func upAndDownWalkThroughTheLinesOfThisSessionAndBackToWhatWasTyped() {
    let keys =
      "open t3\r" + "favorite\r" + "ba" + Self.up + Self.up + Self.up + Self.down + "\r"
      + "ba" + Self.up + Self.down + "ck\r"
    #expect(lines(typing: keys).lines == ["open t3", "favorite", "favorite", "back"])
  }

  @Test func theHistoryKeepsNeitherBlankLinesNorARepeat() {
    let terminal = TerminalDouble(typing: "dump\r\r   \rdump\rback\r")
    let editor = LineEditor(terminal: terminal)
    while editor.readLine(prompt: "> ", completion: Self.completion) != nil {}
    #expect(editor.history == ["dump", "back"])
  }

  @Test func tabCompletesACommandWordAndAnIdOfTheList() {
    #expect(lines(typing: "fav\t\r").lines == ["favorite "])
    #expect(lines(typing: "op\tt2\r").lines == ["open t2"])
    #expect(lines(typing: "remote ren\tt3\t\r").lines == ["remote rename t3 "])
    #expect(lines(typing: "sort fa\t\r").lines == ["sort favorites-first "])
    // Every word Tab completes is one the language takes.
    #expect(lines(typing: "sort n\t\r").lines == ["sort newest "])
    #expect(lines(typing: "remote l\tf\tt3\t\r").lines == ["remote late favorite t3 "])
  }

  @Test func tabExtendsWhatSeveralCandidatesShareAndListsThemWhenTheyShareNoMore() {
    // "t1", "t10" and "t11" share "t1": the first Tab has nothing to add, so it lists them.
    let (result, terminal) = lines(typing: "open t1\t\r")
    #expect(result == ["open t1"])
    #expect(terminal.drawn.contains("\nt1  t10  t11\n"))
    // "re" could be "rename", "relaunch" or "remote"; "rena" can only be "rename".
    #expect(lines(typing: "deliver a\t\r").lines == ["deliver a"])  // a2 and all share "a".
    #expect(lines(typing: "deliver p\t\r").lines == ["deliver p1 "])
    #expect(lines(typing: "rena\tCall the surgery\r").lines == ["rename Call the surgery"])
  }

  @Test func ctrlCGivesUpTheLineAndCtrlDOnAnEmptyLineEndsTheInput() {
    let (result, terminal) = lines(typing: "open t3\u{03}back\r\u{04}never read\r")
    #expect(result == ["back"])
    #expect(terminal.drawn.contains("^C\n"))
  }

  @Test func ctrlDInsideALineDeletesTheCharacterUnderTheCursor() {
    let keys = "opxen" + Self.left + Self.left + Self.left + "\u{04}\r"
    #expect(lines(typing: keys).lines == ["open"])
  }

  @Test func charactersOfSeveralBytesAreInsertedWholeAndWideOnesMoveTheCursorTwoColumns() {
    let (result, terminal) = lines(typing: "add 牛乳を買う" + Self.left + Self.left + "\r")
    #expect(result == ["add 牛乳を買う"])
    // Two wide characters after the cursor: the redraw moves it back four columns.
    #expect(terminal.drawn.contains("\u{1B}[4D"))
  }

  @Test func everyLineIsReadInRawModeAndHandedBackWithTheTerminalRestored() {
    let terminal = TerminalDouble(typing: "dump\r")
    let editor = LineEditor(terminal: terminal)
    #expect(editor.readLine(prompt: "> ", completion: Self.completion) == "dump")
    #expect(!terminal.isRaw)
    #expect(terminal.drawn.hasPrefix("\r> \u{1B}[K"))
  }

  @Test func aTerminalWithoutRawModeGetsThePromptAndAPlainLine() {
    let terminal = TerminalDouble(typing: "open t3\nback", acceptsRawMode: false)
    let editor = LineEditor(terminal: terminal)
    #expect(editor.readLine(prompt: "> ", completion: Self.completion) == "open t3")
    #expect(editor.readLine(prompt: "> ", completion: Self.completion) == "back")
    #expect(editor.readLine(prompt: "> ", completion: Self.completion) == nil)
    #expect(terminal.drawn == "> > > ")
  }

  @Test func theREPLReadsItsLinesThroughTheEditorWithTheActiveListsIDs() async {
    let terminal = TerminalDouble(typing: "op\tt3\rfavorite\rdump\r\u{04}")
    let recorder = OutputRecorder()
    var io = recorder.io(input: nil, outputIsTerminal: false)
    io.inputIsTerminal = true
    io.lineEditor = LineEditor(terminal: terminal)
    let status = await ChapterRunner.run(
      TestChapter.self, arguments: ["--interactive", "--plain"], io: io)
    #expect(status == 0)
    #expect(recorder.output.contains("list t3 1 Call the dentist"))
    #expect(terminal.drawn.contains("scene 1 · list> open "))
    #expect(terminal.drawn.contains("scene 1 · detail t3> "))
  }

  @Test func aLineWiderThanTheTerminalScrollsSidewaysAndNeverRedrawsThePromptOnANewRow() {
    let long = String(repeating: "rename Call the dentist about the crown ", count: 3)
    let terminal = TerminalDouble(typing: long + "\r", columns: 40)
    let editor = LineEditor(terminal: terminal)
    #expect(
      editor.readLine(prompt: "scene 1 · list> ", completion: CommandCompletion(ids: [])) == long)
    // Every redraw starts at the left edge of the same row: one prompt per carriage return.
    let redraws = terminal.drawn.split(separator: "\r", omittingEmptySubsequences: true)
    #expect(redraws.count == long.count + 1)
    for redraw in redraws.dropLast() {
      #expect(redraw.hasPrefix("scene 1 · list> "))
      let text = redraw.replacingOccurrences(of: "\u{1B}[K", with: "")
      #expect(text.displayWidth < 40, "a redraw wider than the terminal: \(text)")
    }
  }

  /// Text pasted is drawn once it is all read, not once per character: 64 KB costs its length.
  @Test func aPastedLineIsDrawnOnceWhenItsKeysHaveBeenRead() {
    let pasted = String(repeating: "x", count: 65_536)
    let terminal = TerminalDouble(typing: "add " + pasted + "\r", columns: 80)
    terminal.sendsAsPaste = true
    let line = LineEditor(terminal: terminal).readLine(prompt: "> ", completion: Self.completion)
    #expect(line == "add " + pasted)
    // The prompt alone, then the line as Return finds it, scrolled to its end: two lines drawn.
    #expect(terminal.drawn.components(separatedBy: "\r> ").count - 1 == 2)
    #expect(terminal.drawn.count < 200)
    #expect(terminal.drawn.hasSuffix("xxxx\u{1B}[K\n"))
  }

  @Test func theVisiblePartKeepsTheCursorInViewAndWideCharactersWhole() {
    var line = EditedLine("歯医者に電話する歯医者に電話する")
    let end = LineEditor.visiblePart(of: line, columns: 10)
    #expect(String(end.characters) == "電話する")  // The cursor needs the tenth column.
    #expect(end.cursor == 4)
    line.moveToStart()
    let start = LineEditor.visiblePart(of: line, columns: 10)
    #expect(String(start.characters) == "歯医者に電")
    #expect(start.cursor == 0)
  }

  @Test func aByteThatIsNotUTF8ReachesTheLineAsAReplacementCharacterSoTheLineIsRefused() {
    // "rename caf", then a lone 0xE9 (Latin-1 é), then Return.
    let terminal = TerminalDouble(sending: Array("rename caf".utf8) + [0xE9, 0x0D])
    let line = LineEditor(terminal: terminal).readLine(
      prompt: "> ", completion: CommandCompletion(ids: []))
    #expect(line == "rename caf\u{FFFD}")
  }
}

/// The shell's other keys: Ctrl-W deletes a word, Ctrl-L clears the screen, Ctrl-R searches the
/// history.
extension LineEditorTests {
  @Test func ctrlWDeletesTheWordBeforeTheCursorAndTheSpacesAfterIt() {
    #expect(
      lines(typing: "rename Call the dentist  \u{17}surgery\r").lines == [
        "rename Call the surgery"
      ])
    #expect(lines(typing: "\u{17}open t3\u{17}\u{17}\u{17}add x\r").lines == ["add x"])
  }

  @Test func ctrlLClearsTheScreenAndKeepsTheLine() {
    let (lines, terminal) = lines(typing: "open\u{0C} t3\r")
    #expect(lines == ["open t3"])
    #expect(terminal.drawn.contains("\u{1B}[2J"))
  }

  @Test func ctrlRFindsTheNewestLineThatContainsWhatIsTypedAndReturnEntersIt() {
    let keys = "open t3\rrename Call the surgery\rback\r\u{12}open\r"
    #expect(lines(typing: keys).lines == ["open t3", "rename Call the surgery", "back", "open t3"])
    #expect(lines(typing: keys).terminal.drawn.contains("(search 'open') open t3"))
  }

  @Test func ctrlRAgainFindsAnOlderLineAndAnotherKeyEditsWhatWasFound() {
    let keys = "open t3\rback\ropen t5\r\u{12}open\u{12}\u{1B}[C4\r"
    #expect(lines(typing: keys).lines == ["open t3", "back", "open t5", "open t34"])
  }

  @Test func ctrlGGivesTheSearchUpAndKeepsTheLineAsItWas() {
    let keys = "back\radd milk\u{12}ba\u{07}!\r"
    #expect(lines(typing: keys).lines == ["back", "add milk!"])
  }

  @Test func aSearchWithNoMatchLeavesTheLineAndEndsWithTheInput() {
    #expect(lines(typing: "back\r\u{12}zzz\r").lines == ["back", ""])
    #expect(lines(typing: "back\r\u{12}ba").lines == ["back"])
  }
}
