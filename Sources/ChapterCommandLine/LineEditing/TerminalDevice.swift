#if canImport(Glibc)
  import Glibc

  /// The system call, named apart from the terminal's own `write(_:)`.
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  import Darwin

  /// The system call, named apart from the terminal's own `write(_:)`.
  private let systemWrite = Darwin.write
#endif

/// Where a line editor reads keys and draws: the terminal, or a double in the tests.
public protocol TerminalDevice: AnyObject {
  /// Switches the terminal to reading key by key without echo; `false` when it cannot.
  func enterRawMode() -> Bool
  /// Puts the terminal back as it was before ``enterRawMode()``.
  func leaveRawMode()
  /// The next byte typed, or `nil` when the input has ended.
  func readByte() -> UInt8?
  /// Draws `text` at once.
  func write(_ text: String)
  /// How many columns the terminal is wide now, or `nil` when it cannot say.
  var columns: Int? { get }
  /// Whether more bytes are there to read at once, as when text is pasted.
  var hasInputWaiting: Bool { get }
}

extension TerminalDevice {
  /// A terminal that cannot say how wide it is.
  public var columns: Int? { nil }
  /// A terminal that cannot say whether more input is waiting: the line is drawn after each key.
  public var hasInputWaiting: Bool { false }
}

/// The process's own terminal, through `termios`: standard input and standard output.
///
/// Raw mode turns off line buffering, echo and the keys the terminal would turn into signals, so
/// that Ctrl-C and Ctrl-D reach the editor as bytes. It keeps output processing, so `\n` still
/// starts a new line at the left edge. The editor leaves raw mode before it returns each line, so
/// whatever a command prints, and a crash, find the terminal as it was.
public final class StandardTerminal: TerminalDevice {
  private var saved = termios()
  private var isRaw = false

  /// The terminal of standard input and output.
  public init() {}

  /// Turns off line buffering, echo and signal keys on standard input; `false` if it is no terminal.
  public func enterRawMode() -> Bool {
    guard !isRaw, tcgetattr(STDIN_FILENO, &saved) == 0 else { return isRaw }
    var raw = saved
    raw.c_iflag &= ~tcflag_t(ICRNL | IXON | BRKINT | INPCK | ISTRIP)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_cflag |= tcflag_t(CS8)
    // One byte at a time, waiting as long as it takes.
    withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
      controlCharacters[Int(VMIN)] = 1
      controlCharacters[Int(VTIME)] = 0
    }
    isRaw = tcsetattr(STDIN_FILENO, TCSADRAIN, &raw) == 0
    return isRaw
  }

  /// Restores the settings standard input had before raw mode.
  public func leaveRawMode() {
    guard isRaw else { return }
    _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &saved)
    isRaw = false
  }

  /// Waits for the next byte of standard input; `nil` at its end.
  public func readByte() -> UInt8? {
    var byte: UInt8 = 0
    while true {
      let count = read(STDIN_FILENO, &byte, 1)
      if count == 1 { return byte }
      // A signal may interrupt the read; anything else ends the input.
      if count < 0 && errno == EINTR { continue }
      return nil
    }
  }

  /// Whether standard input has bytes to read now: `poll` with no wait.
  public var hasInputWaiting: Bool {
    var waiting = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    return poll(&waiting, 1, 0) > 0 && waiting.revents & Int16(POLLIN) != 0
  }

  /// The width of the terminal standard output goes to, asked each time so a resize is
  /// followed.
  public var columns: Int? {
    terminalSize(of: STDOUT_FILENO)?.columns
  }

  /// Writes `text` to standard output, unbuffered, so the cursor is where the editor put it.
  public func write(_ text: String) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        systemWrite(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset)
      }
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }
}
