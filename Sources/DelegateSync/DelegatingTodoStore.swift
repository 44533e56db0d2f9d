import TodoModel

/// What a screen is told when a todo changes: a delegate protocol, one method per kind of change.
///
/// Every list and every detail of every scene is a delegate of the one store, so a change made
/// anywhere — in this window, in another one, on the server — reaches every screen that shows it.
@MainActor
protocol TodoStoreDelegate: AnyObject {
  func todoStore(_ store: DelegatingTodoStore, didAdd todo: Todo)
  func todoStore(_ store: DelegatingTodoStore, didUpdate todo: Todo)
  func todoStore(_ store: DelegatingTodoStore, didDelete id: TodoID)
}

/// The store every screen saves through: it writes the data source, then tells each delegate.
///
/// It keeps its delegates *weakly*, in a list. A screen adds itself once and never has to
/// remove itself: when it is released, its entry is empty, and the next change drops it.
@MainActor
class DelegatingTodoStore {
  let repository: any TodoRepository
  private var delegates: [WeakDelegate] = []

  init(repository: any TodoRepository) {
    self.repository = repository
  }

  /// Adds a screen to the screens told about every change, without keeping it alive.
  func addDelegate(_ delegate: any TodoStoreDelegate) {
    delegates.append(WeakDelegate(delegate: delegate))
  }

  /// The delegates that are still alive, in the order they were added.
  var liveDelegates: [any TodoStoreDelegate] {
    delegates.compactMap(\.delegate)
  }

  // MARK: - Saving: write the data source, then tell everyone

  func add(title: String) {
    tellDelegates(.added(repository.add(title: title)))
  }

  func modify(id: TodoID, _ edit: (inout Todo) -> Void) {
    guard let saved = repository.modify(id: id, edit) else { return }
    tellDelegates(.updated(saved))
  }

  func delete(id: TodoID) {
    guard repository.delete(id: id) != nil else { return }
    tellDelegates(.deleted(id))
  }

  /// A change the server already saved: tell everyone, as for a change made here.
  func changeDidArrive(_ change: TodoChange) {
    tellDelegates(change)
  }

  /// Tells every live delegate, and forgets the ones that were released.
  func tellDelegates(_ change: TodoChange) {
    delegates.removeAll { $0.delegate == nil }
    // The loop goes over a copy of the list: a delegate may add another one while it is told.
    for entry in delegates {
      guard let delegate = entry.delegate else { continue }
      switch change {
      case .added(let todo): delegate.todoStore(self, didAdd: todo)
      case .updated(let todo): delegate.todoStore(self, didUpdate: todo)
      case .deleted(let id): delegate.todoStore(self, didDelete: id)
      }
    }
  }
}

/// One entry of the store's list: a delegate, held weakly.
@MainActor
private struct WeakDelegate {
  weak var delegate: (any TodoStoreDelegate)?
}
