import HeadlessUIKit
import TodoModel

/// `task-never-cancelled`: the list starts its loop in a task that holds the list strongly and
/// that nothing cancels.
///
/// Symptom: the task keeps the list alive, and the list would cancel the task only when it is
/// released: neither ever goes. A closed scene's list goes on reading its stream and rendering
/// every change. What the person sees stays right.
final class TaskNeverCancelledApp: AsyncSequenceSyncApp {
  override func makeListScreen(context: ScreenContext) -> any ListScreen {
    UnboundListScreen(library: library)
  }
}

/// A list whose loop is tied to nothing.
final class UnboundListScreen: TodoListScreen {
  override func startListening(to changes: AsyncStream<TodoChange>) {
    // The task captures `self` strongly, and its handle is thrown away: nothing can cancel it.
    Task {
      for await change in changes {
        self.apply(change)
      }
    }
  }
}
