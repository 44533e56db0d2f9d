import ScenarioLanguage
import TodoModel

/// A story drawn as a picture: a row of frames, one per key step, each a phone-shaped list with
/// its detail beside it, drawn from the screens as the run left them.
///
/// The row the step changed is marked; a row or a detail that disagrees with the data source is
/// red and says what the data source holds. Text is SVG text, so it can be selected and
/// searched, with a font list that falls back to one with Japanese glyphs. The same run always
/// draws the same picture, byte for byte, so the committed pictures can be checked.
public struct Storyboard {
  /// One frame: the step, and the scene as it was after it.
  public struct Frame {
    let stepNumber: Int
    let command: String
    let caption: String
    let scene: StateDump.Scene
    /// The scene as it was before the step, to mark what changed.
    let before: StateDump.Scene?
    let truth: [Todo]
    /// What went wrong in this step, if anything, in words.
    let problem: String?
    /// The server's pushes and answers still waiting after the step (`hold`), by name.
    let waiting: [String]
    /// What the person typed into the detail's title field and has not submitted, if anything.
    let typedTitle: String?
    /// What carried the change in this step, in the transcript's words (its `↳` lines).
    let mechanism: [String]

    /// Step `stepNumber`, which ran `command`, said as `caption`: `scene` as it was after the
    /// step and `before` it, what the screens should show (`truth`), its first problem, and
    /// what the chapter's mechanism did (`mechanism`).
    public init(
      stepNumber: Int, command: String, caption: String, scene: StateDump.Scene,
      before: StateDump.Scene?, truth: [Todo], problem: String?, waiting: [String] = [],
      typedTitle: String? = nil, mechanism: [String] = []
    ) {
      self.mechanism = mechanism
      self.waiting = waiting
      self.typedTitle = typedTitle
      self.stepNumber = stepNumber
      self.command = command
      self.caption = caption
      self.scene = scene
      self.before = before
      self.truth = truth
      self.problem = problem
    }
  }

  let title: String
  let subtitle: String
  let frames: [Frame]
  /// The language of the picture's words; the todos' titles and the commands stay as they are.
  let language: Language

  /// A picture titled `title` over `subtitle`, of `frames`, in `language`.
  public init(title: String, subtitle: String, frames: [Frame], language: Language) {
    self.title = title
    self.subtitle = subtitle
    self.frames = frames
    self.language = language
  }

  /// `key`'s message in the picture's language.

  /// What the data source holds for a stale row or detail, in words.
  func whatTheDataSourceHolds(_ truth: Todo?) -> String {
    truth.map {
      language.text("storyboard.shouldBe", ["star": $0.isFavorite ? "★" : "☆", "title": $0.title])
    }
      ?? language.text("storyboard.deleted")
  }

  // MARK: - Geometry

  static let phoneWidth = 210
  static let phoneHeight = 300
  static let gap = 14
  static let frameWidth = phoneWidth * 2 + gap
  static let frameGap = 36
  static let margin = 24
  static let headerHeight = 64
  static let rowHeight = 26
  static let visibleRows = 8
  static let captionLineHeight = 17
  /// Columns of caption text that fit under a frame, at 13 pixels, about 7 pixels a column.
  static let captionColumns = 60
  static let fonts =
    "-apple-system, 'Helvetica Neue', Helvetica, Arial, 'Hiragino Sans', 'Noto Sans CJK JP', "
    + "'Noto Sans JP', 'Yu Gothic', sans-serif"

