import TodoModel
import TodoUIKit
import UIKit

/// The detail: reads one todo from the data source when it loads, and writes edits back to it.
///
/// Its own edits show at once, because it shows what the data source returns. It never hears
/// about edits made elsewhere, and nobody closes it when its todo is deleted in another window.
final class TodoDetailViewController: UIViewController {
  let todoID: TodoID
  private let repository: any TodoRepository
  private lazy var form = TodoForm(
    rename: { [weak self] title in self?.rename(to: title) },
    toggleFavorite: { [weak self] in self?.toggleFavorite() },
    delete: { [weak self] in self?.deleteTodo() })

  init(todoID: TodoID, repository: any TodoRepository) {
    self.todoID = todoID
    self.repository = repository
    super.init(nibName: nil, bundle: nil)
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

  private func toggleFavorite() {
    if let todo = repository.toggleFavorite(id: todoID) { form.show(todo) }
  }

  private func rename(to title: String) {
    if let todo = repository.rename(id: todoID, to: title) { form.show(todo) }
  }

  private func deleteTodo() {
    repository.delete(id: todoID)
    navigationController?.popViewController(animated: true)
  }
}
