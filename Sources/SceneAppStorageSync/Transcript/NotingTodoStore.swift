import ChapterKit
import Foundation
import SwiftUI
import TodoModel

/// The store as the transcript sees it: every edit it committed, noted as it happens, so that
/// the trace says what a step stored without reading a million rows to compare them.
///
/// It forwards every call to the store it wraps and changes nothing of what the store does. It
/// also tells the host of a setting the settings file did not take, as of an edit the store
/// refused: the command that made it ends with `error:`.
final class NotingTodoStore: RefusingTodoRepository, @unchecked Sendable {
  /// The store itself.
  let store: SQLiteTodoStore
  // NB: @unchecked Sendable is justified by this lock, which guards `commits`.
  private let lock = NSLock()
  private var commits: [(before: Todo?, after: Todo?)] = []
  private var settings: StorageSuite?

  init(_ store: SQLiteTodoStore) {
    self.store = store
  }

  /// Reports, from now on, the settings `suite` could not store.
  func reportFailures(of suite: StorageSuite) {
    lock.withLock { settings = suite }
  }

  /// The edits committed since the last call, oldest first, each as the todo before and after.
  func takeCommits() -> [(before: Todo?, after: Todo?)] {
    lock.withLock {
      defer { commits = [] }
      return commits
    }
  }

  private func note(before: Todo?, after: Todo?) {
    lock.withLock {
      // Only the last few are kept: nobody takes them while a benchmark runs.
      if commits.count >= 50 { commits.removeFirst() }
      commits.append((before, after))
    }
  }

  // MARK: - TodoRepository, forwarded

  func allTodos() -> [Todo] { store.allTodos() }
  func todo(withID id: TodoID) -> Todo? { store.todo(withID: id) }
  var count: Int { store.count }

  @discardableResult
  func add(title: String) -> Todo {
    let added = store.add(title: title)
    if added.id.number != nil { note(before: nil, after: added) }
    return added
  }

  @discardableResult
  func modify(id: TodoID, _ change: (inout Todo) -> Void) -> Todo? {
    var before: Todo?
    let after = store.modify(id: id) { todo in
      before = todo
      change(&todo)
    }
    if let after { note(before: before, after: after) }
    return after
  }

  @discardableResult
  func delete(id: TodoID) -> Todo? {
    let deleted = store.delete(id: id)
    if let deleted { note(before: deleted, after: nil) }
    return deleted
  }

  // MARK: - RefusingTodoRepository, forwarded

  var refusesEveryEdit: String? { store.refusesEveryEdit }
  func takeRefusal() -> String? {
    store.takeRefusal() ?? lock.withLock { settings }?.takeFailure()
  }
}
