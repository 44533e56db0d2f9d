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
        let names = chapter.variants.map(\.name).joined(separator: ", ")
        io.writeError(
          "error: "
            + language.text(
              "runner.noVariant", ["chapter": chapter.name, "name": name, "names": names])
            + "\n")
        return 2
      }
      variant = named
    }
    let isPlain =
      options.format == .plain || (options.format == .automatic && !io.outputIsTerminal)
    let usesColor =
      switch options.color {
      case .always: true
      case .never: false
      case .auto: io.outputIsTerminal && !io.noColor
      }
    let style = TextStyle(usesColor: !isPlain && usesColor)
    let run = RunSettings(
      chapter: chapter, variant: variant, io: io, isPlain: isPlain, style: style,
      widthOption: options.width, pacing: options.pacing, language: language)

    switch options.mode {
    case .help:
      io.write(run.fittedToTerminal(helpScreen(chapter, in: language)))
      return 0
    case .listVariants:
      io.write(run.fittedToTerminal(variantList(chapter, in: language)))
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
        chapter, variant: variant, sizes: options.benchSizes ?? Bench.defaultSizes,
        edits: options.benchEdits ?? Bench.defaultEdits, json: options.json,
        output: BenchmarkOutput(
          write: io.write, writeError: io.writeError, width: io.width(option: nil)),
        language: language)
    case .storyboard:
      return await chapter.withScratchStorageIfAny { await drawStoryboard(run) }
    case .story where io.inputIsScript:
      return await runScript(text: readAll(io), run)
    case .story:
      return await chapter.withScratchStorageIfAny { await playStory(run) }
    case .interactive:
      return await runInteractive(run)
    case .script(let path):
      if path == "-" {
        return await runScript(text: readAll(io), run)
      }
      guard let data = FileManager.default.contents(atPath: path) else {
        io.writeError("error: " + language.text("runner.cannotReadScript", ["path": path]) + "\n")
        return 2
      }
      guard let text = String(data: data, encoding: .utf8) else {
        io.writeError("error: " + language.text("runner.scriptNotUTF8", ["path": path]) + "\n")
        return 2
      }
      return await runScript(text: text, run)
    }
  }

  // MARK: - Modes

  /// One step of a story: a command, and what it does in the reader's words (made from the
  /// app's state just before it runs when the story has none).
  struct StoryStep {
    let command: ScenarioCommand
    let message: Message?

    /// What the step does, in `language`; `nil` when the story has no caption for it.
    func caption(in language: Language) -> String? { message?.text(in: language) }
  }

  /// The story a run plays: the canonical one, or, for a broken variant other than the
  /// chapter's default, the named scenario that shows its mistake.
  @MainActor
  static func story(
    of chapter: any ChapterApp.Type, variant: ChapterVariant, in language: Language = .english
  ) -> (title: String?, steps: [StoryStep]) {
    if variant != chapter.defaultVariant, let scenario = variant.symptomStory {
      let commands = (try? Scenario(text: scenario.script).commands()) ?? []
      return (
        Message(
          "runner.symptomStory",
          ["name": scenario.name, "summary": scenario.summary(in: language)]
        ).text(in: language),
        commands.filter { $0 != .dump }.map { StoryStep(command: $0, message: nil) }
      )
    }
    return (
      nil,
      CanonicalStory.steps(for: chapter).map { StoryStep(command: $0.command, message: $0.message) }
    )
  }

  @MainActor
  private static func playStory(_ run: RunSettings) async -> Int32 {
    let (chapter, variant, io, isPlain, style) = (
      run.chapter, run.variant, run.io, run.isPlain, run.style
    )
    let session = run.makeSession()
    let language = run.language
    let (storyTitle, steps) = story(of: chapter, variant: variant, in: language)
    var shown = 1...steps.count
    if case .step(let number) = run.pacing {
      guard steps.indices.contains(number - 1) else {
        io.writeError(
          "error: "
            + language.text(
              "runner.noSuchStep", ["count": "\(steps.count)", "number": "\(number)"]) + "\n")
        return 2
      }
      shown = number...number
    }
    if isPlain {
      for (index, step) in steps.enumerated() where index + 1 <= shown.upperBound {
        let isShown = shown.contains(index + 1)
        if isShown { io.write("# step \(index + 1): \(step.command.text)\n") }
        await session.execute(.success(step.command))
        if isShown { session.printDump() }
      }
      // A broken variant may leave the app where a later step cannot run; that is part of what
      // it shows, so the story itself still succeeds.
      return 0
    }
    let width = run.width
    // On a terminal the story waits for the reader after each step, unless asked not to.
    let waitsForReader =
      run.pacing == .automatic && io.inputIsTerminal && io.outputIsTerminal
    if run.pacing.isWholeStory {
      let title = "\(chapter.name) — \(chapter.title(in: language))"
      io.write(style.bold(title.wrapped(toWidth: width())) + "\n\n")
      let readMe =
        variant == chapter.defaultVariant
        ? chapter.readMe(in: language).trimmingCharacters(in: .whitespacesAndNewlines)
        : chapter.readMeSummary(in: language)
      io.write(readMe.wrapped(toWidth: width()) + "\n\n")
      if variant != chapter.defaultVariant {
        let summary = chapter.summary(of: variant, in: language)
        io.write(
          style.bold(
            language.text("runner.variantBanner", ["name": variant.name, "summary": summary])
              .wrapped(toWidth: width())) + "\n\n")
      } else if chapter.variants.count > 1 {
        io.write(language.text("runner.otherVariants").wrapped(toWidth: width()) + "\n")
        let lines = variantList(chapter, except: variant, in: language).split(separator: "\n")
        io.write(
          lines.map { ("  " + $0).wrapped(toWidth: width(), indent: "      ") + "\n" }.joined()
            + "\n")
      }
      if let storyTitle { io.write(storyTitle.wrapped(toWidth: width()) + "\n\n") }
      io.write(language.text("runner.beforeFirstStep") + "\n\n")
      await session.host.settle()
      _ = session.host.takeStepNotes()
      session.printScreens()
    }
    let record = await playSteps(
      steps, shown: shown, session: session, run: run, waitsForReader: waitsForReader)
    if run.pacing.isWholeStory {
      let summary = record.summary(
        variant: variant, summary: chapter.summary(of: variant, in: language),
        stepCount: steps.count, style: style, language: language)
      io.write(summary.wrapped(toWidth: width()) + "\n")
      io.write(language.text("runner.tryNext").wrapped(toWidth: width()) + "\n")
    }
    return 0
  }

  /// Plays the steps in `shown` (numbered from 1), running the ones before them without
  /// printing, and waits for the reader after each one when `waitsForReader`; returns what they
  /// showed.
  @MainActor
  private static func playSteps(
    _ steps: [StoryStep], shown: ClosedRange<Int>, session: CommandSession, run: RunSettings,
    waitsForReader: Bool
  ) async -> StoryRecord {
    let (io, style, width, language) = (run.io, run.style, run.width, run.language)
    var record = StoryRecord()
    var index = shown.lowerBound - 1
    // Steps before the first one shown run without being printed.
    for step in steps.prefix(index) { await session.execute(.success(step.command)) }
    session.rememberScreens()
    while index < shown.upperBound {
      let step = steps[index]
      io.write(
        style.bold(
          Message("storyboard.step", ["step": "\(index + 1)", "command": step.command.text])
            .text(in: language).wrapped(toWidth: width(), indent: "  ")) + "\n")
      let caption =
        step.caption(in: language) ?? Narration.caption(for: step.command, in: session.host)
      io.write(caption.wrapped(toWidth: width()) + "\n\n")
      let outcome = await session.execute(.success(step.command))
      session.printScreens()
      session.printStepNotes()
      let problems = session.problems(after: outcome)
      record.note(step: index + 1, problems: problems, rejected: outcome.isRejected)
      if problems.isEmpty {
        io.write(style.changed(Message("storyboard.inSync").text(in: language)) + "\n\n")
      } else {
        session.printProblems(problems)
      }
      index += 1
      guard waitsForReader, index < shown.upperBound else { continue }
      switch readPace(io: io, stepCount: steps.count, language: language) {
      case .next: break
      case .quit: index = shown.upperBound
      case .jump(let target) where target <= index:
        // A step already played: the app launches again from the sample todos, in storage of
        // its own, and runs up to it without printing.
        return await run.chapter.withScratchStorageIfAny {
          let fresh = run.makeSession()
          await fresh.host.settle()
          _ = fresh.host.takeStepNotes()
          return await playSteps(
            steps, shown: target...shown.upperBound, session: fresh, run: run,
            waitsForReader: waitsForReader)
        }
      case .jump(let target):
        for step in steps[index..<(target - 1)] { await session.execute(.success(step.command)) }
        session.rememberScreens()
        index = target - 1
      }
    }
    return record
  }

  /// Plays the story headless and writes it as an SVG storyboard: a frame for each key step.
  @MainActor
  private static func drawStoryboard(_ run: RunSettings) async -> Int32 {
    let (chapter, variant) = (run.chapter, run.variant)
    let session = CommandSession(
      host: AppHost(chapter: chapter, variant: variant), io: run.io, isPlain: true,
      style: TextStyle(usesColor: false), width: { 80 }, reportsErrors: false)
    session.host.language = run.language
    await session.host.settle()
    _ = session.host.takeStepNotes()
    let (storyTitle, steps) = story(of: chapter, variant: variant, in: run.language)
    let isSymptomStory = storyTitle != nil
    var frames: [Storyboard.Frame] = []
    var candidates: [(frame: Storyboard.Frame, hasProblem: Bool)] = []
    for (index, step) in steps.enumerated() {
      let before = session.host.dump()
      let caption =
        step.message?.text(in: run.language)
        ?? Narration.caption(for: step.command, in: session.host)
      let outcome = await session.execute(.success(step.command))
      let problems = session.problems(after: outcome)
      let after = session.host.dump()
      let staleScene = after.scenes.first { scene in
        !SyncCheck.problems(
          in: StateDump(scenes: [scene]), truth: session.host.todosTheScreensShouldShow
        ).isEmpty
      }
      let keyScene = CanonicalStory.keyFrames.first { $0.step == index + 1 }?.scene
      let shown =
        staleScene
        ?? after.scenes.first { $0.number == keyScene }
        ?? after.scenes.first { $0.isActive } ?? after.scenes[0]
      let frame = Storyboard.Frame(
        stepNumber: index + 1, command: step.command.text, caption: caption, scene: shown,
        before: before.scenes.first { $0.number == shown.number },
        truth: session.host.todosTheScreensShouldShow, problem: problems.first)
      if isSymptomStory {
        candidates.append((frame, !problems.isEmpty))
      } else if CanonicalStory.keyFrames.contains(where: { $0.step == index + 1 }) {
        frames.append(frame)
      }
    }
    if isSymptomStory {
      // Up to four steps, ending with the first that went wrong and the one after it.
      let firstProblem = candidates.firstIndex { $0.hasProblem } ?? (candidates.count - 1)
      let end = min(candidates.count, firstProblem + 2)
      frames = candidates[max(0, end - 4)..<end].map(\.frame)
    }
    let title =
      variant == chapter.defaultVariant
      ? Message(
        "storyboard.title", ["chapter": chapter.name, "title": chapter.title(in: run.language)]
      ).text(in: run.language)
      : "\(chapter.name) --variant \(variant.name)"
    let storyboard = Storyboard(
      title: title, subtitle: chapter.summary(of: variant, in: run.language), frames: frames,
      language: run.language)
    run.io.write(storyboard.svg())
    return 0
  }

  /// What the reader typed after a step.
  enum PaceAnswer: Equatable {
    case next
    case jump(Int)
    case quit
  }

  /// Asks the reader how to go on: Enter for the next step, a number to jump, q to stop.
  @MainActor
  static func readPace(io: RunnerIO, stepCount: Int, language: Language = .english)
    -> PaceAnswer
  {
    while true {
      io.write(Message("runner.pacePrompt", ["count": "\(stepCount)"]).text(in: language))
      guard let line = io.readLine() else { return .quit }
      let answer = line.trimmingCharacters(in: .whitespaces)
      if answer.isEmpty { return .next }
      if answer == "q" || answer == "quit" { return .quit }
      if let number = Int(answer), (1...stepCount).contains(number) { return .jump(number) }
      let words = Message("runner.paceError", ["answer": answer, "count": "\(stepCount)"])
      io.writeError("error: " + words.text(in: language) + "\n")
    }
  }

  /// What a story showed, step by step, for the line that ends it.
  struct StoryRecord {
    private(set) var firstProblem: (step: Int, problem: String)?
    private(set) var stepsWithProblems = 0
    private(set) var rejectedSteps = 0

    mutating func note(step: Int, problems: [String], rejected: Bool) {
      if rejected { rejectedSteps += 1 }
      guard let problem = problems.first else { return }
      stepsWithProblems += 1
      if firstProblem == nil { firstProblem = (step, problem) }
    }

    /// The closing line: for a broken variant, the symptom it showed; for a correct one, whether
    /// every screen agreed, and whether every step could run.
    func summary(
      variant: ChapterVariant, summary: String, stepCount: Int, style: TextStyle,
      language: Language = .english
    ) -> String {
      if variant.kind == .broken {
        guard let firstProblem else {
          return style.bold(language.text("summary.noSymptom", ["summary": summary]))
        }
        return style.stale(
          language.text(
            "summary.mistakeShowed",
            ["step": "\(firstProblem.step)", "problem": firstProblem.problem, "summary": summary]))
      }
      if stepsWithProblems == 0 {
        return style.bold(language.text("summary.allAgreed"))
      }
      let cannotRun =
        rejectedSteps == 0 ? "" : language.text("summary.cannotRun", ["count": "\(rejectedSteps)"])
      return style.stale(
        language.text(
          "summary.disagreed",
          ["count": "\(stepsWithProblems)", "total": "\(stepCount)", "cannotRun": cannotRun]))
    }
  }

  @MainActor
  private static func runScript(text: String, _ run: RunSettings) async -> Int32 {
    let (io, isPlain, style) = (run.io, run.isPlain, run.style)
    let session = run.makeSession()
    for line in Scenario(text: text).lines {
      if !isPlain { io.write(style.dim("› \(line.text)") + "\n") }
      let outcome = await session.execute(line.parsed, lineNumber: line.number)
      if outcome == .quit { break }
      // What the mechanism did, and any screen that disagrees or should be gone.
      if !isPlain, case .done = outcome {
        session.printStepNotes()
        session.printProblems(session.problems())
      }
    }
    return session.errorCount == 0 ? 0 : 1
  }

  @MainActor
  private static func runInteractive(_ run: RunSettings) async -> Int32 {
    let (chapter, variant, io, isPlain) = (run.chapter, run.variant, run.io, run.isPlain)
    let session = run.makeSession()
    let language = run.language
    if io.inputIsTerminal {
      let welcome = Message("repl.welcome", ["chapter": chapter.name, "variant": variant.name])
        .text(in: language)
      io.write((isPlain ? welcome : welcome.wrapped(toWidth: run.width())) + "\n")
      if !isPlain { session.printScreens() }
    }
    while true {
      let scene = "\(session.host.activeSceneNumber)"
      let prompt =
        if let detail = session.host.activeScene.navigation.detailOnTop {
          Message("repl.promptDetail", ["scene": scene, "id": "\(detail.todoID)"]).text(
            in: language)
        } else {
          Message("repl.promptList", ["scene": scene]).text(in: language)
        }
      let line: String?
      if let editor = io.lineEditor {
        // Tab completes the commands, and the ids the active scene's list shows.
        let ids = session.host.activeScene.list.tableView.rows.map(\.id.rawValue)
        line = editor.readLine(prompt: prompt, completion: CommandCompletion(ids: ids))
      } else {
        if io.inputIsTerminal { io.write(prompt) }
        line = io.readLine()
      }
      guard let line else { break }
      let outcome = await session.execute(line: line)
      if outcome == .quit { break }
      // In the pretty REPL every change is shown at once, with what the story would say of it;
      // the plain one prints only on `dump`.
      if !isPlain, case .done(let command) = outcome, command != .dump, command != .help {
        session.printScreens()
        session.printStepNotes()
        session.printProblems(session.problems())
      }
    }
    return 0
  }

  // MARK: - Helpers

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

  private static func readAll(_ io: RunnerIO) -> String {
    var lines: [String] = []
    while let line = io.readLine() { lines.append(line) }
    return lines.joined(separator: "\n")
  }

  @MainActor
  static func variantList(
    _ chapter: any ChapterApp.Type, except left: ChapterVariant? = nil,
    in language: Language = .english
  ) -> String {
    let width = chapter.variants.map(\.name.count).max() ?? 0
    let defaultLabel = Message("variants.default").text(in: language)
    return chapter.variants.filter { $0 != left }.map { variant in
      let label = variant == chapter.defaultVariant ? defaultLabel : ""
      return variant.name.fitted(toWidth: width) + "  " + "[\(variant.kind.rawValue)] "
        + chapter.summary(of: variant, in: language) + label + "\n"
    }.joined()
  }

  /// The help screen's paragraph about stored data.
  @MainActor
  static func storageHelp(_ chapter: any ChapterApp.Type, in language: Language = .english)
    -> String
  {
    guard let storage = chapter.persistent?.storageDescription(in: language) else {
      return Message("help.keepsNothing", ["chapter": chapter.name]).text(in: language)
    }
    return Message("help.storage", ["chapter": chapter.name, "storage": storage]).text(in: language)
  }

  /// What `--help` prints: the usage, the options, the commands and the variants.
  @MainActor
  static func helpScreen(_ chapter: any ChapterApp.Type, in language: Language = .english)
    -> String
  {
    let variants = variantList(chapter, in: language).split(separator: "\n").map { "  " + $0 }
    return Message(
      "help.screen",
      [
        "name": chapter.name, "title": chapter.title(in: language),
        "storage": storageHelp(chapter, in: language),
        "commands": ScenarioHelp.text(in: language),
        "variants": variants.joined(separator: "\n"),
      ]
    ).text(in: language)
  }
}
