import ChapterKit
import HeadlessUIKit
import ScenarioLanguage
import TodoModel

extension AppHost {
  /// Performs `lines` one at a time next to the reference model, and returns the first step
  /// where the two disagree, in words, with a line diff; or `nil` when they agree after every
  /// step.
  ///
  /// They disagree when one rejects a line the other accepts, when their error messages differ,
  /// or when what the screens show differs from what the model expects. A line that does not
  /// parse is rejected alike by every chapter and is skipped. Call it on a freshly launched host:
  /// the reference model starts from the sample todos.
  public func firstDivergence(runningLines lines: [String]) async -> String? {
    var reference = ReferenceModel(
      restoresOnRelaunch: chapter.restoresOnRelaunch, supportsSorting: variant.app.hasSortSetting)
    for (index, line) in lines.enumerated() {
      let command: ScenarioCommand
      do {
        guard let parsed = try ScenarioParser.parse(line) else { continue }
        command = parsed
      } catch {
        continue
      }
      var expectedError: ScenarioError?
      var actualError: ScenarioError?
      reference.held.waitingAnswers = waitingAnswerNames
      do throws(ScenarioError) { try reference.apply(command) } catch { expectedError = error }
      let starredID = reference.detailOnTop
      do throws(ScenarioError) { try await perform(command) } catch { actualError = error }
      if command == .favorite, actualError == nil, !reference.held.everythingArrived,
        let id = starredID
      {
        // The person flips the star they see, which may lag: whether the app sets the opposite
        // of it or toggles the server's is its own choice; the star it saved is the new one.
        reference.takeStar(of: id, asSaved: repository.todo(withID: id)?.isFavorite)
      }
      let diff = difference(from: &reference)
      if actualError != expectedError || !diff.isEmpty {
        return "step \(index + 1), after \(line):\n"
          + (actualError == expectedError
            ? ""
            : "error \(actualError.map { "\($0)" } ?? "none"), expected "
              + "\(expectedError.map { "\($0)" } ?? "none")\n") + diff
      }
    }
    return nil
  }

  /// The answers the app waits for, by name: which requests it makes is the chapter's business.
  var waitingAnswerNames: [String] {
    deliveries.waitingNames.filter { $0.hasPrefix("a") }
  }

  /// How the screens differ from what `reference` expects, as lines; empty when they agree.
  ///
  /// While pushes or answers wait, the screens may lag behind within the rules
  /// (``ReferenceModel/problems(in:)``); once nothing waits, they must show exactly the data source.
  func difference(from reference: inout ReferenceModel) -> String {
    reference.held.waitingAnswers = waitingAnswerNames
    let shown = dump()
    guard !reference.expectsExactScreens else {
      reference.popDetailsOfDeletedTodos()
      return shown.lineDiff(expected: reference.dump())
    }
    reference.closeDetails(theAppClosedIn: shown)
    return reference.problems(in: shown).map { "  \($0)\n" }.joined()
  }

  /// ``firstDivergence(runningLines:)`` over the lines of a script.
  public func firstDivergence(running script: String) async -> String? {
    await firstDivergence(runningLines: Scenario(text: script).lines.map(\.text))
  }

  /// Where `chapter` first leaves the reference model in its story, and in the script of every
  /// command, each in an app of its own; `nil` for each that stays with it.
  public static func divergencesInTheStoryAndEveryCommand(of chapter: any ChapterApp.Type) async
    -> [String?]
  {
    [
      await AppHost(chapter: chapter).firstDivergence(
        running: CanonicalStory.script(for: chapter)),
      await AppHost(chapter: chapter).firstDivergence(running: Scripts.everyCommand),
    ]
  }

  /// Where `chapter` first leaves the reference model in the random script of `seed`: 60 steps
  /// over up to three scenes, one bad line in ten; `nil` when it stays with it.
  public static func divergenceInARandomScript(of chapter: any ChapterApp.Type, seed: Int) async
    -> String?
  {
    let options = RandomScenario.Options(steps: 60, maximumScenes: 3, invalidLineRate: 0.1)
    let lines = RandomScenario.lines(seed: UInt64(seed), options: options)
    return await AppHost(chapter: chapter).firstDivergence(runningLines: lines)
  }

  /// Delivers server pushes from background threads, all at once, while the person performs
  /// `script` on the screens, then waits until everything has settled.
  ///
  /// Lines of the script that no longer fit (their todo was just deleted by a push) are rejected
  /// and change nothing, as the rules promise.
  public func deliverConcurrently(
    _ changes: [ScenarioCommand.RemoteChange], whilePerforming script: String
  ) async {
    // Each delivery suspends while its background thread writes, so they overlap.
    let deliveries = changes.map { change in Task { await deliverRemoteChange(change) } }
    for line in Scenario(text: script).lines {
      if case .success(let command) = line.parsed { try? await perform(command) }
    }
    for delivery in deliveries { await delivery.value }
    await settle()
  }
}

extension AppHost {
  /// Launches `variant` and performs `script`, stopping at the first line it rejects.
  public static func launch(_ variant: ChapterVariant, after script: String = "") async throws
    -> AppHost
  {
    let host = AppHost(chapter: variant.app, variant: variant)
    try await host.perform(script: script)
    return host
  }

  /// How many screens' registrations with the chapter's mechanism are alive now (observers,
  /// subscribers, delegates, streams read), or `nil` when the chapter does not count them.
  public var liveListenerCount: Int? {
    (app as? any ListenerCountingChapterApp)?.liveListenerCount
  }
}
