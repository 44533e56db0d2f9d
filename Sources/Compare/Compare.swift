import ChapterCommandLine
import ChapterDrawings
import ChapterKit
import ChapterRegistry
import Foundation
import ScenarioLanguage
import TodoModel

/// `swift run Compare <scenario>`: plays one scenario in every chapter, or with `--variants
/// <Chapter>` in every variant of one, and prints a table of chapter × step — in sync, stale,
/// or the step could not run — then the screens where the chapters differ.
///
/// The scenario is a script file, or the name of one of the project's named scenarios
/// (`--list` lists them). Every chapter runs in this process, headless, each from its sample
/// todos, in storage of its own.
@main
enum Compare {
  @MainActor
  static func main() async {
    exit(await run(arguments: Array(CommandLine.arguments.dropFirst())))
  }

  /// Runs the command line and returns the exit status: 0, or 2 for a wrong command line.
  @MainActor
  static func run(arguments: [String], io: RunnerIO = .standard) async -> Int32 {
    let options: Options
    do {
      options = try Options(arguments: arguments)
    } catch {
      io.writeError("error: \(error.words.text(in: io.preferredLanguage))\n")
      return 2
    }
    let language = options.language ?? io.preferredLanguage
    let width = { io.width(option: options.width) }
    if options.showsHelp {
      io.write(language.text("compare.help").wrapped(toWidth: width()) + "\n")
      return 0
    }
    if options.listsScenarios {
      for scenario in NamedScenario.all where scenario.name != "bad-lines-in-good-script" {
        io.write(scenario.name + "\n")
        let summary = scenario.summary(in: language).wrapped(toWidth: width() - 2)
          .split(separator: "\n")
        io.write(summary.map { "  " + $0 + "\n" }.joined())
      }
      return 0
    }
    guard let (title, script) = scenario(options.scenario, io: io, language: language),
      let cases = cases(options.variantsOf, io: io, language: language)
    else { return 2 }
    let lines = Scenario(text: script).lines.filter {
      if case .success(.dump) = $0.parsed { return false }
      return true
    }
    var results: [Result] = []
    for playedCase in cases {
      results.append(await play(lines, in: playedCase, language: language))
    }
    let report = Report(
      title: title, lines: lines.map(\.text), results: results, language: language,
      usesColor: io.outputIsTerminal && !io.noColor)
    io.write(report.text(width: width()))
    return 0
  }

  /// The title and script of the named scenario `name`, or of the script file at that path;
  /// `nil`, after an `error:` line, when it is neither.
  @MainActor
  private static func scenario(_ name: String, io: RunnerIO, language: Language) -> (
    title: String, script: String
  )? {
    if let named = NamedScenario.named(name) {
      return ("\(named.name): \(named.summary(in: language))", named.script)
    }
    if let data = FileManager.default.contents(atPath: name),
      let text = String(data: data, encoding: .utf8)
    {
      return (name, text)
    }
    let message =
      if let suggestion = Suggestion.closest(
        to: name, among: NamedScenario.all.map(\.name))
      {
        language.text(
          "compare.notAScenarioDidYouMean", ["text": name, "suggestion": suggestion])
      } else {
        language.text("compare.notAScenario", ["text": name])
      }
    io.writeError("error: " + message + "\n")
    return nil
  }

  /// Every chapter's default variant, or every variant of the chapter `variantsOf` names; `nil`,
  /// after an `error:` line, when no chapter has that name.
  @MainActor
  private static func cases(_ variantsOf: String?, io: RunnerIO, language: Language) -> [Case]? {
    guard let chapterName = variantsOf else {
      return registeredChapters.map {
        Case(chapter: $0, variant: $0.defaultVariant, label: $0.name)
      }
    }
    guard let chapter = registeredChapters.first(where: { $0.name == chapterName }) else {
      let names = registeredChapters.map { $0.name }
      let suggestion = Suggestion.closest(to: chapterName, among: names)
      io.writeError(
        "error: "
          + language.text(
            suggestion == nil ? "compare.noChapter" : "compare.noChapterDidYouMean",
            [
              "name": chapterName, "names": names.joined(separator: ", "),
              "suggestion": suggestion ?? "",
            ]) + "\n")
      return nil
    }
    return chapter.variants.map { Case(chapter: chapter, variant: $0, label: $0.name) }
  }

  // MARK: - Playing

  /// One row of the table: a chapter's default variant, or one variant of a chapter.
  struct Case {
    let chapter: any ChapterApp.Type
    let variant: ChapterVariant
    let label: String
  }

  /// What a step did in one case.
  enum Outcome: Equatable {
    /// Every screen shows the data source.
    case inSync
    /// Some screen disagrees with the data source, or should be gone; the first problem.
    case stale(String)
    /// The step could not run; the `error:` text.
    case error(String)

    /// The table's mark.
    var mark: String {
      switch self {
      case .inSync: "✓"
      case .stale: "✗"
      case .error: "!"
      }
    }

    /// The mark in its colour on a terminal: green in sync, red stale, yellow could not run.
    func paintedMark(_ usesColor: Bool) -> String {
      guard usesColor else { return mark }
      let code =
        switch self {
        case .inSync: "32"
        case .stale: "31"
        case .error: "33"
        }
      return "\u{1B}[\(code)m\(mark)\u{1B}[0m"
    }
  }

  /// One case played through the scenario: each step's outcome and the screens after it.
  struct Result {
    let label: String
    var outcomes: [Outcome] = []
    var dumps: [StateDump] = []
    var truths: [[Todo]] = []
  }

  @MainActor
  static func play(
    _ lines: [Scenario.Line], in played: Case, language: Language = .english
  ) async -> Result {
    await played.chapter.withScratchStorageIfAny {
      let host = AppHost(chapter: played.chapter, variant: played.variant)
      host.language = language
      await host.settle()
      _ = host.takeStepNotes()
      var result = Result(label: played.label)
      for line in lines {
        switch line.parsed {
        case .failure(let error):
          result.outcomes.append(.error(error.text(in: language)))
        case .success(let command):
          do throws(ScenarioError) {
            try await host.perform(command)
            _ = host.takeMechanismNotes()
            let problems = host.problemsOnScreen() + host.takeLeaks()
            result.outcomes.append(problems.first.map(Outcome.stale) ?? .inSync)
          } catch {
            result.outcomes.append(.error(error.text(in: language)))
          }
        }
        result.dumps.append(host.dump())
        result.truths.append(host.todosTheScreensShouldShow)
      }
      return result
    }
  }
}
