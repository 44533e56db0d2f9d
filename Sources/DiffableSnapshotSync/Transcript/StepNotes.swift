import ChapterKit
import ScenarioLanguage
import TodoModel
import UIKit
import UIKitHosting

// What the transcript prints under each step: the updates each list's data source made to its
// table ("reconfigure t3"), read from the data source after the step.

extension TodoDataSource: NarratingDataSource {
  func takeStepNotes(in language: Language) -> [String] {
    takeAppliedUpdates().map { describe($0, in: language) { $0 } }
  }
}

extension ItemDataSource: NarratingDataSource {
  func takeStepNotes(in language: Language) -> [String] {
    takeAppliedUpdates().map { describe($0, in: language) { $0.todo.id } }
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
    return DiffableSnapshotSyncApp.ownLine("nothingToUpdate", in: language)
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
  let more = DiffableSnapshotSyncApp.ownLine(
    "more", ["count": "\(names.count - 6)"], in: language)
  let shown = names.count > 6 ? names.prefix(6) + [more] : names[...]
  return shown.joined(separator: ", ")
}

extension DiffableSnapshotSyncApp {
  nonisolated static let ownWords: [Language: [String: String]] = [
    .english: [
      "nothingToUpdate": "the diff found nothing to update",
      "more": "… {count} more",
      "bench.apply":
        "Applying a snapshot with about 10% of the items changed (3% deleted, 3% inserted, 1% "
        + "moved, 3% reconfigured), one section, diff and table updates included:",
      "bench.applyColumns":
        "        size    changes    apply µs   ns/item   difference(from:) µs   faster",
      "bench.notRun": "not run",
      "bench.reconfigure":
        "Reconfiguring one item of {size} (snapshot(), reconfigureItems, apply), median of "
        + "{repeats}: {micros} µs, no diff.",
    ],
    .japanese: [
      "nothingToUpdate": "差分には更新するものがなかった",
      "more": "… ほか {count} 件",
      "bench.apply":
        "アイテムの約 10% が変わったスナップショットの適用（3% 削除、3% 挿入、1% 移動、3% 再構成）。"
        + "セクションは一つ、差分とテーブルの更新を含む：",
      "bench.applyColumns":
        "      大きさ     変更数    適用 µs   ns/件     difference(from:) µs   速さ",
      "bench.notRun": "測らない",
      "bench.reconfigure":
        "{size} 件のうち一つのアイテムを再構成（snapshot()、reconfigureItems、apply）。{repeats} 回の"
        + "中央値：{micros} µs。差分はとらない。",
    ],
  ]
}
