import ChapterKit
import HeadlessUIKit
import ScenarioLanguage
import TodoModel

// What the transcript prints under each step: the updates each list's data source made to its
// table ("reconfigure t3"), read from the data source after the step.

extension TodoListScreen: NarratingListScreen {
  func takeStepNotes(in language: Language) -> [String] {
    dataSource.takeAppliedUpdates().map { describe($0, in: language) { $0 } }
  }
}

extension ItemListScreen: NarratingListScreen {
  func takeStepNotes(in language: Language) -> [String] {
    dataSource.takeAppliedUpdates().map { describe($0, in: language) { $0.todo.id } }
  }
}

/// One apply's updates in words, at most six of them.
///
/// The updates keep UIKit's names in every
/// language: they are the calls a reader would write.
private func describe<Item>(
  _ updates: [AppliedUpdate<Item>], in language: Language, id: (Item) -> TodoID
) -> String {
  guard !updates.isEmpty else {
    return DiffableSnapshotSyncApp.traceLine("nothingToUpdate", in: language)
  }
  let names = updates.map { update in
    switch update {
    case .delete(let item): "delete \(id(item))"
    case .insert(let item): "insert \(id(item))"
    case .move(let item): "move \(id(item))"
    case .reload(let item): "reload \(id(item))"
    case .reconfigure(let item): "reconfigure \(id(item))"
    }
  }
  let more = DiffableSnapshotSyncApp.traceLine(
    "more", ["count": "\(names.count - 6)"], in: language)
  let shown = names.count > 6 ? names.prefix(6) + [more] : names[...]
  return shown.joined(separator: ", ")
}

extension DiffableSnapshotSyncApp {
  nonisolated static let traceWords: [Language: [String: String]] = [
    .english: [
      "nothingToUpdate": "the diff found nothing to update",
      "more": "… {count} more",
    ],
    .japanese: [
      "nothingToUpdate": "差分には更新するものがなかった",
      "more": "… ほか {count} 件",
    ],
  ]
}
