import HeadlessUIKit
import TodoModel

/// The detail of one todo: it saves through the store and hears every change as a delegate.
@MainActor
class TodoDetailScreen: DetailScreen, TodoStoreDelegate {
  let todoID: TodoID
  let detailView = DetailView()
  let store: DelegatingTodoStore
  let context: ScreenContext

  init(todoID: TodoID, store: DelegatingTodoStore, context: ScreenContext) {
    self.todoID = todoID
    self.store = store
    self.context = context
    if let todo = store.repository.todo(withID: todoID) { detailView.render(todo) }
    registerWithStore()
  }

  /// Becomes a delegate of the store for the detail's whole life.
  func registerWithStore() {
    store.addDelegate(self)
  }

  // MARK: - Actions: save through the store, which tells every screen, this one included

  func toggleFavorite() {
    store.modify(id: todoID) { $0.isFavorite.toggle() }
  }

  func rename(to title: String) {
    store.modify(id: todoID) { $0.title = title }
  }

  func deleteTodo() {
    store.delete(id: todoID)  // Closes this detail too, through `didDelete`.
  }

  // MARK: - TodoStoreDelegate

  func todoStore(_ store: DelegatingTodoStore, didAdd todo: Todo) {}

  func todoStore(_ store: DelegatingTodoStore, didUpdate todo: Todo) {
    guard todo.id == todoID, let current = store.repository.todo(withID: todoID) else { return }
    if detailView.content != current { detailView.render(current) }
  }

  func todoStore(_ store: DelegatingTodoStore, didDelete id: TodoID) {
    if id == todoID { context.dismiss(self) }
  }
}
