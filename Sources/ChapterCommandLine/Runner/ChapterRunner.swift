import ChapterBenchmark
import ChapterDrawings
import ChapterKit
import Foundation
import HeadlessUIKit
import ScenarioLanguage
import TodoModel

/// The command line every chapter executable shares: the story, the REPL, scripts, the variants
/// and the benchmark.
///
/// A chapter has no `main` of its own: its executable (`Sources/Executables/<Name>/main.swift`)
/// calls the `main()` that ``ChapterApp`` gives every conforming type, which calls
/// ``run(_:arguments:io:)`` and exits with its status.
public enum ChapterRunner {
  /// Runs the chapter as the command line asks and returns the exit status: 0 on success, 1 when
  /// a script met errors, 2 when the command line itself is wrong.
  @MainActor
  public static func run(
    _ chapter: any ChapterApp.Type,
    arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    io: RunnerIO = .standard
  ) async -> Int32 {
    let options: RunnerOptions
    do {
      options = try RunnerOptions(arguments: arguments)
    } catch {
      io.writeError("error: \(error.words.text(in: io.preferredLanguage))\n")
      return 2
    }
    let language = options.language ?? io.preferredLanguage
    var variant = chapter.defaultVariant
    if let name = options.variantName {
      guard let named = chapter.variant(named: name) else {
        let names = chapter.variants.map(\.name)
        let suggestion = Suggestion.closest(to: name, among: names)
        io.writeError(
          "error: "
            + language.text(
              suggestion == nil ? "runner.noVariant" : "runner.noVariantDidYouMean",
              [
                "chapter": chapter.name, "name": name, "names": names.joined(separator: ", "),
                "suggestion": suggestion ?? "",
              ])
            + "\n")
        return 2
      }
      variant = named
    }
    let run = RunSettings(
      chapter: chapter, variant: variant, options: options, io: io, language: language)
    notePlainFormatOfAPipe(options, run)
    return await perform(options, run)
  }

  /// Runs the mode `options` asks for.
  @MainActor
  private static func perform(_ options: RunnerOptions, _ run: RunSettings) async -> Int32 {
    let (chapter, io, language) = (run.chapter, run.io, run.language)
    switch options.mode {
    case .help:
      io.write(run.fittedToTerminal(helpScreen(chapter, in: language)))
      return 0
    case .listVariants:
      io.write(run.fittedToTerminal(variantList(chapter, in: language)))
      return 0
    case .version:
      io.write(
        language.text(
          "runner.version",
          [
            "name": chapter.name, "title": chapter.title(in: language),
            "version": ChapterRunner.projectVersion,
          ])
          + "\n")
      return 0
    case .reset:
      guard let persistent = chapter.persistent else {
        io.writeError(
          "error: " + language.text("runner.resetNothing", ["chapter": chapter.name]) + "\n")
        return 2
      }
      io.write(persistent.resetStorage(in: language) + "\n")
      return 0
    case .bench:
      return await Bench.run(
        chapter, variant: run.variant, sizes: options.benchSizes ?? Bench.defaultSizes,
        edits: options.benchEdits ?? Bench.defaultEdits, json: options.json,
        output: BenchmarkOutput(
          write: io.write, writeError: io.writeError, width: io.width(option: nil)),
        language: language)
    case .storyboard(let script):
      var steps: [StoryStep]?
      if let script {
        guard let text = readScript(atPath: script, run) else { return 2 }
        steps = (try? Scenario(text: text).commands())?.filter { $0 != .dump }.map {
          StoryStep(command: $0, message: nil)
        }
        guard steps != nil else {
          // The lines that cannot run are named the way a script run names them.
          return await runScript(text: text, run)
        }
      }
      return await chapter.withScratchStorageIfAny { await drawStoryboard(run, steps: steps) }
    case .story where io.inputIsScript:
      return await runScript(text: readAll(io), run)
    case .story:
      return await chapter.withScratchStorageIfAny { await playStory(run) }
    case .interactive:
      return await runInteractive(run)
    case .script(let path):
      return await runScript(atPath: path, run)
    }
  }

  // MARK: - Helpers

  /// Says once, on standard error, why a run whose output goes to a pipe or a file prints the
  /// plain format, and how to get the screens: a person piping into `less` or `head` sees the
  /// note on the terminal, while the pipe gets the plain lines alone.
  static func notePlainFormatOfAPipe(_ options: RunnerOptions, _ run: RunSettings) {
    let playsScreens: Bool =
      switch options.mode {
      case .story, .interactive, .script: true
      case .help, .version, .listVariants, .reset, .bench, .storyboard: false
      }
    guard playsScreens, options.format == .automatic, !run.io.outputIsTerminal,
      run.io.errorIsTerminal
    else { return }
    let note = run.language.text("runner.pipeNote")
    run.io.writeError(note.wrapped(toWidth: run.io.width(option: nil), indent: "  ") + "\n")
  }

  /// What every mode needs: the chapter and variant to run, where to write, and how.
  struct RunSettings {
    let chapter: any ChapterApp.Type
    let variant: ChapterVariant
    let io: RunnerIO
    let isPlain: Bool
    let style: TextStyle
    let widthOption: Int?
    let pacing: RunnerOptions.Pacing
    /// The language the run speaks in: `--lang`, else the locale's.
    let language: Language

    /// What `options` ask of a run of `variant` of `chapter` that writes to `io` in `language`:
    /// the plain format when asked, or when output is not a terminal and `--pretty` is not given;
    /// colour only on a terminal, and never with `NO_COLOR`, unless `--color` says otherwise.
    init(
      chapter: any ChapterApp.Type, variant: ChapterVariant, options: RunnerOptions, io: RunnerIO,
      language: Language
    ) {
      let isPlain =
        options.format == .plain || (options.format == .automatic && !io.outputIsTerminal)
      let usesColor =
        switch options.color {
        case .always: true
        case .never: false
        case .auto: io.outputIsTerminal && !io.noColor
        }
      self.chapter = chapter
      self.variant = variant
      self.io = io
      self.isPlain = isPlain
      self.style = TextStyle(usesColor: !isPlain && usesColor)
      self.widthOption = options.width
      self.pacing = options.pacing
      self.language = language
    }

    /// The width to lay out for now: `--width`, else the terminal's, else `COLUMNS`, else 80.
    var width: () -> Int {
      let (io, option) = (io, widthOption)
      return { io.width(option: option) }
    }

    /// A listing as a terminal shows it, each line broken to fit its width; as it is, a line per
    /// entry, when it goes to a pipe or a file, where scripts read it.
    func fittedToTerminal(_ listing: String) -> String {
      guard io.outputIsTerminal || widthOption != nil else { return listing }
      return listing.wrappedAsColumns(toWidth: width())
    }

    /// A fresh launch of the app, ready for commands.
    @MainActor
    func makeSession() -> CommandSession {
      let host = AppHost(chapter: chapter, variant: variant)
      host.language = language
      return CommandSession(host: host, io: io, isPlain: isPlain, style: style, width: width)
    }
  }

  static func readAll(_ io: RunnerIO) -> String {
    var lines: [String] = []
    while let line = io.readLine() { lines.append(line) }
    return lines.joined(separator: "\n")
  }

}
