/// One key a person pressed, decoded from the bytes a terminal sends for it.
public enum Key: Equatable, Sendable {
  /// A character to insert, possibly several bytes of UTF-8.
  case character(Character)
  case enter, tab, backspace, delete
  case left, right, up, down, home, end
  /// Ctrl-C: give up the line being typed.
  case interrupt
  /// Ctrl-D: the end of input on an empty line, delete the character under the cursor otherwise.
  case endOfInput
  /// Ctrl-K and Ctrl-U: delete to the end or to the start of the line.
  case deleteToEnd, deleteToStart
  /// Ctrl-W: delete the word before the cursor, and the spaces after it.
  case deleteWordBackward
  /// Ctrl-L: clear the screen and draw the line at its top.
  case clearScreen
  /// Ctrl-R: search the history backwards for what is typed next.
  case searchHistory
  /// Ctrl-G: give up a history search, back to the line as it was.
  case cancel
  /// A key the editor does not use, such as F1; it is ignored.
  case ignored
  /// Bytes that are not UTF-8, and the byte after them that began something else (such as
  /// Return), to be read again: the line gets U+FFFD, so it is refused, not saved damaged.
  case malformed(followedBy: UInt8?)

  /// Reads one key from `nextByte`, which returns `nil` at the end of input.
  ///
  /// Understands the control keys, UTF-8, and the escape sequences of the terminals in use
  /// today: `ESC [ A` for up, `ESC O H` or `ESC [ 1 ~` for home, `ESC [ 3 ~` for delete, and so on.
  static func read(from nextByte: () -> UInt8?) -> Key? {
    guard let byte = nextByte() else { return nil }
    switch byte {
    case 0x0D, 0x0A: return .enter
    case 0x09: return .tab
    case 0x7F, 0x08: return .backspace
    case 0x03: return .interrupt
    case 0x04: return .endOfInput
    case 0x01: return .home
    case 0x05: return .end
    case 0x02: return .left
    case 0x06: return .right
    case 0x10: return .up
    case 0x0E: return .down
    case 0x0B: return .deleteToEnd
    case 0x15: return .deleteToStart
    case 0x17: return .deleteWordBackward
    case 0x0C: return .clearScreen
    case 0x12: return .searchHistory
    case 0x07: return .cancel
    case 0x1B: return escapeSequence(from: nextByte)
    case 0x00..<0x20: return .ignored
    default: return character(startingWith: byte, from: nextByte)
    }
  }

  /// The key of an escape sequence, after its `ESC`.
  private static func escapeSequence(from nextByte: () -> UInt8?) -> Key {
    guard let introducer = nextByte() else { return .ignored }
    guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
      return .ignored
    }
    // Parameters are digits and semicolons; the final byte says which key it was.
    var parameter = ""
    while let byte = nextByte() {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: ";"):
        parameter.append(Character(Unicode.Scalar(byte)))
      case UInt8(ascii: "A"): return .up
      case UInt8(ascii: "B"): return .down
      case UInt8(ascii: "C"): return .right
      case UInt8(ascii: "D"): return .left
      case UInt8(ascii: "H"): return .home
      case UInt8(ascii: "F"): return .end
      case UInt8(ascii: "~"):
        switch parameter.split(separator: ";").first {
        case "1", "7": return .home
        case "4", "8": return .end
        case "3": return .delete
        default: return .ignored
        }
      default:
        return .ignored
      }
    }
    return .ignored
  }

  /// A character of one to four bytes of UTF-8, or `.malformed` for bytes that are not one.
  private static func character(startingWith first: UInt8, from nextByte: () -> UInt8?) -> Key {
    let length =
      switch first {
      case 0xC0..<0xE0: 2
      case 0xE0..<0xF0: 3
      case 0xF0..<0xF8: 4
      default: 1
      }
    var bytes = [first]
    while bytes.count < length, let byte = nextByte() {
      // Only continuation bytes belong to the character; anything else starts the next key.
      guard (0x80...0xBF).contains(byte) else { return .malformed(followedBy: byte) }
      bytes.append(byte)
    }
    guard bytes.count == length,
      let text = String(validating: bytes, as: UTF8.self), let character = text.first
    else { return .malformed(followedBy: nil) }
    return .character(character)
  }
}
