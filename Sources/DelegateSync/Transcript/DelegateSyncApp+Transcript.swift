import ChapterKit
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
  private var notes: [String] = []
  /// The todos as they were at the last step, to say what an update changed.
  private var lastSeen: [TodoID: Todo] = [:]

  init(repository: any TodoRepository) {
    self.repository = repository
    lastSeen = repository.todosByID()
  }

  func takeNotes() -> [String] {
    defer {
      notes = []
      lastSeen = repository.todosByID()
    }
    return notes
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
    if notes.count >= 50 { notes.removeFirst() }
    let screens = store.liveDelegates.filter { !($0 is DelegateTrace) }
    let lists = screens.filter { $0 is TodoListScreen }.count
    let details = screens.compactMap { ($0 as? TodoDetailScreen)?.todoID.description }
    var told: [String] = []
    if lists > 0 { told.append(lists == 1 ? "1 list" : "\(lists) lists") }
    if !details.isEmpty {
      told.append((details.count == 1 ? "detail " : "details ") + details.joined(separator: ", "))
    }
    let what = change.traceDescription(before: lastSeen[id])
    notes.append(
      told.isEmpty
        ? "the store has no screen as its delegate: nobody was told of \(what)"
        : "the store told its \(screens.count == 1 ? "weak delegate" : "\(screens.count) weak delegates") of \(what): "
          + told.joined(separator: " and "))
  }

}
