import TodoModel
import TodoUIKit
import UIKit

/// The detail of one todo: it saves through the library and reads its own stream of changes.
final class TodoDetailViewController: UIViewController {
  let todoID: TodoID
  let library: TodoLibrary
  private var listening: Task<Void, Never>?
  private lazy var form = TodoForm(
    rename: { [weak self] title in self?.rename(to: title) },
    toggleFavorite: { [weak self] in self?.toggleFavorite() },
    delete: { [weak self] in self?.deleteTodo() })

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
    form.place(in: view)
    if let todo = library.repository.todo(withID: todoID) { form.show(todo) }
  }

  // MARK: - Actions: save through the library, which tells every screen, this one included

  private func toggleFavorite() {
    library.modify(id: todoID) { $0.isFavorite.toggle() }
  }

  private func rename(to title: String) {
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
      if isViewLoaded { form.show(current) }
    case .deleted:
      navigationController?.popViewController(animated: true)
    }
  }
}
