import HeadlessUIKit
import TodoModel

/// `double-write`: the list saves every todo it hears about, though the detail saved it already,
/// as never-inc's list does with `todoController.updateTodo(todo)`.
///
/// Symptom: a server's late announcement carries the todo as it was when the server wrote it;
/// the list writes that old value back over the rename made since, and the rename is lost.
final class DoubleWriteApp: NotificationCenterSyncApp {
  override func makeListScreen(context: ScreenContext) -> any ListScreen {
    DoubleWritingListScreen(repository: repository, changes: changes)
  }
}

/// A list that writes what a notification carries to the data source, then shows it.
final class DoubleWritingListScreen: TodoListScreen {
  override func didUpdate(_ todo: Todo) {
    repository.modify(id: todo.id) { $0 = todo }
    super.didUpdate(todo)
  }
}
