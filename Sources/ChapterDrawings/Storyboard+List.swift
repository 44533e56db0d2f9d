import ScenarioLanguage
import TodoModel

// The list of a frame: its rows, the one the step changed marked, and a stale one red with what
// it should say.

extension Storyboard {
  /// The rows of the list: the first few, and every row that changed or is stale.
  func listRows(_ frame: Frame, truthByID: [TodoID: Todo], x: Int, y: Int) -> String {
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
      let truth = truthByID[row.id]
      let isStale = truth != row
      let isChanged = frame.before != nil && previous[row.id] != row
      let star = row.isFavorite ? "★" : "☆"
      let color = isStale ? "#c62828" : "#1c1c1e"
      // A row the step changed, or whose detail it opened or closed, shows its whole title, on a
      // second line if it needs one: it is what the step proves. Other rows are cut to one line.
      let isAboutThisStep =
        isChanged || row.id == frame.before?.detail?.id || row.id == frame.scene.detail?.id
      let lines = titleLines("\(star) \(row.title)", whole: isAboutThisStep && !isStale)
      guard rowY + Self.rowHeight + (lines.count - 1) * 16 + extra <= bottom else { break }
      drawn += 1
      if isStale {
        out += highlight(x: x + 6, y: rowY, color: "#fdecea", stroke: "#c62828")
      } else if isChanged {
        out += highlight(
          x: x + 6, y: rowY, color: "#e6f4ea", stroke: "#2e7d32", lines: lines.count)
      }
      for (index, line) in lines.enumerated() {
        out += text(x: x + 14, y: rowY + 17 + index * 16, line, size: 12, color: color)
      }
      rowY += Self.rowHeight + (lines.count - 1) * 16
      if isStale {
        out += whatTheRowShouldSay(truth, x: x, y: rowY)
        rowY += 28
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

  /// What the data source holds, in full, under a stale row: what the row should say.
  ///
  /// It takes two lines, 28 pixels.
  func whatTheRowShouldSay(_ truth: Todo?, x: Int, y: Int) -> String {
    let holds = whatTheDataSourceHolds(truth)
    let lines = holds.wrapped(toWidth: 34, indent: "  ").split(separator: "\n").prefix(2)
    return lines.enumerated().map { index, line in
      text(x: x + 22, y: y + 9 + index * 13, String(line), size: 10, color: "#c62828")
    }.joined()
  }

  /// A row's text in lines of at most 27 columns: one line, cut, or for a `whole` title, as
  /// many lines as it needs, up to two.
  func titleLines(_ text: String, whole: Bool) -> [String] {
    guard whole, text.displayWidth > 27 else {
      return [text.fitted(toWidth: 27).trimmingTrailingSpaces()]
    }
    let lines = text.wrapped(toWidth: 27, indent: "  ").split(separator: "\n").map(String.init)
    return lines.count <= 2
      ? lines : [lines[0], lines[1].fitted(toWidth: 27).trimmingTrailingSpaces()]
  }

  /// The box behind a marked row, `lines` lines high.
  func highlight(x: Int, y: Int, color: String, stroke: String, lines: Int = 1) -> String {
    """
    <rect x="\(x)" y="\(y)" width="\(Self.phoneWidth - 12)" \
    height="\(Self.rowHeight - 2 + (lines - 1) * 16)" rx="6" fill="\(color)" stroke="\(stroke)"/>

    """
  }
}
