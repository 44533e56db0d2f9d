import HeadlessUIKit
import TodoModel

/// The detail of one todo: it saves through the library and reads its own stream of changes.
@MainActor
class TodoDetailScreen: DetailScreen {
  let todoID: TodoID
  let detailView = DetailView()
  let library: TodoLibrary
  let context: ScreenContext
  private var listening: Task<Void, Never>?

  init(todoID: TodoID, library: TodoLibrary, context: ScreenContext) {
    self.todoID = todoID
    self.library = library
    self.context = context
    let changes = library.changes()
    if let todo = library.repository.todo(withID: todoID) { detailView.render(todo) }
    listening = Task { [weak self] in
      for await change in changes where change.todoID == todoID {
        self?.apply(change)
      }
    }
  }

  deinit {
    listening?.cancel()
  }

  // MARK: - Actions: save through the library, which tells every screen, this one included

  func toggleFavorite() {
    library.modify(id: todoID) { $0.isFavorite.toggle() }
  }

  func rename(to title: String) {
    library.modify(id: todoID) { $0.title = title }
  }

  func deleteTodo() {
    library.delete(id: todoID)  // Closes this detail too, when its loop hears the delete.
  }

  // MARK: - What the loop applies

  private func apply(_ change: TodoChange) {
    switch change {
    case .added:
      break
    case .updated:
      guard let current = library.repository.todo(withID: todoID) else { return }
      if detailView.content != current { detailView.render(current) }
    case .deleted:
      context.dismiss(self)
    }
  }
}
