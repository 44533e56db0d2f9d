import ChapterCommandLine
import ChapterKit
import ChapterTestSupport
import Foundation
import HeadlessUIKit
import ScenarioLanguage
import Testing
import TodoModel

/// The suite every registered chapter runs, for every variant that keeps the screens in sync.
///
/// The same behaviour, checked against the reference model after every step. What is specific to a mechanism is tested in that chapter's own tests.
///
/// Render counts, many concurrent pushes and hundreds of closed screens are in
/// `RenderCountTests` and `ReliabilityTests`, which run the same cases.
@MainActor
struct ConformanceTests {
  @Test(arguments: ChapterCases.correct)
  func theStoryMatchesTheReferenceModelAfterEveryStep(chapterCase: ChapterCase) async {
    let divergence = await withChapterStorage(chapterCase.chapter) {
      await chapterCase.makeHost().firstDivergence(
        running: CanonicalStory.script(for: chapterCase.chapter))
    }
    #expect(divergence == nil, "\(chapterCase.testDescription): \(divergence ?? "")")
  }

  @Test(arguments: ChapterCases.correct)
  func everyCommandInOneAndThreeScenesMatchesTheReferenceModel(chapterCase: ChapterCase) async {
    let divergence = await withChapterStorage(chapterCase.chapter) {
      await chapterCase.makeHost().firstDivergence(running: Scripts.everyCommand)
    }
    #expect(divergence == nil, "\(chapterCase.testDescription): \(divergence ?? "")")
  }

  /// The title rules are the scenario language's, applied once: a title is stored as the line
  /// gave it, so every chapter shows the same list, zero-width and combining characters included.
  @Test(arguments: ChapterCases.correct)
  func aTitleIsKeptAsTheLineGaveItInEveryChapter(chapterCase: ChapterCase) async {
    let script = [
      "add \u{200B}Zero width first", "add Trailing zero width\u{200B}",
      "add \u{3000}Ideographic space", "add Cafe\u{301} au lait", "add שלום לכולם",
      "add مرحبا بالعالم", "add 👩🏽‍💻 pair on the 🐛", "add " + String(repeating: "é", count: 200),
      "open t3", "rename \u{200B}Call the dentist\u{FEFF}", "back", "open t22",
      "rename " + String(repeating: "👍🏿", count: 200),
    ].joined(separator: "\n")
    let divergence = await withChapterStorage(chapterCase.chapter) {
      await chapterCase.makeHost().firstDivergence(running: script)
    }
    #expect(divergence == nil, "\(chapterCase.testDescription): \(divergence ?? "")")
  }

  /// Pushes held and delivered out of order, with the person typing, editing and deleting in
  /// between: after every step the screens keep the rules of held deliveries, and once nothing
  /// waits they show the data source.
  @Test(arguments: ChapterCases.correct)
  func heldPushesAndAnswersDeliveredInAnyOrderKeepTheRules(chapterCase: ChapterCase) async {
    let script = """
      hold
      open t3
      remote favorite t3
      remote rename t4 Pay the electricity bill online
      type Call the dentist about the crown
      deliver p2
      remote rename t3 Call the dental surgery
      deliver p3
      deliver a1
      submit
      scene 2
      open t4
      remote delete t4
      favorite
      deliver a3
      deliver p1
      deliver a2
      scene 1
      deliver p4
      deliver all
      back
      """
    let divergence = await withChapterStorage(chapterCase.chapter) {
      await chapterCase.makeHost().firstDivergence(running: script)
    }
    #expect(divergence == nil, "\(chapterCase.testDescription): \(divergence ?? "")")
  }

  @Test(arguments: ChapterCases.correct)
  func anEditShowsBehindTheDetailAtOnceAndInEveryScene(chapterCase: ChapterCase) async throws {
    try await withChapterStorage(chapterCase.chapter) {
      let host = chapterCase.makeHost()
      try await host.perform(script: Scripts.threeScenesShowingT3 + "\nscene 2\nfavorite")
      try await host.perform(script: "rename Call the surgery")
      let expected = Todo(id: "t3", title: "Call the surgery", isFavorite: true)
      for number in 1...3 {
        #expect(host.row("t3", inScene: number) == expected, "\(chapterCase), scene \(number)")
        #expect(host.detail(inScene: number) == expected, "\(chapterCase), scene \(number)")
      }
    }
  }

