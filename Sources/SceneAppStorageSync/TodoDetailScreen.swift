import HeadlessSwiftUI
import HeadlessUIKit
import TodoModel

/// The detail: it reads its todo from its own `AppStorage("todos")`, writes through the app's
/// storage, and records itself as its scene's selection so the scene can come back to it.
@MainActor
final class TodoDetailScreen: DetailScreen {
  let todoID: TodoID
  let detailView = DetailView()
  private let todos: AppStorage<[Todo]>
  private let writer: any TodoRepository
  private let rememberSelection: (TodoID) -> Void
  private let context: ScreenContext

  init(
    todoID: TodoID, todos: AppStorage<[Todo]>, writer: any TodoRepository,
    rememberSelection: @escaping (TodoID) -> Void, context: ScreenContext
  ) {
    self.todoID = todoID
    self.todos = todos
    self.writer = writer
    self.rememberSelection = rememberSelection
    self.context = context
    if let todo = todos.value.first(where: { $0.id == todoID }) { detailView.render(todo) }
    todos.didChange = { [weak self] _, new in self?.show(new) }
  }

  func viewWillAppear() {
    rememberSelection(todoID)
  }

  func toggleFavorite() {
    writer.toggleFavorite(id: todoID)
  }

  func rename(to title: String) {
    writer.rename(id: todoID, to: title)
  }

  func deleteTodo() {
    writer.delete(id: todoID)
  }

  private func show(_ todos: [Todo]) {
    guard let todo = todos.first(where: { $0.id == todoID }) else {
      context.dismiss(self)  // Deleted here, in another scene, or on the server.
      return
    }
    if detailView.content != todo { detailView.render(todo) }
  }
}
