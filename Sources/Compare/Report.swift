import ChapterCommandLine
import ChapterDrawings
import ChapterKit
import ScenarioLanguage

extension Compare {
  /// The command line of `Compare`, parsed.
  struct Options {
    /// The scenario: a name, or a path.
    var scenario = ""
    /// `--variants <Chapter>`: every variant of that chapter instead of every chapter.
    var variantsOf: String?
    /// `--width N`.
    var width: Int?
    /// `--list`: list the named scenarios.
    var listsScenarios = false
    /// `--help`: say how to use it.
    var showsHelp = false
    /// `--lang en|ja`: the language of everything but the scenario's commands and the names.
    var language: Language?

    init(arguments: [String]) throws(RunnerOptionsError) {
      var remaining = arguments[...]
      var scenarios: [String] = []
      while let argument = remaining.popFirst() {
        switch argument {
        case "--list": listsScenarios = true
        case "--variants":
          guard let chapter = remaining.popFirst() else {
            throw RunnerOptionsError(Message("compare.variantsNeedsChapter"))
          }
          variantsOf = chapter
        case "--width":
          let text = remaining.popFirst() ?? ""
          guard let columns = Int(text), (20...1000).contains(columns) else {
            throw RunnerOptionsError(Message("option.width", ["text": text]))
          }
          width = columns
        case "--lang":
          let text = remaining.popFirst() ?? ""
          guard let chosen = Language(rawValue: text) else {
            throw RunnerOptionsError(Message("option.lang", ["text": text]))
          }
          language = chosen
        case "--help", "-h": showsHelp = true
        case _ where argument.hasPrefix("-"):
          throw RunnerOptionsError(Message("compare.unknownOption", ["option": argument]))
        default: scenarios.append(argument)
        }
      }
      if listsScenarios || showsHelp { return }
      guard scenarios.count == 1 else {
        throw RunnerOptionsError(
          Message(scenarios.isEmpty ? "compare.noScenario" : "compare.oneScenario"))
      }
      scenario = scenarios[0]
    }
  }

  /// The table of cases × steps, and the screens where the cases differ.
  struct Report {
    let title: String
    /// The script's lines, one a step.
    let lines: [String]
    let results: [Result]
    /// The language of the report's own words.
    var language: Language = .english
    /// Whether the marks and the screens are coloured: on a terminal, unless `NO_COLOR` is set.
    var usesColor = false

    @MainActor
    func text(width: Int) -> String {
      var output =
        language.text("compare.scenario", ["title": title]).wrapped(toWidth: width) + "\n\n"
      for (index, line) in lines.enumerated() {
        output += ("\(index + 1). " + line).wrapped(toWidth: width, indent: "   ") + "\n"
      }
      output += "\n" + table(width: width)
      output += language.text("compare.legend").wrapped(toWidth: width) + "\n"
      output += differences(width: width)
      return output
    }

    /// The marks, steps across, cases down; steps that do not fit the width go to a second table.
    func table(width: Int) -> String {
      let labelWidth = (results.map { $0.label.displayWidth }.max() ?? 0) + 2
      let perChunk = max(1, (width - labelWidth) / 3)
      var output = ""
      for start in stride(from: 0, to: lines.count, by: perChunk) {
        let steps = start..<min(lines.count, start + perChunk)
        output +=
          language.text("compare.step").fitted(toWidth: labelWidth)
          + steps.map { String($0 + 1).fitted(toWidth: 3) }.joined()
          .trimmingCharacters(in: .whitespaces) + "\n"
        for result in results {
          // The colour goes round the mark alone, so the columns are counted without it.
          let marks = steps.map { step in
            let outcome = result.outcomes[step]
            return outcome.paintedMark(usesColor)
              + String(repeating: " ", count: 3 - outcome.mark.displayWidth)
          }.joined()
          output +=
            (result.label.fitted(toWidth: labelWidth) + marks)
            .trimmingCharacters(in: .whitespaces) + "\n"
        }
        output += "\n"
      }
      return output
    }

    /// The first step where the cases do not all show the same screens, drawn once per
    /// different outcome; then the other steps where they differ.
    @MainActor
    func differences(width: Int) -> String {
      let differing = lines.indices.filter { step in
        Set(results.map { $0.dumps[step].plainText }).count > 1
          || Set(results.map { $0.outcomes[step].mark }).count > 1
      }
      guard let step = differing.first else {
        return "\n" + language.text("compare.allSame") + "\n"
      }
      let firstDiffers = language.text(
        "compare.firstDiffers", ["step": "\(step + 1)", "line": lines[step]])
      var output = "\n" + firstDiffers.wrapped(toWidth: width) + "\n\n"
      var groups: [(labels: [String], result: Result)] = []
      for result in results {
        if let index = groups.firstIndex(where: {
          $0.result.dumps[step] == result.dumps[step]
            && $0.result.outcomes[step].mark == result.outcomes[step].mark
        }) {
          groups[index].labels.append(result.label)
        } else {
          groups.append(([result.label], result))
        }
      }
      for group in groups {
        let outcome = group.result.outcomes[step]
        let labels = group.labels.joined(separator: ", ")
        let mark = outcome.mark
        let heading =
          switch outcome {
          case .inSync:
            language.text("compare.groupInSync", ["mark": mark, "labels": labels])
          case .stale(let problem):
            language.text(
              "compare.groupStale", ["mark": mark, "labels": labels, "problem": problem])
          case .error(let message):
            language.text(
              "compare.groupError", ["mark": mark, "labels": labels, "message": message])
          }
        // Wrapped as plain text, so the colour, put round the leading mark after, takes no room.
        let wrapped = heading.wrapped(toWidth: width, indent: "  ")
        output += outcome.paintedMark(usesColor) + wrapped.dropFirst(mark.count) + "\n\n"
        output += ScreenPicture.of(
          group.result.dumps[step], truth: group.result.truths[step], width: width,
          usesColor: usesColor, language: language)
      }
      if differing.count > 1 {
        let others = differing.dropFirst().map { String($0 + 1) }
        let sentence =
          others.count == 1
          ? language.text("compare.differTooAtOneStep", ["step": others[0]])
          : language.text("compare.differToo", ["steps": others.joined(separator: ", ")])
        output += sentence.wrapped(toWidth: width) + "\n\n"
      }
      return output
    }
  }
}