  @Test(arguments: ChapterCases.correct)
  func aDeleteAnywhereClosesEveryDetailOfThatTodo(chapterCase: ChapterCase) async throws {
    try await withChapterStorage(chapterCase.chapter) {
      let host = chapterCase.makeHost()
      try await host.perform(script: Scripts.threeScenesShowingT3 + "\ndelete")
      for number in 1...3 {
        #expect(host.scenes[number]?.navigation.detailOnTop == nil, "\(chapterCase)")
        #expect(host.row("t3", inScene: number) == nil, "\(chapterCase)")
      }
    }
  }

  @Test(arguments: ChapterCases.correct)
  func aServerPushFromABackgroundThreadReachesEveryListAndDetail(chapterCase: ChapterCase)
    async throws
  {
    try await withChapterStorage(chapterCase.chapter) {
      let host = chapterCase.makeHost()
      try await host.perform(script: "open t2\nscene 2\nlink t2")
      try await host.perform(script: "remote rename t2 Renew passport online\nremote favorite t2")
      let expected = Todo(id: "t2", title: "Renew passport online", isFavorite: true)
      for number in [1, 2] {
        #expect(host.row("t2", inScene: number) == expected, "\(chapterCase)")
        #expect(host.detail(inScene: number) == expected, "\(chapterCase)")
      }
      try await host.perform(script: "remote delete t2")
      for number in [1, 2] {
        #expect(host.scenes[number]?.navigation.detailOnTop == nil, "\(chapterCase)")
        #expect(host.row("t2", inScene: number) == nil, "\(chapterCase)")
      }
    }
  }

  @Test(arguments: ChapterCases.correct)
  func aLateServerPushNeverRollsBackANewerEdit(chapterCase: ChapterCase) async throws {
    try await withChapterStorage(chapterCase.chapter) {
      let host = chapterCase.makeHost()
      try await host.perform(script: "open t3")
      // The server has written its change; its announcement is still on the way when the person
      // renames the todo on the device.
      let change = try #require(AppHost.write(.favorite("t3"), to: host.repository))
      try await host.perform(script: "rename Call the surgery")
      host.app.remoteChangeDidArrive(change)  // Carries the old title.
      await host.settle()
      let expected = Todo(id: "t3", title: "Call the surgery", isFavorite: true)
      #expect(host.row("t3", inScene: 1) == expected, "\(chapterCase)")
      #expect(host.detail(inScene: 1) == expected, "\(chapterCase)")
      #expect(host.repository.todo(withID: "t3") == expected, "\(chapterCase)")
    }
  }

  @Test(arguments: ChapterCases.correct)
  func scrollingAfterEditsChangesNothing(chapterCase: ChapterCase) async throws {
    try await withChapterStorage(chapterCase.chapter) {
      let host = chapterCase.makeHost()
      try await host.perform(script: "open t3\nrename Call the surgery\nfavorite\nback\nremove t4")
      let before = host.dump()
      try await host.perform(script: "scroll")
      #expect(host.dump() == before, "\(chapterCase)")
    }
  }

  @Test(arguments: ChapterCases.correct)
  func poppedDetailsAndClosedScenesAreReleased(chapterCase: ChapterCase) async throws {
    try await withChapterStorage(chapterCase.chapter) {
      let host = chapterCase.makeHost()
      try await host.perform(script: "open t3")
      weak let popped = host.activeScene.navigation.detailOnTop?.lifetimeObject
      try await host.perform(script: "back\nscene 2\nopen t4")
      weak let list = host.scenes[2]?.list.lifetimeObject
      weak let detail = host.scenes[2]?.navigation.detailOnTop?.lifetimeObject
      host.closeScene(2)
      // A released screen may still be named by a registration that fires once more on the next
      // change; it must find nobody.
      try await host.perform(script: "open t4\nrename Pay the gas bill\nback\nadd Buy oat milk")
      #expect(popped == nil, "\(chapterCase)")
      #expect(list == nil, "\(chapterCase)")
      #expect(detail == nil, "\(chapterCase)")
      #expect(host.row("t4", inScene: 1)?.title == "Pay the gas bill", "\(chapterCase)")
    }
  }

