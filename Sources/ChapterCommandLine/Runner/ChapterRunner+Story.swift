import ChapterBenchmark
import ChapterDrawings
import ChapterKit
import Foundation
import HeadlessUIKit
import ScenarioLanguage
import TodoModel

// The story: the readMe, then each step with the screens side by side and what the mechanism
// did, waiting for the reader after each one on a terminal.

extension ChapterRunner {
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

  /// Plays the story: in the plain format the dump after each step, on a terminal the readMe,
  /// then each step with its screens, waiting for the reader; `--step N` plays step N alone.
  @MainActor
  static func playStory(_ run: RunSettings) async -> Int32 {
    let (chapter, variant, io, language) = (run.chapter, run.variant, run.io, run.language)
    let session = run.makeSession()
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
    if run.isPlain {
      await playPlainStory(steps, shown: shown, session: session, io: io)
      // A broken variant may leave the app where a later step cannot run; that is part of what
      // it shows, so the story itself still succeeds.
      return 0
    }
    // On a terminal the story waits for the reader after each step, unless asked not to.
    let waitsForReader =
      run.pacing == .automatic && io.inputIsTerminal && io.outputIsTerminal
    var firstShown = shown
    if run.pacing.isWholeStory {
      printIntroduction(run, storyTitle: storyTitle)
      await session.host.settle()
      _ = session.host.takeStepNotes()
      if waitsForReader, run.io.height() != nil {
        // On a terminal whose height is known, the readMe is a page of its own; the screens
        // before the first step are those of step 1, which marks what changed against them.
        switch readPace(io: io, stepCount: steps.count, language: language) {
        case .next: break
        case .quit: return 0
        case .jump(let target): firstShown = target...shown.upperBound
        }
      } else {
        io.write(language.text("runner.beforeFirstStep") + "\n\n")
        session.printScreens()
      }
    }
    let record = await playSteps(
      steps, shown: firstShown, session: session, run: run, waitsForReader: waitsForReader)
    if run.pacing.isWholeStory {
      let summary = record.summary(
        variant: variant, summary: chapter.summary(of: variant, in: language),
        stepCount: steps.count, style: run.style, language: language)
      io.write(summary.wrapped(toWidth: run.width()) + "\n")
      io.write(language.text("runner.tryNext").wrapped(toWidth: run.width()) + "\n")
    }
    return 0
  }

  /// The plain story: each shown step's command as a comment, then the dump after it.
  @MainActor
  private static func playPlainStory(
    _ steps: [StoryStep], shown: ClosedRange<Int>, session: CommandSession, io: RunnerIO
  ) async {
    for (index, step) in steps.enumerated() where index + 1 <= shown.upperBound {
      let isShown = shown.contains(index + 1)
      if isShown { io.write("# step \(index + 1): \(step.command.text)\n") }
      await session.execute(.success(step.command))
      if isShown { session.printDump() }
    }
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
      let header = Message(
        "storyboard.step", ["step": "\(index + 1)", "command": step.command.text]
      )
      .text(in: language).wrapped(toWidth: width(), indent: "  ")
      io.write(style.bold(header) + "\n")
      let caption =
        step.caption(in: language) ?? Narration.caption(for: step.command, in: session.host)
      io.write(caption.wrapped(toWidth: width()) + "\n\n")
      let outcome = await session.execute(.success(step.command))
      let problems = session.problems(after: outcome)
      let limits = fitStep(
        session: session, height: run.io.height(), problems: problems,
        printedLines: header.lineCount + caption.wrapped(toWidth: width()).lineCount + 1)
      session.printScreens()
      session.printStepNotes(limit: limits)
      record.note(step: index + 1, problems: problems, rejected: outcome.isRejected)
      printVerdict(problems, limit: limits, session: session, run: run)
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

  /// The line that ends a step: that every screen agrees (and what still waits), or its
  /// problems, the first `limit` of them.
  @MainActor
  private static func printVerdict(
    _ problems: [String], limit: Int?, session: CommandSession, run: RunSettings
  ) {
    let (io, style, language) = (run.io, run.style, run.language)
    let waiting = session.host.deliveries.waitingNames
    if problems.isEmpty, !waiting.isEmpty {
      let line = Message("storyboard.inSyncWaiting", ["names": waiting.joined(separator: ", ")])
      io.write(style.changed(line.text(in: language)) + "\n\n")
    } else if problems.isEmpty {
      io.write(style.changed(Message("storyboard.inSync").text(in: language)) + "\n\n")
    } else {
      session.printProblems(problems, limit: limit)
    }
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

}
