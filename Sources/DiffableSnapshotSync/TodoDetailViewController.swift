import TodoModel
import TodoUIKit
import UIKit

/// The detail: it reads its todo from the store, writes through it, and hears every change.
class TodoDetailViewController: UIViewController {
  let todoID: TodoID
  let store: TodoStore
  private lazy var form = TodoForm(
    rename: { [weak self] title in self?.rename(to: title) },
    toggleFavorite: { [weak self] in self?.toggleFavorite() },
    delete: { [weak self] in self?.deleteTodo() })

  init(todoID: TodoID, store: TodoStore) {
    self.todoID = todoID
    self.store = store
    super.init(nibName: nil, bundle: nil)
    store.observe(self) { [weak self] change in self?.storeDidChange(change) }
  }

  required init?(coder: NSCoder) {
    fatalError("TodoDetailViewController is made in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    form.place(in: view)
    if let todo = store.todo(withID: todoID) { form.show(todo) }
  }

  private func rename(to title: String) {
    store.rename(id: todoID, to: title)
  }

  private func toggleFavorite() {
    store.toggleFavorite(id: todoID)
  }

  private func deleteTodo() {
    store.delete(id: todoID)  // Pops this detail too, when the store tells it.
  }

  private func storeDidChange(_ change: TodoChange) {
    switch change {
    case .updated(let todo) where todo.id == todoID:
      if isViewLoaded, let current = store.todo(withID: todoID) { form.show(current) }
    case .deleted(let id) where id == todoID:
      navigationController?.popViewController(animated: true)
    default:
      break
    }
  }
}
