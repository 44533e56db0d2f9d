import Combine
import Dispatch
import TodoModel
import TodoUIKit
import UIKit

/// The detail: it saves an edit, sends it, and keeps its own todo current from the same subject.
///
/// It hears its own edits the way every other screen does, so an edit from another scene or
/// from the server shows here too, and a delete anywhere pops it.
class TodoDetailViewController: UIViewController {
  let todoID: TodoID
  let repository: any TodoRepository
  let events: any TodoEvents
  private var cancellables = Set<AnyCancellable>()
  private lazy var form = TodoForm(
    rename: { [weak self] title in self?.rename(to: title) },
    toggleFavorite: { [weak self] in self?.toggleFavorite() },
    delete: { [weak self] in self?.deleteTodo() })

  init(todoID: TodoID, repository: any TodoRepository, events: any TodoEvents) {
    self.todoID = todoID
    self.repository = repository
    self.events = events
    super.init(nibName: nil, bundle: nil)
    events.todoChanges
      .receive(on: DispatchQueue.main)
      .sink { [weak self] change in
        MainActor.assumeIsolated { self?.apply(change) }
      }
      .store(in: &cancellables)
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

  // MARK: - Actions: save, then send

  private func toggleFavorite() {
    guard let saved = repository.modify(id: todoID, { $0.isFavorite.toggle() }) else { return }
    events.send(.updated(saved))
  }

  private func rename(to title: String) {
    guard let saved = repository.rename(id: todoID, to: title) else { return }
    events.send(.updated(saved))
  }

  private func deleteTodo() {
    guard repository.delete(id: todoID) != nil else { return }
    events.send(.deleted(todoID))  // Pops this detail too, through `apply`.
  }

  // MARK: - What the detail hears

  private func apply(_ change: TodoChange) {
    switch change {
    case .updated(let todo) where todo.id == todoID:
      guard isViewLoaded, let current = repository.todo(withID: todoID) else { return }
      form.show(current)
    case .deleted(let id) where id == todoID:
      navigationController?.popViewController(animated: true)
    default:
      break
    }
  }
}
