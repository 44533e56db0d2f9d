import Foundation
import HeadlessUIKit
import ScenarioLanguage
import TodoModel

/// The command line every chapter executable shares: the story, the REPL, scripts, the variants
/// and the benchmark.
///
/// A chapter has no `main` of its own: its app type is marked `@main`, and the `main()` that
/// ``ChapterApp`` gives every conforming type calls ``run(_:arguments:io:)`` and exits with its
/// status.
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
      io.writeError("error: \(error)\n")
      return 2
    }
    var variant = chapter.defaultVariant
    if let name = options.variantName {
      guard let named = chapter.variant(named: name) else {
        let names = chapter.variants.map(\.name).joined(separator: ", ")
        io.writeError(
          "error: \(chapter.name) has no variant '\(name)'; its variants are \(names)\n")
        return 2
      }
      variant = named
    }
    let isPlain =
      options.format == .plain || (options.format == .automatic && !io.outputIsTerminal)
    let style = TextStyle(usesColor: !isPlain && io.outputIsTerminal && !io.noColor)
    let run = RunSettings(
      chapter: chapter, variant: variant, io: io, isPlain: isPlain, style: style)

    switch options.mode {
    case .help:
      io.write(helpScreen(chapter))
      return 0
    case .listVariants:
      io.write(variantList(chapter))
      return 0
    case .reset:
      guard let persistent = chapter.persistent else {
        io.writeError("error: --reset deletes stored data, and \(chapter.name) stores none\n")
        return 2
      }
      io.write(persistent.resetStorage() + "\n")
      return 0
    case .bench:
      return await Bench.run(
        chapter, variant: variant, sizes: options.benchSizes ?? Bench.defaultSizes,
        edits: options.benchEdits ?? Bench.defaultEdits, json: options.json, io: io)
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
        io.writeError(
          "error: cannot read the script '\(path)'; give the path of a text file of commands, "
            + "or pipe the commands into standard input\n")
        return 2
      }
      guard let text = String(data: data, encoding: .utf8) else {
        io.writeError("error: the script '\(path)' is not UTF-8 text; save it as UTF-8\n")
        return 2
      }
      return await runScript(text: text, run)
    }
  }

  // MARK: - Modes

  @MainActor
  private static func playStory(_ run: RunSettings) async -> Int32 {
    let (chapter, variant, io, isPlain, style) = (
      run.chapter, run.variant, run.io, run.isPlain, run.style
    )
    let session = run.makeSession()
    let steps = CanonicalStory.steps(for: chapter)
    if isPlain {
      for (index, step) in steps.enumerated() {
        io.write("# step \(index + 1): \(step.command.text)\n")
        await session.execute(.success(step.command))
        session.printDump()
      }
      // A broken variant may leave the app where a later step cannot run; that is part of what
      // it shows, so the story itself still succeeds.
      return 0
    }
    io.write(style.bold("\(chapter.name) — \(chapter.title)") + "\n\n")
    io.write(
      chapter.readMe.trimmingCharacters(in: .whitespacesAndNewlines).wrapped(to: 88) + "\n\n")
    if variant != chapter.defaultVariant {
      io.write(style.bold("Variant \(variant.name)") + ": \(variant.summary)\n\n")
    } else if chapter.variants.count > 1 {
      io.write(
        "The other variants, each a file of its own in Pitfalls/ (run one with --variant):\n")
      let lines = variantList(chapter, except: variant).split(separator: "\n")
      io.write(lines.map { "  " + $0 + "\n" }.joined() + "\n")
    }
    io.write(style.dim("Before the first step:") + "\n\n")
    await session.host.settle()
    _ = session.host.takeStepNotes()
    session.printScreens()
    var stepsOutOfSync = 0
    for (index, step) in steps.enumerated() {
      io.write(style.bold("Step \(index + 1) · \(step.command.text)") + "\n")
      io.write(style.dim(step.caption) + "\n\n")
      if await session.execute(.success(step.command)) == .rejected {
        io.write(
          style.stale("✗ this step could not run: the screens are not where it expects") + "\n\n")
      }
      session.printScreens()
      session.printStepNotes()
      let problems = SyncCheck.problems(
        in: session.host.dump(), truth: session.host.repository.allTodos())
      if problems.isEmpty {
        io.write(style.changed("✓ every screen shows the data source") + "\n\n")
      } else {
        stepsOutOfSync += 1
        for problem in problems.prefix(4) { io.write(style.stale("✗ \(problem)") + "\n") }
        if problems.count > 4 { io.write(style.stale("✗ … and \(problems.count - 4) more") + "\n") }
        io.write("\n")
      }
    }
    if stepsOutOfSync == 0 {
      io.write(style.bold("Every screen agreed with the data source after every step.") + "\n")
    } else {
      io.write(
        style.bold(
          "The screens disagreed with the data source after \(stepsOutOfSync) of "
            + "\(steps.count) steps.") + "\n")
    }
    io.write("Try `--list-variants`, `--variant NAME`, `--interactive` or `--help`.\n")
    return 0
  }

  @MainActor
  private static func runScript(text: String, _ run: RunSettings) async -> Int32 {
    let (io, isPlain, style) = (run.io, run.isPlain, run.style)
    let session = run.makeSession()
    for line in Scenario(text: text).lines {
      if !isPlain { io.write(style.dim("› \(line.text)") + "\n") }
      let outcome = await session.execute(line.parsed, lineNumber: line.number)
      if outcome == .quit { break }
      // What the mechanism did, and any screen a closed scene left behind.
      if !isPlain, case .done = outcome { session.printStepNotes() }
    }
    return session.errorCount == 0 ? 0 : 1
  }

  @MainActor
  private static func runInteractive(_ run: RunSettings) async -> Int32 {
    let (chapter, variant, io, isPlain) = (run.chapter, run.variant, run.io, run.isPlain)
    let session = run.makeSession()
    if io.inputIsTerminal {
      io.write(
        "\(chapter.name) (variant \(variant.name)). Type a command, 'help' for the list, "
          + "'quit' to stop.\n")
      if !isPlain { session.printScreens() }
    }
    while true {
      let top = session.host.activeScene.navigation.detailOnTop.map { "detail \($0.todoID)" }
      let prompt = "scene \(session.host.activeSceneNumber) · \(top ?? "list")> "
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
      // In the pretty REPL every change is shown at once; the plain one prints only on `dump`.
      if !isPlain, case .done(let command) = outcome, command != .dump, command != .help {
        session.printScreens()
        session.printStepNotes()
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

    /// A fresh launch of the app, ready for commands.
    @MainActor
    func makeSession() -> CommandSession {
      CommandSession(
        host: AppHost(chapter: chapter, variant: variant), io: io, isPlain: isPlain, style: style)
    }
  }

  private static func readAll(_ io: RunnerIO) -> String {
    var lines: [String] = []
    while let line = io.readLine() { lines.append(line) }
    return lines.joined(separator: "\n")
  }

  @MainActor
  static func variantList(_ chapter: any ChapterApp.Type, except left: ChapterVariant? = nil)
    -> String
  {
    let width = chapter.variants.map(\.name.count).max() ?? 0
    return chapter.variants.filter { $0 != left }.map { variant in
      let label = variant == chapter.defaultVariant ? " (default)" : ""
      return variant.name.fitted(to: width) + "  " + "[\(variant.kind.rawValue)] "
        + variant.summary + label + "\n"
    }.joined()
  }

  @MainActor
  /// The help screen's paragraph about stored data.
  static func storageHelp(_ chapter: any ChapterApp.Type) -> String {
    guard let storage = chapter.persistent?.storageDescription else {
      return "\(chapter.name) keeps nothing between runs: every run starts from the sample todos."
    }
    return """
      STORAGE
        \(storage)
        Scripts and the REPL continue from it; the story uses storage of its own.
        swift run \(chapter.name) --reset    deletes it, so the next run starts afresh
      """
  }

  @MainActor
  static func helpScreen(_ chapter: any ChapterApp.Type) -> String {
    let name = chapter.name
    return """
      \(name) — \(chapter.title)

      USAGE
        swift run \(name)                       play the story: the readMe, then every step
        swift run \(name) --interactive         type commands at a prompt
        swift run \(name) --script FILE         run the commands in FILE (- reads standard input)
        printf 'open t3\\ndump\\n' | swift run \(name)   commands piped into standard input
        swift run \(name) --variant NAME        run a variant; --list-variants lists them
        swift run -c release \(name) --bench [--sizes 1000,10000,100000] [--edits 50] [--json]

      OUTPUT
        --plain    canonical lines only, no colour; the default when output is not a terminal
        --pretty   the screens side by side; colour on a terminal unless NO_COLOR is set

      A script that met errors exits 1 at its end; a wrong command line exits 2.
      \(storageHelp(chapter))

      COMMANDS (one per line; blank lines and lines starting with # are ignored)
      \(ScenarioHelp.text())
      VARIANTS
      \(variantList(chapter).split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))

      """
  }
}
