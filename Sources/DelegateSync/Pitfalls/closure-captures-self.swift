import TodoModel

/// `closure-captures-self`: instead of a delegate, the list hands the store an `onChange`
/// closure, and the closure uses `self` without `[weak self]`.
///
/// Symptom: the store holds the closure, and the closure holds the list: no list is ever
/// released. A closed scene's list is told about every change and renders it into a table nobody
/// sees. What the person sees stays right.
final class ClosureTodoStore: DelegatingTodoStore {
  private var changeHandlers: [(TodoChange) -> Void] = []

  /// Calls `onChange` with every change from now on, for as long as the store lives.
  func onChange(_ onChange: @escaping (TodoChange) -> Void) {
    changeHandlers.append(onChange)
  }

  override func tellDelegates(_ change: TodoChange) {
    super.tellDelegates(change)
    for handler in changeHandlers { handler(change) }
  }
}

/// A list that registers a closure instead of itself, and captures itself strongly in it.
final class ClosureListViewController: TodoListViewController {
  override func registerWithStore() {
    (store as? ClosureTodoStore)?.onChange { change in
      switch change {
      case .added(let todo): self.todoStore(self.store, didAdd: todo)
      case .updated(let todo): self.todoStore(self.store, didUpdate: todo)
      case .deleted(let id): self.todoStore(self.store, didDelete: id)
      }
    }
  }
}
