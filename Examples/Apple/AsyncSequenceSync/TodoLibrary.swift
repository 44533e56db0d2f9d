// Chapter 7 on every platform: the model, @Observable, and a stream of changes for each screen
// that asks. Foundation and Observation only (iOS 17, macOS 14), so it builds anywhere.

import Foundation
import Observation
import TodoData

/// Hands every subscriber an `AsyncStream` of its own: one continuation each, removed when its
/// stream ends.
final class TodoChangeBroadcaster: Sendable {
  private let lock = NSLock()
  private nonisolated(unsafe) var continuations: [UUID: AsyncStream<TodoChange>.Continuation] = [:]

  func changes() -> AsyncStream<TodoChange> {
    let (stream, continuation) = AsyncStream.makeStream(of: TodoChange.self)
    let id = UUID()
    continuation.onTermination = { [weak self] _ in
      self?.lock.withLock { _ = self?.continuations.removeValue(forKey: id) }
    }
    lock.withLock { continuations[id] = continuation }
    return stream
  }

  func send(_ change: TodoChange) {
    for continuation in lock.withLock({ Array(continuations.values) }) {
      continuation.yield(change)
    }
  }
}

/// The app's model, made once.
@Observable
@MainActor
final class TodoLibrary {
  private(set) var todos: [Todo]
  @ObservationIgnored private let store: TodoStore
  @ObservationIgnored private let broadcaster = TodoChangeBroadcaster()

  init(store: TodoStore) {
    self.store = store
    todos = store.allTodos()
  }

  /// A stream of every change from now on, for one screen.
  func changes() -> AsyncStream<TodoChange> {
    broadcaster.changes()
  }

  func rename(id: Todo.ID, to title: String) {
    guard let saved = store.rename(id: id, to: title) else { return }
    if let position = todos.firstIndex(where: { $0.id == id }) { todos[position] = saved }
    broadcaster.send(.updated(saved))
  }
}