  @Test(arguments: ChapterCases.correct)
  func closingASceneWithTheCommandLeavesNoScreenAliveAndNoLeakNote(chapterCase: ChapterCase)
    async throws
  {
    try await withChapterStorage(chapterCase.chapter) {
      let host = chapterCase.makeHost()
      try await host.perform(
        script: "open t5\nback\nscene 2\nopen t3\nclose 2\nopen t4\nrename Pay the gas bill")
      #expect(host.closedScreensStillAlive == 0, "\(chapterCase)")
      #expect(!host.takeStepNotes().contains { $0.contains("still alive") }, "\(chapterCase)")
      #expect(host.openSceneNumbers == [1])
      // Opened again, scene 2 is a new window at its list, whatever it showed before.
      try await host.perform(script: "back\nscene 2")
      #expect(host.detail(inScene: 2) == nil, "\(chapterCase)")
    }
  }

  @Test(arguments: ChapterCases.correct)
  func thePlainScriptPrintsTheReferenceDump(chapterCase: ChapterCase) async throws {
    let script =
      "open t3\nfavorite\nrename Call the surgery\nback\nopen t5\ndelete\nadd Buy oat milk\n"
      + "scene 2\ndump\n"
    let recorder = OutputRecorder()
    let status = await withChapterStorage(chapterCase.chapter) {
      await ChapterRunner.run(
        chapterCase.chapter, arguments: ["--plain", "--variant", chapterCase.variantName],
        io: recorder.io(input: script))
    }
    var reference = ReferenceModel()
    for command in try Scenario(text: script).commands() where command != .dump {
      try reference.apply(command)
    }
    #expect(status == 0)
    #expect(recorder.output == reference.dump().plainText, "\(chapterCase)")
  }
}

/// The other side of the suite: every variant that reproduces a pitfall shows it in the story
/// it plays, the chapter's story for a chapter's default and its own scenario for the others.
@MainActor
struct BrokenVariantTests {
  @Test(arguments: ChapterCases.diverging)
  func everyBrokenVariantDivergesFromTheReferenceInTheStory(chapterCase: ChapterCase)
    async throws
  {
    let story =
      chapterCase.variant == chapterCase.chapter.defaultVariant
      ? CanonicalStory.script(for: chapterCase.chapter)
      : try #require(chapterCase.variant.symptomStory).script
    let divergence = await withChapterStorage(chapterCase.chapter) {
      await chapterCase.makeHost().firstDivergence(running: story)
    }
    #expect(divergence != nil, "\(chapterCase.testDescription) kept every screen in sync")
  }

  @Test(arguments: ChapterCases.leaking)
  func everyLeakingVariantKeepsAClosedScenesScreensAliveAndListening(chapterCase: ChapterCase)
    async throws
  {
    try await withChapterStorage(chapterCase.chapter) {
      let host = chapterCase.makeHost()
      try await host.perform(script: "scene 2\nopen t3\nback")
      weak let list = host.scenes[2]?.list.lifetimeObject
      let table = try #require(host.scenes[2]?.list.tableView)
      host.closeScene(2)
      table.resetRenderCounts()
      try await host.perform(script: "open t3\nrename Call the surgery")
      #expect(list != nil, "\(chapterCase.testDescription) released the closed scene's list")
      // Still subscribed: the closed scene's table renders the rename nobody can see.
      #expect(table.renderLog == ["t3"], "\(chapterCase.testDescription)")
      // And every screen that can be seen is right.
      #expect(host.row("t3", inScene: 1)?.title == "Call the surgery")
      // The transcript names the leak, since no screen shows it.
      #expect(
        host.takeStepNotes().contains("closed scene 2's list is still alive, and rendered t3"),
        "\(chapterCase.testDescription)")
    }
  }
}

