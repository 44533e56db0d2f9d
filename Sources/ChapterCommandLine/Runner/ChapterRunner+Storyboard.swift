import ChapterBenchmark
import ChapterDrawings
import ChapterKit
import Foundation
import HeadlessUIKit
import ScenarioLanguage
import TodoModel

extension ChapterRunner {
  /// Plays the story headless and writes it as an SVG storyboard: a frame for each key step.
  ///
  /// Given `steps` (a script's), it plays those instead, and draws them as the story of a
  /// mistake: up to four frames, ending just after the first step that went wrong.
  @MainActor
  static func drawStoryboard(_ run: RunSettings, steps scriptSteps: [StoryStep]? = nil) async
    -> Int32
  {
    let (chapter, variant) = (run.chapter, run.variant)
    let session = CommandSession(
      host: AppHost(chapter: chapter, variant: variant), io: run.io, isPlain: true,
      style: TextStyle(usesColor: false), width: { 80 }, reportsErrors: false)
    session.host.language = run.language
    await session.host.settle()
    _ = session.host.takeStepNotes()
    let (storyTitle, storySteps) = story(of: chapter, variant: variant, in: run.language)
    let steps = scriptSteps ?? storySteps
    let isSymptomStory = storyTitle != nil || scriptSteps != nil
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
          in: StateDump(scenes: [scene]), truth: session.host.todosTheScreensShouldShow,
          typedTitles: session.host.typedTitlesOnScreen
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
        truth: session.host.todosTheScreensShouldShow, problem: problems.first,
        waiting: session.host.deliveries.waitingNames,
        typedTitle: session.host.typedTitlesOnScreen[shown.number],
        mechanism: session.lastStepNotes)
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
    run.io.write(storyboard(of: run, frames: frames).svg())
    return 0
  }

  /// The storyboard of `frames`, titled with the chapter, or with the variant for one that is
  /// not the default.
  @MainActor
  private static func storyboard(of run: RunSettings, frames: [Storyboard.Frame]) -> Storyboard {
    let (chapter, variant) = (run.chapter, run.variant)
    let title =
      variant == chapter.defaultVariant
      ? Message(
        "storyboard.title", ["chapter": chapter.name, "title": chapter.title(in: run.language)]
      ).text(in: run.language)
      : "\(chapter.name) --variant \(variant.name)"
    return Storyboard(
      title: title, subtitle: chapter.summary(of: variant, in: run.language), frames: frames,
      language: run.language)
  }
}
