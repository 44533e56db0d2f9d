import ChapterBenchmark
import ChapterDrawings
import ChapterKit
import Foundation
import HeadlessUIKit
import ScenarioLanguage
import TodoModel

// A story's page before its first step, and how a step fits a terminal's height.

extension ChapterRunner {
  /// What comes before the first step: the chapter's title and readMe (a variant's summary for a
  /// variant), the other variants to try, and the story's own title.
  @MainActor
  static func printIntroduction(_ run: RunSettings, storyTitle: String?) {
    let (chapter, variant, io, style, language) = (
      run.chapter, run.variant, run.io, run.style, run.language
    )
    let width = run.width()
    let title = "\(chapter.name) — \(chapter.title(in: language))".wrapped(toWidth: width)
    let readMe =
      (variant == chapter.defaultVariant
      ? chapter.readMe(in: language).trimmingCharacters(in: .whitespacesAndNewlines)
      : chapter.readMeSummary(in: language)).wrapped(toWidth: width)
    let story = storyTitle.map { $0.wrapped(toWidth: width) + "\n\n" } ?? ""
    // Whether the page, with `middle` between the readMe and the story's title, fits the
    // terminal above the prompt; always, when its height is not known.
    func fits(_ middle: String) -> Bool {
      let page = (title + "\n\n" + readMe + "\n\n" + middle + story).lineCount
      return run.io.height().map { page <= $0 - 1 } ?? true
    }
    io.write(style.bold(title) + "\n\n" + readMe + "\n\n")
    if variant != chapter.defaultVariant {
      let summary = chapter.summary(of: variant, in: language)
      let banner = language.text(
        "runner.variantBanner", ["name": variant.name, "summary": summary]
      ).wrapped(toWidth: width)
      let files = variantFiles(variant, of: chapter, in: language).wrapped(toWidth: width)
      // On a terminal too short for the page, the lesson's file alone.
      let file = language.text(
        fileKey(of: variant), ["file": variant.sourceFile(inChapter: chapter.name)]
      ).wrapped(toWidth: width)
      let shown = fits(banner + "\n" + files + "\n\n") ? files : file
      io.write(style.bold(banner) + "\n" + shown + "\n\n")
    } else if chapter.variants.count > 1 {
      let lines = variantList(chapter, except: variant, in: language).split(separator: "\n")
      let list =
        language.text("runner.otherVariants").wrapped(toWidth: width) + "\n"
        + lines.map { ("  " + $0).wrapped(toWidth: width, indent: "      ") + "\n" }.joined()
      // On a terminal too short for the readMe and the list on one page, a line says where the
      // list is.
      let short =
        language.text("runner.otherVariantsCount", ["count": "\(lines.count)"])
        .wrapped(toWidth: width) + "\n"
      io.write((fits(list + "\n") ? list : short) + "\n")
    }
    io.write(story)
  }

  /// Where a variant's code is: its file, and, when the chapter has an Apple app, the command
  /// that makes a copy of that app with the variant in place.
  static func variantFiles(
    _ variant: ChapterVariant, of chapter: any ChapterApp.Type, in language: Language
  ) -> String {
    let file = variant.sourceFile(inChapter: chapter.name)
    guard chapter.appleAppFolder != nil else {
      return language.text(fileKey(of: variant), ["file": file])
    }
    let command = variant.appleAppCommand(inChapter: chapter.name)
    return language.text(fileKey(of: variant) + "s", ["file": file, "apple": command])
  }

  /// A mistake is one change to the chapter's app; another variant is another way to write it.
  private static func fileKey(of variant: ChapterVariant) -> String {
    variant.kind == .broken ? "runner.variantFile" : "runner.alternativeFile"
  }

  /// How many `↳` and `✗` lines a step shows when the height of the terminal (or `LINES`) is
  /// known, and how many rows each list.
  ///
  /// Two of each, the legend, and as many rows as fit with a line left for the prompt; when
  /// even one row does not fit, no legend, then one of each, then no line saying how many more.
  /// Without a height, every line is shown and `nil` is returned.
  @MainActor
  static func fitStep(
    session: CommandSession, height: Int?, problems: [String], printedLines: Int
  ) -> Int? {
    session.rowBudget = nil
    session.showsLegends = true
    session.showsMoreLines = true
    guard let height else { return nil }
    for (limit, legends, more) in [
      (2, true, true), (2, false, true), (1, false, true), (1, false, false),
    ] {
      session.showsLegends = legends
      session.showsMoreLines = more
      func lines(_ items: [String], _ symbol: String, _ more: String) -> Int {
        guard !items.isEmpty else { return 0 }
        let listed = session.listed(items, symbol: symbol, more: more, limit: limit)
        return listed.joined(separator: "\n").lineCount + session.legendLineCount(symbol) + 1
      }
      let notes = lines(session.lastStepNotes, "↳", "screen.moreNotes")
      let verdict = problems.isEmpty ? 2 : lines(problems, "✗", "screen.moreProblems")
      if session.fitScreens(into: height - 1 - printedLines - notes - verdict) { return limit }
    }
    return 1
  }

}
