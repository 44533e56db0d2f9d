import ChapterCommandLine
import ChapterKit
import ChapterTestSupport
import Foundation
import HeadlessUIKit
import ScenarioLanguage
import Testing
import TodoModel

/// Threads, bad input and lifetime, for every chapter.
@MainActor
struct ReliabilityTests {
  // MARK: - Stress

  @Test(arguments: ChapterCases.correct)
  func manyServerChangesWhileTheScreensEditEndWithEveryScreenOnTheFinalState(
    chapterCase: ChapterCase
  ) async throws {
    try await withChapterStorage(chapterCase.chapter) {
      let host = chapterCase.makeHost()
      try await host.perform(script: "open t3\nscene 2\nopen t1\nscene 3\nlink t5")
      // Edits on the screens in every scene while 300 pushes land.
      let edits = (0..<20).map { round in
        "scene \(round % 3 + 1)\nrename Edited on the device \(round)\nfavorite\n"
          + "add Added on the device \(round)"
      }
      await host.deliverConcurrently(
        RandomScenario.remoteChanges(count: 300, seed: 7),
        whilePerforming: edits.joined(separator: "\n"))
      let truth = host.repository.allTodos()
      let problems = SyncCheck.problems(in: host.dump(), truth: truth)
      #expect(problems.isEmpty, "\(chapterCase.testDescription): \(problems.prefix(5))")
      for number in host.openSceneNumbers {
        #expect(host.scenes[number]?.list.tableView.rows == truth)  // Nothing lost or doubled.
      }
    }
  }

  // MARK: - Fuzz

  /// 2,000 lines with `LISTDETAILSYNC_THOROUGH=1`; a local run takes the first 300 of them.
  @Test(arguments: ChapterCases.chapterDefaults)
  func mixedLinesNeverCrashAndErrOncePerBadLine(chapterCase: ChapterCase) async throws {
    let lines = Self.fuzzLines(count: TestDepth.count(quick: 300, thorough: 2_000), seed: 99)
    let script = lines.joined(separator: "\n") + "\ndump\n"
    let expected = NamedScenarioTests.referenceOutput(
      script, restoresOnRelaunch: chapterCase.chapter.restoresOnRelaunch,
      supportsSorting: chapterCase.variant.app.hasSortSetting)
    let (status, output, errors) = await withChapterStorage(chapterCase.chapter) {
      let recorder = OutputRecorder()
      let status = await ChapterRunner.run(
        chapterCase.chapter, arguments: ["--plain", "--variant", chapterCase.variantName],
        io: recorder.io(input: script))
      return (status, recorder.output, recorder.errorLines)
    }
    #expect(status == 1)
    // One error per rejected line, each naming its line, never two for one line.
    let numbers = errors.compactMap { $0.split(separator: ":").dropFirst().first }
    #expect(numbers.count == errors.count && Set(numbers).count == errors.count)
    let unparseable = lines.filter { line in
      do {
        _ = try ScenarioParser.parse(line)
        return false
      } catch {
        return true
      }
    }.count
    #expect(errors.count >= unparseable)
    if chapterCase.keepsScreensInSync {
      // A correct chapter rejects exactly the lines the reference rejects, and shows its state.
      #expect(errors == expected.errors)
      #expect(output == expected.standardOutput)
    }
  }

  /// Every variant that is not a chapter's default, broken ones included, takes a shorter mixed
  /// script without crashing and with one error per rejected line: a pitfall shows its symptom,
  /// never a crash.
  ///
  /// 1,000 lines with `LISTDETAILSYNC_THOROUGH=1`, 100 in a local run.
  @Test(arguments: ChapterCases.all.filter { $0.variant != $0.chapter.defaultVariant })
  func everyOtherVariantTakesMixedLinesWithoutCrashing(chapterCase: ChapterCase) async throws {
    let lines = Self.fuzzLines(count: TestDepth.count(quick: 100, thorough: 300), seed: 7)
    let script = lines.joined(separator: "\n") + "\ndump\n"
    let (status, errors) = await withChapterStorage(chapterCase.chapter) {
      let recorder = OutputRecorder()
      let status = await ChapterRunner.run(
        chapterCase.chapter, arguments: ["--plain", "--variant", chapterCase.variantName],
        io: recorder.io(input: script))
      return (status, recorder.errorLines)
    }
    #expect(status == 1)
    let numbers = errors.compactMap { $0.split(separator: ":").dropFirst().first }
    #expect(!errors.isEmpty && Set(numbers).count == errors.count)
  }

