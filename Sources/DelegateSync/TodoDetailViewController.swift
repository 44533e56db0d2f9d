import TodoModel
import UIKit

/// The detail of one todo: it saves through the store and hears every change as a delegate.
final class TodoDetailViewController: UIViewController, TodoStoreDelegate {
  let todoID: TodoID
  let store: DelegatingTodoStore
  private let titleField = UITextField()
  private lazy var favoriteButton = UIButton(
    type: .system,
    primaryAction: UIAction(title: "Favorite") { [weak self] _ in self?.toggleFavorite() })
  private lazy var deleteButton = UIButton(
    type: .system,
    primaryAction: UIAction(title: "Delete") { [weak self] _ in self?.deleteTodo() })

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
    if let todo = store.repository.todo(withID: todoID) { show(todo) }
  }

  private func show(_ todo: Todo) {
    titleField.text = todo.title
    let star = todo.isFavorite ? "star.fill" : "star"
    favoriteButton.setImage(UIImage(systemName: star), for: .normal)
  }

  // MARK: - Actions: save through the store, which tells every screen, this one included

  private func toggleFavorite() {
    store.modify(id: todoID) { $0.isFavorite.toggle() }
  }

  private func rename() {
    guard let title = titleField.text, !title.isEmpty else { return }
    store.modify(id: todoID) { $0.title = title }
  }

  private func deleteTodo() {
    store.delete(id: todoID)  // Closes this detail too, through `didDelete`.
  }

  // MARK: - TodoStoreDelegate

  func todoStore(_ store: DelegatingTodoStore, didAdd todo: Todo) {}

  func todoStore(_ store: DelegatingTodoStore, didUpdate todo: Todo) {
    guard todo.id == todoID, let current = store.repository.todo(withID: todoID) else { return }
    if isViewLoaded { show(current) }
  }

  func todoStore(_ store: DelegatingTodoStore, didDelete id: TodoID) {
    if id == todoID { navigationController?.popViewController(animated: true) }
  }
}
