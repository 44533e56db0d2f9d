import TodoModel

/// `double-write`: the list saves every todo it hears about, though the detail saved it already,
/// as never-inc's list does with `todoController.updateTodo(todo)`.
///
/// Symptom: a server's late announcement carries the todo as it was when the server wrote it;
/// the list writes that old value back over the rename made since, and the rename is lost.
final class DoubleWritingListViewController: TodoListViewController {
  override func didUpdate(_ todo: Todo) {
    repository.modify(id: todo.id) { $0 = todo }
    super.didUpdate(todo)
  }
}
