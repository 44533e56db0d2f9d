/// The identity of a todo: a short string a person can type, such as `t3` or `t21`.
///
/// Screens pass ids, never todo values, between each other. An id stays valid while the todo
/// exists and is never given to another todo after a delete.
public struct TodoID: Hashable, Comparable, Codable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The text of the id, as typed in scenarios and printed in dumps.
  public let rawValue: String

  /// Wraps an id's text without checking its shape; use ``init(parsing:)`` for user input.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates the id `t<number>`, the shape every id of this project has.
  public init(number: Int) {
    self.rawValue = "t\(number)"
  }

  /// Reads an id typed by a person: `t` followed by a positive number without leading zeros.
  ///
  /// Returns `nil` for anything else, so `x3`, `t`, `t03` and `T3` are rejected.
  public init?(parsing text: String) {
    guard text.count >= 2, text.first == "t" else { return nil }
    let digits = text.dropFirst()
    guard digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber), digits.first != "0",
      digits.count <= 9
    else { return nil }
    self.rawValue = text
  }

  /// Lets tests and fixtures write `"t3"` where an id is expected.
  public init(stringLiteral value: String) {
    self.rawValue = value
  }

  /// The number after the `t`, used to order ids naturally (`t2` before `t10`).
  public var number: Int? {
    Int(rawValue.dropFirst())
  }

  /// Orders ids by their number first, so `t2 < t10`; ids without a number sort by text.
  public static func < (lhs: TodoID, rhs: TodoID) -> Bool {
    switch (lhs.number, rhs.number) {
    case (let left?, let right?): return left < right
    default: return lhs.rawValue < rhs.rawValue
    }
  }

  /// The id's text, so `"\(id)"` prints `t3`.
  public var description: String { rawValue }

  /// Decodes an id from a plain JSON string.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  /// Encodes an id as a plain JSON string, not as an object.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
