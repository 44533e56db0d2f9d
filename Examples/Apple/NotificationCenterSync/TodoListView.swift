// Chapter 2 in SwiftUI: iOS 17, macOS 14 or later. `.onReceive` subscribes while the view is in
// the hierarchy and cancels when it leaves; the list keeps its rows in `@State`.

#if canImport(SwiftUI)
import Combine
import SwiftUI
import TodoData

struct TodoListView: View {
  let store: TodoStore
  @State private var todos: [Todo] = []

  var body: some View {
    List(todos) { todo in
      Text(todo.title)
    }
    .onAppear { todos = store.allTodos() }
    .onReceive(
      NotificationCenter.default.publisher(for: .todoDidChange, object: store)
        .receive(on: DispatchQueue.main)
    ) { notification in
      guard let change = notification.todoChange else { return }
      apply(change)
    }
  }

  private func apply(_ change: TodoChange) {
    switch change {
    case .added(let todo):
      todos.insert(todo, at: 0)
    case .updated(let todo):
      guard let row = todos.firstIndex(where: { $0.id == todo.id }) else { return }
      todos[row] = todo
    case .deleted(let id):
      todos.removeAll { $0.id == id }
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

  init(store: TodoStore) {
    todos = store.allTodos()
    token = NotificationCenter.default.addObserver(of: store, for: TodoDidChangeMessage.self) {
      [weak self] message in
      self?.apply(message.change)
    }
  }

  private func apply(_ change: TodoChange) {
    switch change {
    case .added(let todo):
      todos.insert(todo, at: 0)
    case .updated(let todo):
      guard let row = todos.firstIndex(where: { $0.id == todo.id }) else { return }
      todos[row] = todo
    case .deleted(let id):
      todos.removeAll { $0.id == id }
    }
  }
}

/// A change from the server, posted as a message: hop to the main actor, then post.
@available(iOS 26, macOS 26, *)
func serverDidChange(_ change: TodoChange, in store: TodoStore) async {
  await MainActor.run {
    NotificationCenter.default.post(TodoDidChangeMessage(change: change), subject: store)
  }
}
#endif
