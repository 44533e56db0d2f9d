import ChapterKit
import Foundation
import ScenarioLanguage
import SwiftUI
import TodoModel

// What the transcript prints under each step: what the database committed, and which
// @AppStorage and @SceneStorage keys were written. The keys are heard through the settings
// suite's announcements, which every write makes; the store's commits are noted as they happen
// (NotingTodoStore). The lesson records nothing.

extension SceneAppStorageSyncApp: NarratingChapterApp {
  func startMechanismTrace() -> any MechanismTrace {
    StorageTrace(suite: suite, repository: repository)
  }
}

/// Listens to the settings suite's announcements and compares the store between steps.
@MainActor
private final class StorageTrace: MechanismTrace {
  let suite: StorageSuite
  let repository: any TodoRepository
  private let writes = WriteLog()
  private var token: (any NSObjectProtocol)?
  /// What the store committed, when it notes it; otherwise the whole list is compared.
  private let notingStore: NotingTodoStore?
  private var lastSeen: [Todo]

  init(suite: StorageSuite, repository: any TodoRepository) {
    self.suite = suite
    self.repository = repository
    notingStore = repository as? NotingTodoStore
    _ = notingStore?.takeCommits()
    lastSeen = notingStore == nil ? repository.allTodos() : []
    token = suite.announcements.addObserver(forName: nil, object: nil, queue: nil) {
      [writes] notification in
      writes.note(key: notification.name.rawValue, value: Self.describeValue(in: notification))
    }
  }

  isolated deinit {
    if let token { suite.announcements.removeObserver(token) }
  }

  func takeNotes(in language: Language) -> [String] {
    let saved: [String]
    if let notingStore {
      saved = notingStore.takeCommits().flatMap { commit in
        TodoChange.traceDescriptions(
          from: commit.before.map { [$0] } ?? [], to: commit.after.map { [$0] } ?? [],
          in: language)
      }
    } else {
      let now = repository.allTodos()
      defer { lastSeen = now }
      saved = TodoChange.traceDescriptions(from: lastSeen, to: now, in: language)
    }
    let separator = Message("list.separator").text(in: language)
    let store =
      saved.isEmpty
      ? []
      : [
        SceneAppStorageSyncApp.ownLine(
          "appended", ["changes": saved.joined(separator: separator)], in: language)
      ]
    // Keys under `sessions.` are the system's record of which scenes exist, not the app's.
    let keys = writes.take().filter { !$0.key.hasPrefix("sessions.") }
    return store
      + keys.map {
        SceneAppStorageSyncApp.ownLine(
          "wrote", ["key": describeKey($0.key, in: language), "value": $0.value], in: language)
      }
  }

  /// `sortOrder` as @AppStorage("sortOrder"); a scene's key, which names the scene by its
  /// identity, as scene 2's @SceneStorage("selection").
  private func describeKey(_ key: String, in language: Language) -> String {
    for number in 1...3 {
      guard
        case .value(let identity) = suite.read(
          SceneIdentity.self, forKey: "sessions.identity.\(number)"),
        key.hasPrefix(identity.scopedKey(""))
      else { continue }
      let name = key.dropFirst(identity.scopedKey("").count)
      return SceneAppStorageSyncApp.ownLine(
        "sceneKey", ["scene": "\(number)", "name": String(name)], in: language)
    }
    return key.hasPrefix("scene.")
      ? SceneAppStorageSyncApp.ownLine("closedSceneKey", ["key": key], in: language)
      : "@AppStorage(\"\(key)\")"
  }

  private nonisolated static func describeValue(in notification: Notification) -> String {
    if let (value, _) = StorageSuite.change(in: notification, as: String?.self) {
      return value ?? "nil"
    }
    if let (value, _) = StorageSuite.change(in: notification, as: ListOrder.self) {
      return value.rawValue
    }
    if let (value, _) = StorageSuite.change(in: notification, as: String.self) { return value }
    return "a new value"
  }
}

/// The keys written, from whichever thread wrote them.
private final class WriteLog: @unchecked Sendable {
  // NB: @unchecked Sendable: the lock guards `writes`.
  private let lock = NSLock()
  private var writes: [(key: String, value: String)] = []

  func note(key: String, value: String) {
    lock.withLock {
      // Only the last few are kept: nobody takes them while a benchmark runs.
      if writes.count >= 50 { writes.removeFirst() }
      writes.append((key, value))
    }
  }

  func take() -> [(key: String, value: String)] {
    lock.withLock {
      defer { writes = [] }
      return writes
    }
  }
}

extension SceneAppStorageSyncApp {
  nonisolated static let ownWords: [Language: [String: String]] = [
    .english: [
      "appended": "committed {changes} to the SQLite database",
      "wrote": "wrote {key} = {value}",
      "sceneKey": "scene {scene}'s @SceneStorage(\"{name}\")",
      "closedSceneKey": "a closed scene's {key}",
      "storage.description":
        "The todos in the SQLite database {folder}/todos.sqlite; the sort order and each "
        + "scene's selection in the UserDefaults suite {suite}: on Linux ~/.config/{suite}.plist, "
        + "on macOS ~/Library/Preferences/{suite}.plist.",
      "storage.reset":
        "Deleted the stored todos ({folder}), and the sort order, the scenes and the selections "
        + "of {suite}.",
      "bench.store":
        "The database's share of a rename: the same rename committed to the store alone, opened "
        + "with as many todos (median µs); the rest of a rename's time is the views':",
      "bench.storeColumns": "      size   store alone µs",
    ],
    .japanese: [
      "appended": "SQLite のデータベースに {changes} をコミットした",
      "wrote": "{key} に {value} を書き込んだ",
      "sceneKey": "シーン {scene} の @SceneStorage(\"{name}\")",
      "closedSceneKey": "閉じたシーンの {key}",
      "storage.description":
        "todo は SQLite のデータベース {folder}/todos.sqlite に、並び順と各シーンの選択は "
        + "UserDefaults のスイート {suite} に置きます。Linux では ~/.config/{suite}.plist、macOS では "
        + "~/Library/Preferences/{suite}.plist です。",
      "storage.reset": "保存した todo（{folder}）と、{suite} の並び順、シーン、選択を消しました。",
      "bench.store":
        "名前の変更のうちデータベースの分：同じ数の todo で開いたストアだけに同じ変更をコミットした時間"
        + "（中央値 µs）。残りはビューの分です：",
      "bench.storeColumns": "    大きさ   ストアだけ µs",
    ],
  ]
}