/// The variants' declarations, checked against what the tests can run.
@MainActor
struct VariantDeclarationTests {
  @Test func theDefaultVariantOfEveryChapterIsBuiltByTheChapterAppItself() {
    for chapter in registeredChapters {
      #expect(ObjectIdentifier(chapter.defaultVariant.app) == ObjectIdentifier(chapter))
    }
  }

  @Test(arguments: ChapterCases.all)
  func everyVariantHasAUniqueNameAndAnAppOfItsChapter(chapterCase: ChapterCase) {
    let names = chapterCase.chapter.variants.map(\.name)
    #expect(names.filter { $0 == chapterCase.variantName }.count == 1)
    #expect(chapterCase.variant.app.name == chapterCase.chapter.name)
  }

  @Test(arguments: ChapterCases.broken)
  func everyBrokenVariantNamesAScenarioThatExistsOrALeak(chapterCase: ChapterCase) throws {
    let symptom = try #require(chapterCase.variant.symptom, "\(chapterCase)")
    if case .divergesIn(let name) = symptom {
      #expect(NamedScenarioTests.scenarioNames.contains(name), "\(chapterCase): \(name)")
    }
  }

  @Test(arguments: ChapterCases.correct)
  func noCorrectVariantNamesASymptom(chapterCase: ChapterCase) {
    #expect(chapterCase.variant.symptom == nil)
  }
}

/// Every order in which held pushes and answers can arrive, in every chapter that keeps its
/// screens in sync.
///
/// The screens keep the rules after each delivery, and show the data source once nothing waits.
/// `LISTDETAILSYNC_THOROUGH=1` (CI) explores longer orders, and `LISTDETAILSYNC_DELIVERIES=N`
/// orders of up to N deliveries (`scripts/delivery-orders.sh`).
@MainActor
struct DeliveryOrderTests {
  static let maximumDeliveries =
    ProcessInfo.processInfo.environment["LISTDETAILSYNC_DELIVERIES"].flatMap { Int($0) }
    ?? TestDepth.count(quick: 4, thorough: 6)

  @Test(arguments: ChapterCases.correct)
  func everyOrderOfHeldDeliveriesKeepsTheRules(chapterCase: ChapterCase) async {
    for scenario in OrderExplorer.scenarios {
      let (failure, _) = await OrderExplorer.shortestFailingOrder(
        after: scenario.lines, maximumDeliveries: Self.maximumDeliveries,
        replay: Self.replay(chapterCase))
      #expect(failure == nil, "\(chapterCase.testDescription), \(scenario.name): \(failure!)")
    }
  }

  @Test func theExplorerFindsALateAnswerAndPrintsAScriptThatReplaysIt() async throws {
    let pitfall = try #require(ChapterCases.all.first { $0.variantName == "answer-not-cancelled" })
    let scenario = [
      "hold", "open t3", "remote favorite t3", "deliver p1", "rename Call the surgery",
    ]
    let (failure, played) = await OrderExplorer.shortestFailingOrder(
      after: scenario, maximumDeliveries: 3, replay: Self.replay(pitfall))
    let found = try #require(failure)
    // a1, read before the rename, shows the old title while a2 still waits: one delivery fails.
    #expect(found.script.hasSuffix("rename Call the surgery\ndeliver a1\n"))
    #expect(played > 1)
    // The script replays the failure on its own, and the correct app keeps the rules on it.
    let replayed = await Self.replay(pitfall)(found.script.split(separator: "\n").map(String.init))
    #expect(replayed.divergence != nil)
    let correct = try #require(ChapterCases.defaults.first { $0.chapterName == "StoreSync" })
    let fixed = await Self.replay(correct)(found.script.split(separator: "\n").map(String.init))
    #expect(fixed.divergence == nil)
  }

  /// Plays `lines` in a fresh launch of the case's app, with storage of its own.
  static func replay(_ chapterCase: ChapterCase) -> OrderExplorer.Replay {
    { lines in
      await withChapterStorage(chapterCase.chapter) {
        let host = chapterCase.makeHost()
        let divergence = await host.firstDivergence(runningLines: lines)
        return (divergence, host.deliveries.waitingNames)
      }
    }
  }
}
