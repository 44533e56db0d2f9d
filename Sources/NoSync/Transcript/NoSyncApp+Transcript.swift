import ChapterKit
import ScenarioLanguage
import TodoModel

// What the transcript prints under each step: what the data source took in this step, and that
// nothing told anyone. Read from the data source after the step; the lesson records nothing.

extension NoSyncApp: NarratingChapterApp {
  func startMechanismTrace() -> any MechanismTrace {
    DataSourceTrace(repository: appDelegate.repository)
  }
}

/// Compares what the data source holds after each step with what it held before.
@MainActor
private final class DataSourceTrace: MechanismTrace {
  let repository: any TodoRepository
  private var lastSeen: [Todo]

  init(repository: any TodoRepository) {
    self.repository = repository
    lastSeen = repository.allTodos()
  }

  func takeNotes(in language: Language) -> [String] {
    let now = repository.allTodos()
    defer { lastSeen = now }
    let changes = TodoChange.traceDescriptions(from: lastSeen, to: now, in: language)
    guard !changes.isEmpty else { return [] }
    let separator = Message("list.separator").text(in: language)
    return [
      NoSyncApp.ownLine(
        "nothingTells", ["changes": changes.joined(separator: separator)], in: language)
    ]
  }
}

extension NoSyncApp {
  nonisolated static let ownWords: [Language: [String: String]] = [
    .english: [
      "nothingTells":
        "the data source now has {changes}; nothing tells the other screens, so each keeps the "
        + "copy it loaded"
    ],
    .japanese: [
      "nothingTells":
        "データソースに {changes} が入った。ほかの画面には誰も知らせないので、どの画面も読み込んだ"
        + "コピーのまま"
    ],
  ]
}
