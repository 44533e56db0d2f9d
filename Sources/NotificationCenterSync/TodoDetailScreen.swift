import FoundationShims
import HeadlessUIKit
import TodoModel

/// The detail: saves an edit, announces it, and shows what the announcements say.
///
/// It listens like every other screen, so an edit from another scene or from the server shows
/// here, a delete anywhere closes it, and its own edits take the same path as everyone else's.
@MainActor
class TodoDetailScreen: DetailScreen, TodoChangeObserving {
  let todoID: TodoID
  let detailView = DetailView()
  let repository: any TodoRepository
  let changes: TodoChangeCenter
  private let context: ScreenContext
  private var observation: NotificationObservation?

  init(
    todoID: TodoID, repository: any TodoRepository, changes: TodoChangeCenter,
    context: ScreenContext
  ) {
    self.todoID = todoID
    self.repository = repository
    self.changes = changes
    self.context = context
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
  func save(_ edit: (inout Todo) -> Void) {
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
