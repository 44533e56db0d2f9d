import HeadlessUIKit
import Observation
import TodoModel

/// The detail: given an id, it reads its todo from the shared controller and writes through it.
///
/// It holds no copy of the todo. What it shows is whatever the controller says, tracked, so an
/// edit from any scene or from the server shows here too, and a delete anywhere closes it.
@MainActor
final class TodoDetailScreen: DetailScreen {
  let todoID: TodoID
  let detailView = DetailView()
  /// The controller this detail reads and writes: the app's one instance.
  let controller: TodoController
  private let context: ScreenContext

  init(todoID: TodoID, controller: TodoController, context: ScreenContext) {
    self.todoID = todoID
    self.controller = controller
    self.context = context
    showTodo()
  }

  /// Shows the todo and asks to be told when it changes or disappears.
  ///
  /// Reading `item(withID:)` tracks the controller's dictionary (adds and deletes); reading
  /// `todo` tracks this item's title and star. One registration covers both.
  private func showTodo() {
    let todo = withObservationTracking {
      controller.item(withID: todoID)?.todo
    } onChange: { [weak self] in
      Task { @MainActor [weak self] in self?.showTodo() }
    }
    guard let todo else {
      context.dismiss(self)  // Deleted here, in another scene, or on the server.
      return
    }
    // Another todo's add or delete also wakes us; only a change to ours is worth a render.
    if detailView.content != todo { detailView.render(todo) }
  }

  // MARK: - Actions

  /// Writes through the controller; the render follows from observing it, as it does for an
  /// edit made anywhere else.
  func toggleFavorite() {
    controller.toggleFavorite(id: todoID)
  }

  func rename(to title: String) {
    controller.rename(id: todoID, to: title)
  }

  func deleteTodo() {
    controller.delete(id: todoID)
    context.dismiss(self)
  }
}
