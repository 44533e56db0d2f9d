import TodoModel
import UIKit

/// The detail of one todo: it saves through the library and reads its own stream of changes.
final class TodoDetailViewController: UIViewController {
  let todoID: TodoID
  let library: TodoLibrary
  private var listening: Task<Void, Never>?
  private let titleField = UITextField()
  private lazy var favoriteButton = UIButton(
    type: .system,
    primaryAction: UIAction(title: "Favorite") { [weak self] _ in self?.toggleFavorite() })
  private lazy var deleteButton = UIButton(
    type: .system,
    primaryAction: UIAction(title: "Delete") { [weak self] _ in self?.deleteTodo() })

  init(todoID: TodoID, library: TodoLibrary) {
    self.todoID = todoID
    self.library = library
    super.init(nibName: nil, bundle: nil)
    let changes = library.changes()
    listening = Task { [weak self] in
      for await change in changes where change.todoID == todoID {
        self?.apply(change)
      }
    }
  }

  required init?(coder: NSCoder) {
    fatalError("TodoDetailViewController is made in code")
  }

  deinit {
    listening?.cancel()
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
    if let todo = library.repository.todo(withID: todoID) { show(todo) }
  }

  private func show(_ todo: Todo) {
    titleField.text = todo.title
    let star = todo.isFavorite ? "star.fill" : "star"
    favoriteButton.setImage(UIImage(systemName: star), for: .normal)
  }

  // MARK: - Actions: save through the library, which tells every screen, this one included

  private func toggleFavorite() {
    library.modify(id: todoID) { $0.isFavorite.toggle() }
  }

  private func rename() {
    guard let title = titleField.text, !title.isEmpty else { return }
    library.modify(id: todoID) { $0.title = title }
  }

  private func deleteTodo() {
    library.delete(id: todoID)  // Pops this detail too, when its loop hears the delete.
  }

  // MARK: - What the loop applies

  private func apply(_ change: TodoChange) {
    switch change {
    case .added:
      break
    case .updated:
      guard let current = library.repository.todo(withID: todoID) else { return }
      if isViewLoaded { show(current) }
    case .deleted:
      navigationController?.popViewController(animated: true)
    }
  }
}
