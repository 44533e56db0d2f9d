import ScreenKit
import TodoModel

/// The detail: saves an edit, announces it, and shows what the announcements say.
///
/// It listens like every other screen, so an edit from another scene or from the server shows
/// here, a delete anywhere closes it, and its own edits take the same path as everyone else's.
@MainActor
final class TodoDetailScreen: DetailScreen, TodoChangeObserving {
  let todoID: TodoID
  let detailView = DetailView()
  private let repository: any TodoRepository
  private let changes: TodoChangeCenter
  private let context: ScreenContext
  private let postsBeforeSaving: Bool
  private var observation: TodoChangeObservation?

  init(
    todoID: TodoID, repository: any TodoRepository, changes: TodoChangeCenter,
    context: ScreenContext, postsBeforeSaving: Bool = false
  ) {
    self.todoID = todoID
    self.repository = repository
    self.changes = changes
    self.context = context
    self.postsBeforeSaving = postsBeforeSaving
    if let todo = repository.todo(withID: todoID) { detailView.render(todo) }
    observation = changes.addObserver(self)
  }

  // MARK: - Actions: save, then announce

  func toggleFavorite() {
    save { $0.isFavorite.toggle() }
  }

  func rename(to title: String) {
    save { $0.title = title }
  }

  func deleteTodo() {
    guard repository.delete(id: todoID) != nil else { return }
    changes.post(.deleted(todoID))  // Closes this detail too, through `didDelete`.
  }

  /// Writes the data source, then posts what it saved: by the time anyone hears of the change,
  /// the data source has it.
  private func save(_ edit: (inout Todo) -> Void) {
    if postsBeforeSaving {
      // The `posted-before-save` pitfall: announce first, save second.
      guard var todo = repository.todo(withID: todoID) else { return }
      edit(&todo)
      changes.post(.updated(todo))
      repository.modify(id: todoID, edit)
      return
    }
    guard let saved = repository.modify(id: todoID, edit) else { return }
    changes.post(.updated(saved))
  }

  // MARK: - TodoChangeObserving

  func didUpdate(_ todo: Todo) {
    guard todo.id == todoID, let current = repository.todo(withID: todoID) else { return }
    if detailView.content != current { detailView.render(current) }
  }

  func didDelete(_ id: TodoID) {
    if id == todoID { context.dismiss(self) }
  }
}
