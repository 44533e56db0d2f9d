import ChapterCommandLine
import ChapterKit
import ChapterTestSupport
import Testing

/// What a learner watches: each chapter traces its own mechanism under the steps, so no two
/// chapters' stories read the same.
@MainActor
struct MechanismTraceTests {
  /// Each chapter's default story, from its first step on, as `--pretty --all --width 200`
  /// prints it, in reading order.
  static func stories() async -> [(name: String, story: String)] {
    var stories: [(name: String, story: String)] = []
    for chapterCase in ChapterCases.chapterDefaults {
      let output = await withChapterStorage(chapterCase.chapter) {
        let recorder = OutputRecorder()
        _ = await ChapterRunner.run(
          chapterCase.chapter, arguments: ["--pretty", "--all", "--width", "200"],
          io: recorder.io(input: nil))
        return recorder.output
      }
      // The readMe and the variant list differ anyway; the story starts at its first step.
      let story = output.range(of: "Before the first step:").map {
        String(output[$0.lowerBound...])
      }
      stories.append((chapterCase.chapter.name, story ?? ""))
    }
    return stories
  }

  @Test func theChaptersStoriesArePairwiseDifferent() async {
    let stories = await Self.stories()
    #expect(stories.count == ChapterCases.chapterDefaults.count)
    for story in stories {
      #expect(story.story.contains("Step 1 ·"), "\(story.name) printed no story")
    }
    for (index, first) in stories.enumerated() {
      for second in stories[(index + 1)...] where first.story == second.story {
        Issue.record("\(first.name) and \(second.name) print the same story")
      }
    }
  }

  /// Lines each chapter's story prints under its steps, naming its own mechanism.
  static let characteristicLines: [String: [String]] = [
    "NoSync": ["↳ the data source now has t3 renamed; nothing tells the other screens"],
    "SharedObjectSync": ["↳ scene 1: TodoRow(t3): item.title changed"],
    "NotificationCenterSync": [
      "↳ posted todoDidChange (t3 renamed) on the main thread to 2 observers",
      "↳ posted todoDidChange (t21 starred) on a background thread to 3 observers; each block "
        + "hopped to the main queue",
    ],
    "PassthroughSubjectSync": [
      "↳ sent t3 renamed through the subject on the main thread to 2 subscribers",
      "↳ the server's t21 starred arrived on a background thread; it hops to the main actor",
      "↳ sent t21 starred through the subject on the main thread to 3 subscribers",
    ],
    "DiffableSnapshotSync": ["↳ scene 1: reconfigure t3", "↳ scene 2: reconfigure t21"],
    "SceneAppStorageSync": [
      "↳ committed t3 renamed to the SQLite database",
      "↳ wrote scene 1's @SceneStorage(\"selection\") = t3",
      "↳ wrote @AppStorage(\"sortOrder\") = favorites-first",
    ],
    "DelegateSync": [
      "↳ the store told its 2 weak delegates of t3 renamed: 1 list and detail t3",
      "↳ the store told its 3 weak delegates of t21 renamed: 2 lists and detail t21",
    ],
    "AsyncSequenceSync": ["↳ yielded t21 renamed to 3 AsyncStreams"],
    "QuerySync": [
      "↳ the main context saved t3 renamed, on the main thread",
      "↳ scene 1: TodoRow(t3): todo.title changed",
      "↳ the model actor's context saved t21 starred on a background thread",
    ],
    "StoreSync": [
      "↳ the reducer ran .todo(t3, .titleSubmitted) and returned an effect",
      "↳ the reducer ran .serverAnswered(t21)",
    ],
  ]

  @Test func everyChapterTracesItsOwnMechanismUnderTheSteps() async {
    let stories = await Self.stories()
    for story in stories {
      guard let lines = Self.characteristicLines[story.name] else {
        Issue.record("\(story.name) has no characteristic trace line in this test")
        continue
      }
      for line in lines {
        #expect(story.story.contains(line), "\(story.name) does not print \(line)")
      }
    }
  }
}
