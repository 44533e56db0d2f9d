import HeadlessUIKit
import TodoModel

/// The detail: reads one todo from the data source when it opens, and writes edits back to it.
///
/// Its own edits show at once, because it renders what the data source returns. It never hears
/// about edits made elsewhere, and nobody closes it when its todo is deleted in another scene.
@MainActor
final class TodoDetailScreen: DetailScreen {
  let todoID: TodoID
  let detailView = DetailView()
  private let repository: any TodoRepository
  private let context: ScreenContext

  init(todoID: TodoID, repository: any TodoRepository, context: ScreenContext) {
    self.todoID = todoID
    self.repository = repository
    self.context = context
    if let todo = repository.todo(withID: todoID) {
      detailView.render(todo)
    }
  }

  func toggleFavorite() {
    if let todo = repository.toggleFavorite(id: todoID) {
      detailView.render(todo)
    }
  }

  func rename(to title: String) {
    if let todo = repository.rename(id: todoID, to: title) {
      detailView.render(todo)
    }
  }

  func deleteTodo() {
    repository.delete(id: todoID)
    context.dismiss(self)
  }
}
