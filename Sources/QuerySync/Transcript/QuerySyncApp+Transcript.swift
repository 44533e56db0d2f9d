import ChapterKit
import ScenarioLanguage
import SwiftData
import TodoModel

// What the transcript prints under each step: each save the container received, which context
// made it and on which thread. Read from the container's save log; the lesson records nothing.

extension QuerySyncApp: NarratingChapterApp {
  func startMechanismTrace() -> any MechanismTrace {
    SaveTrace(log: container.startSaveLog(), repository: repository)
  }
}

/// Words for what each context saved.
@MainActor
private final class SaveTrace: MechanismTrace {
  let log: SaveLog
  let repository: any TodoRepository
  /// The todos as they were at the last step, to say what an update changed.
  private var lastSeen: [TodoID: Todo]

  init(log: SaveLog, repository: any TodoRepository) {
    self.log = log
    self.repository = repository
    lastSeen = repository.todosByID()
  }

  func takeNotes(in language: Language) -> [String] {
    defer { lastSeen = repository.todosByID() }
    return log.take().map { save in
      let what = describe(save, in: language).joined(separator: ", ")
      let key = save.isFromMainContext ? "saved.main" : "saved.actor"
      return QuerySyncApp.ownLine(
        key, ["what": what, "thread": TraceThread.name(save.isOnMainActor, in: language)],
        in: language)
    }
  }

  private func describe(_ save: SaveRecord, in language: Language) -> [String] {
    let todos = { (values: [any Sendable]) in
      // Read from the stored values, not from a model made of them: a model made here would take
      // an identifier, and the trace would change the identifiers the views show.
      values.compactMap { value in
        (value as? TodoItem.Snapshot).map {
          Todo(id: TodoID($0.id), title: $0.title, isFavorite: $0.isFavorite)
        }
      }
    }
    return todos(save.inserted).map {
      TodoChange.added($0).traceDescription(before: nil, in: language)
    }
      + todos(save.updated).map {
        TodoChange.updated($0).traceDescription(before: lastSeen[$0.id], in: language)
      }
      + todos(save.deleted).map {
        TodoChange.deleted($0.id).traceDescription(before: $0, in: language)
      }
  }
}

extension TraceThread {
  /// The main thread or another one, in a trace line's words.
  fileprivate static func name(_ isMain: Bool, in language: Language) -> String {
    (isMain ? main : background).text(in: language)
  }
}

extension QuerySyncApp {
  nonisolated static let ownWords: [Language: [String: String]] = [
    .english: [
      "saved.main": "the main context saved {what}, on {thread}",
      "saved.actor":
        "the model actor's context saved {what} on {thread}; the main context merged it",
    ],
    .japanese: [
      "saved.main": "メインコンテキストが {what}を保存した（{thread}）",
      "saved.actor":
        "モデルアクターのコンテキストが {what}を保存した（{thread}）。メインコンテキストがそれを取り込んだ",
    ],
  ]
}
