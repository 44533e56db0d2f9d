import TodoModel

/// `task-never-cancelled`: the list starts its loop in a task that holds the list strongly and
/// that nothing cancels.
///
/// Symptom: the task keeps the list alive, and the list would cancel the task only when it is
/// released: neither ever goes. A closed scene's list goes on reading its stream and rendering
/// every change. What the person sees stays right.
final class UnboundListViewController: TodoListViewController {
  override func startListening(to changes: AsyncStream<TodoChange>) {
    // The task captures `self` strongly, and its handle is thrown away: nothing can cancel it.
    Task {
      for await change in changes {
        self.apply(change)
      }
    }
  }
}
