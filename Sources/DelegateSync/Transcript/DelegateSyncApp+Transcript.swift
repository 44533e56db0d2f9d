import ChapterKit
import ScenarioLanguage
import TodoModel

// What the transcript prints under each step: which delegates the store told of each change.
// The trace is one more weak delegate of the app's store, added before any screen, so it is told
// first and sees who else is about to be told; the lifetime probe (Probes/) leaves it out. The
// lesson records nothing.

extension DelegateSyncApp: NarratingChapterApp {
  func startMechanismTrace() -> any MechanismTrace {
    let trace = DelegateTrace(repository: repository)
    store.addDelegate(trace)
    return trace
  }
}

/// A delegate of the store that notes each change and the screens told of it.
@MainActor
final class DelegateTrace: MechanismTrace, TodoStoreDelegate {
  let repository: any TodoRepository
  private var tellings: [Telling] = []
  /// The todos as they were at the last step, to say what an update changed.
  private var lastSeen: [TodoID: Todo] = [:]

  /// One change the store told, and the screens it told.
  private struct Telling {
    let change: TodoChange
    let before: Todo?
    let lists: Int
    let details: [String]
    let screens: Int
  }

  init(repository: any TodoRepository) {
    self.repository = repository
    lastSeen = repository.todosByID()
  }

  func takeNotes(in language: Language) -> [String] {
    defer {
      tellings = []
      lastSeen = repository.todosByID()
    }
    return tellings.map { describe($0, in: language) }
  }

  func todoStore(_ store: DelegatingTodoStore, didAdd todo: Todo) {
    note(.added(todo), id: todo.id, store: store)
  }

  func todoStore(_ store: DelegatingTodoStore, didUpdate todo: Todo) {
    note(.updated(todo), id: todo.id, store: store)
  }

  func todoStore(_ store: DelegatingTodoStore, didDelete id: TodoID) {
    note(.deleted(id), id: id, store: store)
  }

  private func note(_ change: TodoChange, id: TodoID, store: DelegatingTodoStore) {
    // Only the last few are kept: nobody takes them while a benchmark runs.
    if tellings.count >= 50 { tellings.removeFirst() }
    let screens = store.liveDelegates.filter { !($0 is DelegateTrace) }
    tellings.append(
      Telling(
        change: change, before: lastSeen[id],
        lists: screens.filter { $0 is TodoListViewController }.count,
        details: screens.compactMap { ($0 as? TodoDetailViewController)?.todoID.description },
        screens: screens.count))
  }

  private func describe(_ telling: Telling, in language: Language) -> String {
    let line = { (key: String, arguments: [String: String]) in
      DelegateSyncApp.ownLine(key, arguments, in: language)
    }
    var told: [String] = []
    if telling.lists > 0 {
      told.append(
        line(telling.lists == 1 ? "lists.one" : "lists.many", ["count": "\(telling.lists)"]))
    }
    if !telling.details.isEmpty {
      let ids = telling.details.joined(separator: Message("list.separator").text(in: language))
      told.append(line(telling.details.count == 1 ? "details.one" : "details.many", ["ids": ids]))
    }
    let what = telling.change.traceDescription(before: telling.before, in: language)
    guard !told.isEmpty else { return line("toldNobody", ["what": what]) }
    return line(
      telling.screens == 1 ? "told.one" : "told.many",
      [
        "count": "\(telling.screens)", "what": what,
        "screens": told.joined(separator: line("and", [:])),
      ])
  }
}

extension DelegateSyncApp {
  nonisolated static let ownWords: [Language: [String: String]] = [
    .english: [
      "lists.one": "1 list",
      "lists.many": "{count} lists",
      "details.one": "detail {ids}",
      "details.many": "details {ids}",
      "and": " and ",
      "toldNobody": "the store has no screen as its delegate: nobody was told of {what}",
      "told.one": "the store told its weak delegate of {what}: {screens}",
      "told.many": "the store told its {count} weak delegates of {what}: {screens}",
    ],
    .japanese: [
      "lists.one": "一覧 1 つ",
      "lists.many": "一覧 {count} つ",
      "details.one": "詳細画面 {ids}",
      "details.many": "詳細画面 {ids}",
      "and": "と",
      "toldNobody": "ストアのデリゲートになっている画面がない。{what} は誰にも伝わらなかった",
      "told.one": "ストアが弱参照のデリゲートに {what} を伝えた：{screens}",
      "told.many": "ストアが弱参照のデリゲート {count} 個に {what} を伝えた：{screens}",
    ],
  ]
}
