// Chapter 3 in SwiftUI: iOS 17, macOS 14 or later. The same events service, subscribed to by a
// SwiftUI list instead of a view model.

#if canImport(SwiftUI)
import Combine
import SwiftUI
import TodoModel

/// A list that subscribes with `.onReceive`: SwiftUI holds the subscription while the view is
/// in the hierarchy and cancels it when the view leaves, so there is no `AnyCancellable` to keep.
struct ReceivingTodoListView: View {
  let repository: any TodoRepository
  let events: any TodoEvents
  @State private var todos: [Todo] = []

  var body: some View {
    List(todos) { todo in
      Text(todo.title)
    }
    .onAppear { todos = repository.allTodos() }
    .onReceive(events.todoChanges.receive(on: DispatchQueue.main)) { change in
      // The data source has the newest value; a change may arrive after a newer edit.
      guard let current = repository.todo(withID: change.todoID) else {
        todos.removeAll { $0.id == change.todoID }
        return
      }
      if let row = todos.firstIndex(where: { $0.id == current.id }) {
        todos[row] = current
      } else {
        todos.insert(current, at: 0)
      }
    }
  }
}
#endif
