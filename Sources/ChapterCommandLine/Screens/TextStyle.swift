/// Colour and emphasis for pretty output; a no-op when colour is off.
///
/// Colour is on only when standard output is a terminal and `NO_COLOR` is not set
/// (see no-color.org), and never in the plain format.
struct TextStyle {
  let usesColor: Bool

  func changed(_ text: String) -> String { wrap(text, "32") }
  func stale(_ text: String) -> String { wrap(text, "31") }
  func bold(_ text: String) -> String { wrap(text, "1") }
  func dim(_ text: String) -> String { wrap(text, "2") }
  /// Text that explains rather than shows, such as the legend and the mechanism's lines: cyan,
  /// which reads well on light and dark themes, where faint text often does not.
  func quiet(_ text: String) -> String { wrap(text, "36") }

  private func wrap(_ text: String, _ code: String) -> String {
    usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
