import TodoModel
import TodoUIKit
import UIKit

/// The detail of one todo: it saves through the store and hears every change as a delegate.
final class TodoDetailViewController: UIViewController, TodoStoreDelegate {
  let todoID: TodoID
  let store: DelegatingTodoStore
  private lazy var form = TodoForm(
    rename: { [weak self] title in self?.rename(to: title) },
    toggleFavorite: { [weak self] in self?.toggleFavorite() },
    delete: { [weak self] in self?.deleteTodo() })

  init(todoID: TodoID, store: DelegatingTodoStore) {
    self.todoID = todoID
    self.store = store
    super.init(nibName: nil, bundle: nil)
    store.addDelegate(self)
  }

  required init?(coder: NSCoder) {
    fatalError("TodoDetailViewController is made in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    form.place(in: view)
    if let todo = store.repository.todo(withID: todoID) { form.show(todo) }
  }

  // MARK: - Actions: save through the store, which tells every screen, this one included

  private func toggleFavorite() {
    store.modify(id: todoID) { $0.isFavorite.toggle() }
  }

  private func rename(to title: String) {
    store.modify(id: todoID) { $0.title = title }
  }

  private func deleteTodo() {
    store.delete(id: todoID)  // Closes this detail too, through `didDelete`.
  }

  // MARK: - TodoStoreDelegate

  func todoStore(_ store: DelegatingTodoStore, didAdd todo: Todo) {}

  func todoStore(_ store: DelegatingTodoStore, didUpdate todo: Todo) {
    guard todo.id == todoID, let current = store.repository.todo(withID: todoID) else { return }
    if isViewLoaded { form.show(current) }
  }

  func todoStore(_ store: DelegatingTodoStore, didDelete id: TodoID) {
    if id == todoID { navigationController?.popViewController(animated: true) }
  }
}
