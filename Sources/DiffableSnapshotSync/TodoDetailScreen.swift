import HeadlessUIKit
import TodoModel

/// The detail: it reads its todo from the store, writes through it, and hears every change.
@MainActor
final class TodoDetailScreen: DetailScreen {
  let todoID: TodoID
  let detailView = DetailView()
  private let store: TodoStore
  private let context: ScreenContext

  init(todoID: TodoID, store: TodoStore, context: ScreenContext) {
    self.todoID = todoID
    self.store = store
    self.context = context
    if let todo = store.todo(withID: todoID) { detailView.render(todo) }
    store.observe(self) { [weak self] change in self?.storeDidChange(change) }
  }

  func toggleFavorite() {
    store.toggleFavorite(id: todoID)
  }

  func rename(to title: String) {
    store.rename(id: todoID, to: title)
  }

  func deleteTodo() {
    store.delete(id: todoID)
  }

  private func storeDidChange(_ change: TodoChange) {
    switch change {
    case .updated(let todo) where todo.id == todoID:
      if let current = store.todo(withID: todoID), current != detailView.content {
        detailView.render(current)
      }
    case .deleted(let id) where id == todoID:
      context.dismiss(self)
    default:
      break
    }
  }
}

extension TodoDetailScreen {
  /// The person types into the title field: the detail shows it, and nothing is saved yet.
  func type(_ title: String) {
    detailView.type(title)
  }

  /// Return in the title field: saves what the person typed.
  func submitTitle() {
    if let title = detailView.confirmTyping() { rename(to: title) }
  }
}
