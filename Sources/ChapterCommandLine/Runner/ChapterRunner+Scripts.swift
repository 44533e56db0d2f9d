import ChapterBenchmark
import ChapterDrawings
import ChapterKit
import Foundation
import HeadlessUIKit
import ScenarioLanguage
import TodoModel

// Scripts, from a file or standard input, and the REPL.

extension ChapterRunner {
  /// Runs the script at `path` (`-` for standard input).
  @MainActor
  static func runScript(atPath path: String, _ run: RunSettings) async -> Int32 {
    guard let text = readScript(atPath: path, run) else { return 2 }
    return await runScript(text: text, run)
  }

  /// The text of the script at `path` (`-` for standard input), or `nil` after saying on
  /// standard error why it cannot be read.
  static func readScript(atPath path: String, _ run: RunSettings) -> String? {
    let (io, language) = (run.io, run.language)
    if path == "-" { return readAll(io) }
    guard let data = FileManager.default.contents(atPath: path) else {
      io.writeError("error: " + language.text("runner.cannotReadScript", ["path": path]) + "\n")
      return nil
    }
    guard let text = String(data: data, encoding: .utf8) else {
      io.writeError("error: " + language.text("runner.scriptNotUTF8", ["path": path]) + "\n")
      return nil
    }
    return text
  }

  @MainActor
  static func runScript(text: String, _ run: RunSettings) async -> Int32 {
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
  static func runInteractive(_ run: RunSettings) async -> Int32 {
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
        let active = session.screens().scenes.first(where: \.isActive)
        let ids = (active?.list ?? []).map(\.id.rawValue)
        let waiting = session.host.deliveries.waitingNames
        line = editor.readLine(
          prompt: prompt, completion: CommandCompletion(ids: ids, waiting: waiting))
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

}
