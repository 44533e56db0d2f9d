// Chapter 6 on every platform: the store that keeps its delegates weakly and tells each of them
// every change, on the main actor. Foundation only, so it builds anywhere.

import TodoData

/// What every screen is told when a todo changes.
@MainActor
protocol TodoStoreDelegate: AnyObject {
  func todoStore(_ store: DelegatingTodoStore, didChange change: TodoChange)
}

/// Saves through the data source, then tells every live delegate. A released screen drops out by
/// itself: its entry is empty, and the next change removes it.
@MainActor
final class DelegatingTodoStore {
  private let store: TodoStore
  private var delegates: [WeakDelegate] = []

  init(store: TodoStore) {
    self.store = store
  }

  func allTodos() -> [Todo] {
    store.allTodos()
  }

  func addDelegate(_ delegate: any TodoStoreDelegate) {
    delegates.append(WeakDelegate(delegate: delegate))
  }

  func rename(id: Todo.ID, to title: String) {
    guard let saved = store.rename(id: id, to: title) else { return }
    tellDelegates(.updated(saved))
  }

  func delete(id: Todo.ID) {
    guard store.delete(id: id) else { return }
    tellDelegates(.deleted(id))
  }

  /// A change the server saved: call it on the main actor.
  func changeDidArrive(_ change: TodoChange) {
    tellDelegates(change)
  }

  private func tellDelegates(_ change: TodoChange) {
    delegates.removeAll { $0.delegate == nil }
    for entry in delegates {
      entry.delegate?.todoStore(self, didChange: change)
    }
  }
}

/// One entry of the store's list: a delegate, held weakly.
@MainActor
private struct WeakDelegate {
  weak var delegate: (any TodoStoreDelegate)?
}
