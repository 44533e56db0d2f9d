import TodoModel
import UIKit

/// The detail: reads one todo from the data source when it loads, and writes edits back to it.
///
/// Its own edits show at once, because it shows what the data source returns. It never hears
/// about edits made elsewhere, and nobody closes it when its todo is deleted in another window.
final class TodoDetailViewController: UIViewController {
  let todoID: TodoID
  private let repository: any TodoRepository
  private let titleField = UITextField()
  private lazy var favoriteButton = UIButton(
    type: .system,
    primaryAction: UIAction(title: "Favorite") { [weak self] _ in self?.toggleFavorite() })
  private lazy var deleteButton = UIButton(
    type: .system,
    primaryAction: UIAction(title: "Delete") { [weak self] _ in self?.deleteTodo() })

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
    titleField.placeholder = "Title"
    titleField.addAction(UIAction { [weak self] _ in self?.rename() }, for: .editingDidEndOnExit)
    let stack = UIStackView(arrangedSubviews: [titleField, favoriteButton, deleteButton])
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
    if let todo = repository.todo(withID: todoID) { show(todo) }
  }

  private func show(_ todo: Todo) {
    titleField.text = todo.title
    let star = todo.isFavorite ? "star.fill" : "star"
    favoriteButton.setImage(UIImage(systemName: star), for: .normal)
  }

  private func toggleFavorite() {
    if let todo = repository.toggleFavorite(id: todoID) { show(todo) }
  }

  private func rename() {
    guard let title = titleField.text, !title.isEmpty else { return }
    if let todo = repository.rename(id: todoID, to: title) { show(todo) }
  }

  private func deleteTodo() {
    repository.delete(id: todoID)
    navigationController?.popViewController(animated: true)
  }
}
