import Dispatch
import HeadlessCombine
import HeadlessUIKit
import TodoModel

/// The detail: it saves an edit, sends it, and keeps its own todo current from the same subject.
///
/// It hears its own edits the way every other screen does, so an edit from another scene or
/// from the server shows here too, and a delete anywhere closes it.
@MainActor
class TodoDetailScreen: ViewController, DetailScreen {
  let todoID: TodoID
  let detailView = DetailView()
  private let repository: any TodoRepository
  let events: any TodoEvents
  private let context: ScreenContext
  private var cancellables = Set<AnyCancellable>()

  init(
    todoID: TodoID, repository: any TodoRepository, events: any TodoEvents,
    context: ScreenContext
  ) {
    self.todoID = todoID
    self.repository = repository
    self.events = events
    self.context = context
    super.init()
    if let todo = repository.todo(withID: todoID) { detailView.render(todo) }
    events.todoChanges
      .receive(on: DispatchQueue.main)
      .sink { [weak self] change in
        MainActor.assumeIsolated { self?.apply(change) }
      }
      .store(in: &cancellables)
  }

  // MARK: - Actions: save, then send

  func toggleFavorite() {
    guard let saved = repository.modify(id: todoID, { $0.isFavorite.toggle() }) else { return }
    events.send(.updated(saved))
  }

  func rename(to title: String) {
    guard let saved = repository.rename(id: todoID, to: title) else { return }
    events.send(.updated(saved))
  }

  func deleteTodo() {
    guard repository.delete(id: todoID) != nil else { return }
    events.send(.deleted(todoID))  // Closes this detail too, through `apply`.
  }

  // MARK: - What the detail hears

  private func apply(_ change: TodoChange) {
    switch change {
    case .updated(let todo) where todo.id == todoID:
      guard let current = repository.todo(withID: todoID), current != detailView.content else {
        return
      }
      detailView.render(current)
    case .deleted(let id) where id == todoID:
      context.dismiss(self)
    default:
      break
    }
  }
}

extension TodoDetailScreen {
  /// The person types into the title field: the detail shows it, and nothing is saved yet.
  func type(_ title: String) {
    detailView.type(title)
  }

  /// Return in the title field: saves what the person typed.
  func submitTitle() {
    if let title = detailView.confirmTyping() { rename(to: title) }
  }
}
