import ChapterBenchmark
import ChapterDrawings
import ChapterKit
import HeadlessUIKit
import ScenarioLanguage
import TodoModel

/// Draws every scene as a person would see it: the list on the left, the open detail on the right.
///
/// Rows that changed since the previous picture are marked `●` (green on a terminal); rows and
/// details that disagree with the data source are marked `stale` (red). The marks are words and
/// symbols, not colour alone, so they survive `NO_COLOR` and a log file. Every line fits the
/// width, counted in display columns; below the width the two columns need, the detail is drawn
/// under the list.
struct ScreenPrinter {
  let style: TextStyle
  /// The language of the picture's own words: headers, marks, the star's label.
  var language: Language = .english
  /// How many rows of each list are drawn before the rest is summarized.
  var visibleRows = 8
  /// When set, the most rows a list draws, changed and stale ones first, so that a step fits a
  /// terminal's height; the others are summarized.
  var rowBudget: Int?

  /// The narrowest list column drawn beside a detail.
  static let narrowestList = 30
  /// The list column's width when there is room: a row's star, id and a title of 40 columns.
  static let roomyList = 48
  /// The widest detail column.
  static let widestDetail = 40
  /// The narrowest detail column.
  static let narrowestDetail = 24
  /// The divider between the columns.
  static let divider = " │ "

  /// The picture of `dump`, compared with `previous` for changes and with `truth` for staleness,
  /// in lines of at most `width` columns.
  ///
  /// A detail of a scene in `typedTitles` shows, as its title, what the person typed there and
  /// has not submitted.
  func render(
    _ dump: StateDump, previous: StateDump?, truth: [Todo], width: Int,
    typedTitles: [Int: String] = [:]
  ) -> String {
    let truthByID = Dictionary(uniqueKeysWithValues: truth.map { ($0.id, $0) })
    let detailWidth = min(
      Self.widestDetail,
      max(Self.narrowestDetail, width - Self.divider.count - Self.roomyList))
    let listWidth = width - Self.divider.count - detailWidth
    let sideBySide = listWidth >= Self.narrowestList
    var output = ""
    for scene in dump.scenes {
      let before = previous?.scenes.first { $0.number == scene.number }
      let left = listLines(scene, before: before, truthByID: truthByID)
      var detailTruth = truthByID
      if let typed = typedTitles[scene.number], let id = scene.detail?.id {
        detailTruth[id]?.title = typed
      }
      let right = detailLines(
        scene, before: before, truthByID: detailTruth, width: sideBySide ? detailWidth : width - 2)
      if sideBySide {
        for index in 0..<max(left.count, right.count) {
          let leftCell = index < left.count ? left[index] : Cell("")
          let rightCell = index < right.count ? right[index] : Cell("")
          let line =
            leftCell.rendered(width: listWidth, style: style) + style.dim(Self.divider)
            + rightCell.rendered(width: detailWidth, style: style)
          output += line.trimmingTrailingSpaces() + "\n"
        }
      } else {
        // Too narrow for two columns: the detail under the list, indented like a card.
        for cell in left {
          output += cell.rendered(width: width, style: style).trimmingTrailingSpaces() + "\n"
        }
        for cell in right {
          output +=
            ("  " + cell.rendered(width: width - 2, style: style)).trimmingTrailingSpaces() + "\n"
        }
      }
      output += "\n"
    }
    return output
  }

  // MARK: - Columns

  /// A piece of one column: plain text, then an optional mark drawn at the right edge.
  private struct Cell {
    enum Tone { case normal, header, changed, stale, quiet }
    var text: String
    var tone: Tone = .normal
    var mark: String = ""

    init(_ text: String, tone: Tone = .normal, mark: String = "") {
      self.text = text
      self.tone = tone
      self.mark = mark
    }

    func rendered(width: Int, style: TextStyle) -> String {
      // Two columns between the text and the mark, so a mark is never read as the title's end.
      let markWidth = mark.isEmpty ? 0 : mark.displayWidth + 2
      let body = text.fitted(toWidth: width - markWidth) + (mark.isEmpty ? "" : "  " + mark)
      switch tone {
      case .normal: return body
      case .header: return style.bold(body)
      case .changed: return style.changed(body)
      case .stale: return style.stale(body)
      case .quiet: return style.dim(body)
      }
    }
  }