  /// The picture, as a whole SVG document.
  public func svg() -> String {
    let captionLines = frames.map { captionText($0).count }.max() ?? 0
    let width =
      Self.margin * 2 + frames.count * Self.frameWidth + (frames.count - 1) * Self.frameGap
    let height =
      Self.margin + Self.headerHeight + Self.phoneHeight + 16 + captionLines
      * Self.captionLineHeight
      + Self.margin
    var out = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
      viewBox="0 0 \(width) \(height)" font-family="\(Self.fonts)">
      <title>\(escape(title))</title>
      <rect width="\(width)" height="\(height)" fill="#ffffff"/>
      <text x="\(Self.margin)" y="\(Self.margin + 18)" font-size="18" font-weight="bold" \
      fill="#1c1c1e">\(escape(title))</text>
      <text x="\(Self.margin)" y="\(Self.margin + 40)" font-size="13" fill="#3a3a3c">\
      \(escape(subtitle))</text>

      """
    for (index, frame) in frames.enumerated() {
      let x = Self.margin + index * (Self.frameWidth + Self.frameGap)
      out += draw(frame, x: x, y: Self.margin + Self.headerHeight)
    }
    return out + "</svg>\n"
  }

  // MARK: - A frame

  private func draw(_ frame: Frame, x: Int, y: Int) -> String {
    let truthByID = Dictionary(uniqueKeysWithValues: frame.truth.map { ($0.id, $0) })
    var out = "<g>\n"
    out += phone(
      x: x, y: y, title: language.text("storyboard.sceneList", ["scene": "\(frame.scene.number)"]))
    out += listRows(frame, truthByID: truthByID, x: x, y: y)
    let detailX = x + Self.phoneWidth + Self.gap
    out += phone(
      x: detailX, y: y,
      title: frame.scene.detail.map { language.text("storyboard.detailOf", ["id": "\($0.id)"]) }
        ?? language.text("storyboard.detail"))
    out += detailContent(frame, truthByID: truthByID, x: detailX, y: y)
    var lineY = y + Self.phoneHeight + 24
    for (index, line) in captionText(frame).enumerated() {
      let weight = index == 0 ? " font-weight=\"bold\"" : ""
      out += """
        <text x="\(x)" y="\(lineY)" font-size="13"\(weight) fill="\(line.color)">\
        \(escape(line.text))</text>

        """
      lineY += Self.captionLineHeight
    }
    return out + "</g>\n"
  }

  /// A line under a frame, in the colour of what it says.
  struct CaptionLine {
    let text: String
    let color: String
  }

  /// How many of a step's `↳` lines a frame shows: the first ones, which say what carried the
  /// change; the transcript has them all.
  static let mechanismLines = 2

  /// The lines under a frame: the step, what it does, what carried the change, and what went
  /// wrong.
  private func captionText(_ frame: Frame) -> [CaptionLine] {
    func lines(_ text: String, indent: String = "", color: String) -> [CaptionLine] {
      text.wrapped(toWidth: Self.captionColumns, indent: indent).split(separator: "\n").map {
        CaptionLine(text: String($0), color: color)
      }
    }
    var result = [
      CaptionLine(
        text: language.text(
          "storyboard.step", ["step": "\(frame.stepNumber)", "command": frame.command]),
        color: "#1c1c1e")
    ]
    result += lines(frame.caption, color: "#1c1c1e")
    // A view that merely appeared carried no change: its line would crowd out one that did.
    let appeared = ": " + language.text("note.selfAppeared")
    let carriers = frame.mechanism.filter { !$0.hasSuffix(appeared) }
    for note in carriers.prefix(Self.mechanismLines) {
      result += lines("↳ " + note, indent: "  ", color: "#5856d6")
    }
    if let problem = frame.problem {
      result += lines("✗ " + problem, indent: "  ", color: "#c62828")
    } else if frame.waiting.isEmpty {
      result += lines(language.text("storyboard.inSync"), color: "#2e7d32")
    } else {
      let names = frame.waiting.joined(separator: ", ")
      result += lines(
        language.text("storyboard.inSyncWaiting", ["names": names]), color: "#2e7d32")
    }
    return result
  }

  private func phone(x: Int, y: Int, title: String) -> String {
    """
    <rect x="\(x)" y="\(y)" width="\(Self.phoneWidth)" height="\(Self.phoneHeight)" rx="22" \
    fill="#f2f2f7" stroke="#1c1c1e" stroke-width="3"/>
    <text x="\(x + Self.phoneWidth / 2)" y="\(y + 28)" font-size="13" font-weight="bold" \
    text-anchor="middle" fill="#1c1c1e">\(escape(title))</text>
    <line x1="\(x + 12)" y1="\(y + 38)" x2="\(x + Self.phoneWidth - 12)" y2="\(y + 38)" \
    stroke="#c7c7cc"/>

    """
  }

  private func detailContent(_ frame: Frame, truthByID: [TodoID: Todo], x: Int, y: Int) -> String {
    guard let detail = frame.scene.detail else {
      return text(
        x: x + 14, y: y + 64, language.text("storyboard.listOnTop"), size: 12, color: "#8e8e93")
    }
    var truth = truthByID[detail.id]
    if let typed = frame.typedTitle { truth?.title = typed }
    let isStale = truth != detail
    let isChanged = frame.before?.detail != nil && frame.before?.detail != detail
    var out = ""
    let titleLines = detail.title.wrapped(toWidth: 21).split(separator: "\n").prefix(3)
    let boxHeight = 12 + titleLines.count * 18 + 26
    if isStale || isChanged {
      out += """
        <rect x="\(x + 8)" y="\(y + 46)" width="\(Self.phoneWidth - 16)" height="\(boxHeight)" \
        rx="8" fill="\(isStale ? "#fdecea" : "#e6f4ea")" stroke="\(isStale ? "#c62828" : "#2e7d32")"/>

        """
    }
    var lineY = y + 66
    for line in titleLines {
      out += text(
        x: x + 16, y: lineY, String(line), size: 14, color: isStale ? "#c62828" : "#1c1c1e",
        bold: true)
      lineY += 18
    }
    out += text(
      x: x + 16, y: lineY + 4,
      language.text(detail.isFavorite ? "storyboard.favorite" : "storyboard.notFavorite"), size: 12,
      color: isStale ? "#c62828" : "#1c1c1e")
    if isStale {
      let holds = whatTheDataSourceHolds(truth)
      var holdY = y + 46 + boxHeight + 18
      for line in holds.wrapped(toWidth: 30).split(separator: "\n").prefix(3) {
        out += text(x: x + 16, y: holdY, String(line), size: 11, color: "#c62828")
        holdY += 14
      }
    }
    return out
  }

  func text(
    x: Int, y: Int, _ content: String, size: Int, color: String, bold: Bool = false
  ) -> String {
    let weight = bold ? " font-weight=\"bold\"" : ""
    return """
      <text x="\(x)" y="\(y)" font-size="\(size)"\(weight) fill="\(color)">\(escape(content))</text>

      """
  }

  func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
