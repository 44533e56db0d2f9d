import TodoModel
import TodoUIKit
import UIKit

/// The detail: saves an edit, announces it, and shows what the announcements say.
///
/// It listens like every other screen, so an edit from another scene or from the server shows
/// here, a delete anywhere pops it, and its own edits take the same path as everyone else's.
class TodoDetailViewController: UIViewController, TodoChangeObserving {
  let todoID: TodoID
  let repository: any TodoRepository
  let changes: TodoChangeCenter
  private var observation: TodoChangeObservation?
  private lazy var form = TodoForm(
    rename: { [weak self] title in self?.rename(to: title) },
    toggleFavorite: { [weak self] in self?.toggleFavorite() },
    delete: { [weak self] in self?.deleteTodo() })

  init(todoID: TodoID, repository: any TodoRepository, changes: TodoChangeCenter) {
    self.todoID = todoID
    self.repository = repository
    self.changes = changes
    super.init(nibName: nil, bundle: nil)
    observation = changes.addObserver(self)
  }

  required init?(coder: NSCoder) {
    fatalError("TodoDetailViewController is made in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    form.place(in: view)
    if let todo = repository.todo(withID: todoID) { form.show(todo) }
  }

  // MARK: - Actions: save, then announce

  private func toggleFavorite() {
    save { $0.isFavorite.toggle() }
  }

  private func rename(to title: String) {
    save { $0.title = title }
  }

  private func deleteTodo() {
    guard repository.delete(id: todoID) != nil else { return }
    changes.post(.deleted(todoID))  // Pops this detail too, through `didDelete`.
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
    if isViewLoaded { form.show(current) }
  }

  func didDelete(_ id: TodoID) {
    if id == todoID { navigationController?.popViewController(animated: true) }
  }
}