  private func listLines(
    _ scene: StateDump.Scene, before: StateDump.Scene?, truthByID: [TodoID: Todo]
  ) -> [Cell] {
    var lines = [
      Cell(
        language.text(
          scene.isActive ? "screen.activeScene" : "screen.scene", ["scene": "\(scene.number)"]),
        tone: .header)
    ]
    let previousRows = Dictionary(
      (before?.list ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let shown = rowsShown(of: scene.list) { row in
      truthByID[row.id] != row || (before != nil && previousRows[row.id] != row)
    }
    var skipped = 0
    for (index, row) in scene.list.enumerated() {
      let isStale = truthByID[row.id] != row
      let isChanged = before != nil && previousRows[row.id] != row
      guard shown(index, isStale || isChanged) else {
        skipped += 1
        continue
      }
      // Rows left out are counted where they are; with a row budget, once, at the end.
      if skipped > 0, rowBudget == nil {
        lines.append(
          Cell("  " + language.text("screen.moreRows", ["count": "\(skipped)"]), tone: .quiet))
        skipped = 0
      }
      let text = (isChanged ? "● " : "  ") + rowText(row)
      if isStale {
        lines.append(Cell(text, tone: .stale, mark: staleMark(truthByID[row.id] == nil)))
      } else {
        lines.append(Cell(text, tone: isChanged ? .changed : .normal))
      }
    }
    if skipped > 0 {
      lines.append(
        Cell("  " + language.text("screen.moreRows", ["count": "\(skipped)"]), tone: .quiet))
    }
    if scene.list.isEmpty {
      lines.append(Cell("  " + language.text("screen.noRows"), tone: .quiet))
    }
    return lines
  }

  /// Which rows of `rows` a list draws: the first ``visibleRows`` and every marked one; or, with
  /// a ``rowBudget``, the marked ones first and then the first rows, that many in all.
  private func rowsShown(of rows: [Todo], isMarked: (Todo) -> Bool) -> (Int, Bool) -> Bool {
    guard let rowBudget else {
      let visibleRows = visibleRows
      return { index, marked in index < visibleRows || marked }
    }
    var markedShown = Set<Int>()
    for index in rows.indices where markedShown.count < rowBudget && isMarked(rows[index]) {
      markedShown.insert(index)
    }
    let firstRows = max(0, rowBudget - markedShown.count)
    return { index, _ in markedShown.contains(index) || index < firstRows }
  }

  /// The detail's title, wrapped to its column rather than cut, since it is what the step
  /// changed.
  private func detailLines(
    _ scene: StateDump.Scene, before: StateDump.Scene?, truthByID: [TodoID: Todo], width: Int
  ) -> [Cell] {
    guard let detail = scene.detail else {
      return [
        Cell(language.text("screen.detail"), tone: .header),
        Cell(language.text("screen.listOnTop"), tone: .quiet),
      ]
    }
    let isStale = truthByID[detail.id] != detail
    let isChanged = before?.detail != nil && before?.detail != detail
    let tone: Cell.Tone = isStale ? .stale : (isChanged ? .changed : .normal)
    let mark = isStale ? staleMark(truthByID[detail.id] == nil) : ""
    let markWidth = mark.isEmpty ? 0 : mark.displayWidth + 2
    let titleLines = detail.title.wrapped(toWidth: max(4, width - 2 - markWidth))
      .split(separator: "\n", omittingEmptySubsequences: false)
    var cells = [Cell(language.text("screen.detailOf", ["id": "\(detail.id)"]), tone: .header)]
    for (index, line) in titleLines.enumerated() {
      let lead = index == 0 && isChanged ? "● " : "  "
      cells.append(Cell(lead + line, tone: tone, mark: index == 0 ? mark : ""))
    }
    let star = language.text(detail.isFavorite ? "storyboard.favorite" : "storyboard.notFavorite")
    cells.append(Cell("  " + star, tone: tone))
    return cells
  }

  /// The word after a row or detail that disagrees with the data source: `stale`, or `deleted`
  /// when the todo is gone.
  func staleMark(_ isDeleted: Bool) -> String {
    language.text(isDeleted ? "screen.deleted" : "screen.stale")
  }

  private func rowText(_ todo: Todo) -> String {
    let id = todo.id.rawValue.fitted(toWidth: 4)
    return "\(todo.isFavorite ? "★" : " ") \(id) \(todo.title)"
  }
}

/// The screens of a dump as the transcript draws them, for other command lines (`Compare`).
public enum ScreenPicture {
  /// The picture of `dump`, with rows that disagree with `truth` marked, in lines of at most
  /// `width` columns; coloured with `usesColor`.
  @MainActor
  public static func of(
    _ dump: StateDump, truth: [Todo], width: Int, usesColor: Bool, language: Language = .english
  ) -> String {
    ScreenPrinter(style: TextStyle(usesColor: usesColor), language: language)
      .render(dump, previous: nil, truth: truth, width: width)
  }
}
