// Chapter 3 on Apple platforms: iOS 14, macOS 11 or later (`assign(to: &$property)`), with
// Combine. The events service, the list's view model, and a SwiftUI list that uses it.

#if canImport(Combine)
import Combine
import Dispatch
import TodoData

/// What screens see of the events service: a stream to subscribe to and a way to send a change —
/// not the subject itself, so no screen can end the stream for everyone with
/// `send(completion:)`. Main-actor isolated because Combine's types are not `Sendable` under
/// Swift 6: a change from the server hops to the main actor before it is sent.
@MainActor
protocol TodoEvents: AnyObject, Sendable {
  var todoChanges: AnyPublisher<TodoChange, Never> { get }
  func send(_ change: TodoChange)
}

/// The one service of the app, made once and handed to every screen.
@MainActor
final class AppTodoEvents: TodoEvents {
  private let subject = PassthroughSubject<TodoChange, Never>()

  var todoChanges: AnyPublisher<TodoChange, Never> {
    subject.eraseToAnyPublisher()
  }

  func send(_ change: TodoChange) {
    subject.send(change)
  }
}

/// The list's view model: sinks once, stores the subscription, applies every change.
@MainActor
final class TodoListViewModel: ObservableObject {
  @Published private(set) var todos: [Todo]
  @Published private(set) var favoriteCount = 0
  private let store: TodoStore
  private let events: any TodoEvents
  private var cancellables = Set<AnyCancellable>()

  init(store: TodoStore, events: any TodoEvents) {
    self.store = store
    self.events = events
    todos = store.allTodos()
    events.todoChanges
      .receive(on: DispatchQueue.main)
      .sink { [weak self] change in
        MainActor.assumeIsolated { self?.apply(change) }
      }
      .store(in: &cancellables)
    // `assign(to: &$favoriteCount)` ties the subscription to the property's own lifetime and
    // holds no reference to `self`. `.assign(to: \.favoriteCount, on: self)` stored in
    // `cancellables` would hold `self` strongly from its own property: a retain cycle.
    $todos
      .map { todos in todos.filter(\.isFavorite).count }
      .assign(to: &$favoriteCount)
  }

  func add(title: String) {
    events.send(.added(store.add(title: title)))
  }

  private func apply(_ change: TodoChange) {
    switch change {
    case .added(let todo):
      todos.insert(todo, at: 0)
    case .updated(let todo):
      // The store has the newest value: a change may arrive after a newer edit made here.
      guard let row = todos.firstIndex(where: { $0.id == todo.id }),
        let current = store.todo(withID: todo.id)
      else { return }
      todos[row] = current
    case .deleted(let id):
      todos.removeAll { $0.id == id }
    }
  }
}

/// A change from the server: hop to the main actor, save, then send.
func serverDidRename(
  _ id: Todo.ID, to title: String, store: TodoStore, events: any TodoEvents
) async {
  await MainActor.run {
    if let saved = store.rename(id: id, to: title) { events.send(.updated(saved)) }
  }
}
#endif
