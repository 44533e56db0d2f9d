// Chapter 2 in SwiftUI: iOS 17, macOS 14 or later. `.onReceive` subscribes while the view is in
// the hierarchy and cancels when it leaves; the list keeps its rows in `@State`. The notification
// is the chapter's own: TodoChangeNotification.swift links the lesson's file.

#if canImport(SwiftUI)
import Combine
import SwiftUI
import TodoModel

struct TodoListView: View {
  let repository: any TodoRepository
  @State private var todos: [Todo] = []

  var body: some View {
    List(todos) { todo in
      Text(todo.title)
    }
    .onAppear { todos = repository.allTodos() }
    .onReceive(
      NotificationCenter.default.publisher(for: .todoDidChange)
        .receive(on: DispatchQueue.main)
    ) { notification in
      guard let change = notification.todoChange else { return }
      todos.apply(change)
    }
  }
}

/// iOS 26 and macOS 26: the typed message. The token ends the observation when it is released,
/// so the list keeps it for as long as it wants changes. `post(_:)` is main-actor only: a change
/// that arrives on a background thread hops to the main actor first.
@available(iOS 26, macOS 26, *)
@MainActor
final class TodoListModel: ObservableObject {
  @Published private(set) var todos: [Todo]
  private var token: NotificationCenter.ObservationToken?

  init(repository: InMemoryTodoRepository) {
    todos = repository.allTodos()
    token = NotificationCenter.default.addObserver(of: repository, for: TodoDidChangeMessage.self)
    { [weak self] message in
      self?.todos.apply(message.change)
    }
  }
}

extension [Todo] {
  /// A list's rows after `change`: an added todo on top, an updated one in its place.
  mutating func apply(_ change: TodoChange) {
    switch change {
    case .added(let todo):
      insert(todo, at: 0)
    case .updated(let todo):
      guard let row = firstIndex(where: { $0.id == todo.id }) else { return }
      self[row] = todo
    case .deleted(let id):
      removeAll { $0.id == id }
    }
  }
}

/// A change from the server, posted as a message: hop to the main actor, then post.
@available(iOS 26, macOS 26, *)
func serverDidChange(_ change: TodoChange, in repository: InMemoryTodoRepository) async {
  await MainActor.run {
    NotificationCenter.default.post(TodoDidChangeMessage(change: change), subject: repository)
  }
}
#endif
