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

    /// Step `stepNumber`, which ran `command`, said as `caption`: `scene` as it was after the
    /// step and `before` it, what the screens should show (`truth`), and its first problem.
    public init(
      stepNumber: Int, command: String, caption: String, scene: StateDump.Scene,
      before: StateDump.Scene?, truth: [Todo], problem: String?, waiting: [String] = [],
      typedTitle: String? = nil
    ) {
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
  private func whatTheDataSourceHolds(_ truth: Todo?) -> String {
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
      let color =
        line.hasPrefix("✗") ? "#c62828" : line.hasPrefix("✓") ? "#2e7d32" : "#1c1c1e"
      out += """
        <text x="\(x)" y="\(lineY)" font-size="13"\(weight) fill="\(color)">\(escape(line))</text>

        """
      lineY += Self.captionLineHeight
    }
    return out + "</g>\n"
  }

  /// The lines under a frame: the step, what it does, and what went wrong.
  private func captionText(_ frame: Frame) -> [String] {
    var lines = [
      language.text("storyboard.step", ["step": "\(frame.stepNumber)", "command": frame.command])
    ]
    lines += frame.caption.wrapped(toWidth: Self.captionColumns).split(separator: "\n").map(
      String.init)
    if let problem = frame.problem {
      lines += ("✗ " + problem).wrapped(toWidth: Self.captionColumns, indent: "  ")
        .split(separator: "\n").map(String.init)
    } else if frame.waiting.isEmpty {
      lines.append(language.text("storyboard.inSync"))
    } else {
      lines.append(
        language.text("storyboard.inSyncWaiting", ["names": frame.waiting.joined(separator: ", ")]))
    }
    return lines
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

  /// The rows of the list: the first few, and every row that changed or is stale.
  private func listRows(_ frame: Frame, truthByID: [TodoID: Todo], x: Int, y: Int) -> String {
    let rows = frame.scene.list
    let previous = Dictionary(
      (frame.before?.list ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    func isMarked(_ row: Todo) -> Bool {
      truthByID[row.id] != row || (frame.before != nil && previous[row.id] != row)
    }
    var shown = Array(rows.prefix(Self.visibleRows))
    for row in rows.dropFirst(Self.visibleRows) where isMarked(row) {
      if let replaceable = shown.lastIndex(where: { !isMarked($0) }) {
        shown.remove(at: replaceable)
        shown.append(row)
      }
    }
    var out = ""
    var rowY = y + 44
    let bottom = y + Self.phoneHeight - 30
    var drawn = 0
    for row in shown {
      let extra = truthByID[row.id] != row ? 28 : 0
      guard rowY + Self.rowHeight + extra <= bottom else { break }
      drawn += 1
      let truth = truthByID[row.id]
      let isStale = truth != row
      let isChanged = frame.before != nil && previous[row.id] != row
      if isStale {
        out += highlight(x: x + 6, y: rowY, color: "#fdecea", stroke: "#c62828")
      } else if isChanged {
        out += highlight(x: x + 6, y: rowY, color: "#e6f4ea", stroke: "#2e7d32")
      }
      let star = row.isFavorite ? "★" : "☆"
      let color = isStale ? "#c62828" : "#1c1c1e"
      out += text(
        x: x + 14, y: rowY + 17,
        "\(star) \(row.title)".fitted(toWidth: 27).trimmingTrailingSpaces(),
        size: 12, color: color)
      rowY += Self.rowHeight
      if isStale {
        // What the data source holds, in full: it is what the row should say.
        let holds = whatTheDataSourceHolds(truth)
        let lines = holds.wrapped(toWidth: 34, indent: "  ").split(separator: "\n").prefix(2)
        for line in lines {
          out += text(x: x + 22, y: rowY + 9, String(line), size: 10, color: "#c62828")
          rowY += 13
        }
        rowY += 28 - 13 * lines.count
      }
    }
    if rows.count > drawn {
      out += text(
        x: x + 14, y: bottom + 18,
        language.text("storyboard.more", ["count": "\(rows.count - drawn)"]),
        size: 11, color: "#8e8e93")
    }
    return out
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

  private func highlight(x: Int, y: Int, color: String, stroke: String) -> String {
    """
    <rect x="\(x)" y="\(y)" width="\(Self.phoneWidth - 12)" height="\(Self.rowHeight - 2)" rx="6" \
    fill="\(color)" stroke="\(stroke)"/>

    """
  }

  private func text(
    x: Int, y: Int, _ content: String, size: Int, color: String, bold: Bool = false
  ) -> String {
    let weight = bold ? " font-weight=\"bold\"" : ""
    return """
      <text x="\(x)" y="\(y)" font-size="\(size)"\(weight) fill="\(color)">\(escape(content))</text>

      """
  }

  private func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