  /// Valid and invalid lines mixed, with Unicode and right-to-left titles, very long lines, empty
  /// lines and stray whitespace.
  static func fuzzLines(count: Int, seed: UInt64) -> [String] {
    var random = SeededRandom(seed: seed)
    var model = ReferenceModel()
    var lines: [String] = []
    var chunk = 0
    while lines.count < count {
      let options = RandomScenario.Options(steps: 50, maximumScenes: 3, invalidLineRate: 0.25)
      let generated = RandomScenario.lines(
        seed: seed &+ UInt64(chunk), options: options, start: model)
      chunk += 1
      for line in generated {
        var line = line
        switch random.int(in: 0...19) {
        case 0: line = ""
        case 1: line = "   \t" + line + "  "
        case 2: line = "rename " + String(repeating: "ש", count: random.int(in: 150...260))
        case 3: line = String(repeating: "x", count: 5_000)
        case 4: line = "add \u{202E}مرحبا \u{1F44B} Grüße"
        case 5: line = "\u{00A0}open t\(random.int(in: 1...40))"
        default: break
        }
        lines.append(line)
        // Keep the model in step so later generated lines stay mostly valid.
        if let command = try? ScenarioParser.parse(line) { try? model.apply(command) }
      }
    }
    return Array(lines.prefix(count))
  }

  // MARK: - Lifetime

  /// In every chapter whose mechanism counts its registrations, each open screen holds one: two
  /// lists and a detail hold three; a popped detail drops its own, and a closed scene its list's.
  @Test(
    arguments: ChapterCases.chapterDefaults.filter {
      $0.variant.app is any ListenerCountingChapterApp.Type
    })
  func eachOpenScreenHoldsOneRegistrationUntilItGoes(chapterCase: ChapterCase) async throws {
    try await withChapterStorage(chapterCase.chapter) {
      let host = chapterCase.makeHost()
      try await host.perform(script: "scene 2\nopen t3")
      weak let list = host.scenes[2]?.list.lifetimeObject
      weak let detail = host.scenes[2]?.navigation.detailOnTop?.lifetimeObject
      let name = chapterCase.testDescription
      #expect(host.liveListenerCount == 3, "\(name): two lists and scene 2's detail")
      try await host.perform(script: "back")
      #expect(detail == nil, "\(name)")
      #expect(host.liveListenerCount == 2, "\(name): the popped detail dropped out")
      try await host.perform(script: "close 2")
      #expect(list == nil, "\(name)")
      #expect(host.liveListenerCount == 1, "\(name): scene 1's list alone")
    }
  }

  @Test(arguments: ChapterCases.correct)
  func closedScreensLeaveNothingAlive(chapterCase: ChapterCase) async throws {
    try await withChapterStorage(chapterCase.chapter) {
      let host = chapterCase.makeHost()
      var released: [() -> Bool] = []
      for round in 0..<TestDepth.count(quick: 20, thorough: 50) {
        let id = "t\(round % 19 + 1)"
        try await host.perform(script: "scene 2\nlink \(id)\nfavorite")
        weak let list = host.scenes[2]?.list.lifetimeObject
        weak let detail = host.scenes[2]?.navigation.detailOnTop?.lifetimeObject
        try await host.perform(script: "scene 1\nopen \(id)")
        weak let sceneOneDetail = host.scenes[1]?.navigation.detailOnTop?.lifetimeObject
        try await host.perform(script: "back")
        host.closeScene(2)
        released.append { list == nil && detail == nil && sceneOneDetail == nil }
      }
      await host.settle()
      #expect(released.allSatisfy { $0() }, "\(chapterCase.testDescription)")
      // The mechanisms that can count their registrations are back to scene 1's list alone.
      if let counting = host.app as? any ListenerCountingChapterApp {
        #expect(counting.liveListenerCount == 1, "\(chapterCase.testDescription)")
      }
    }
  }
}
