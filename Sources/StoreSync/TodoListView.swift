import SwiftUI
import TodoModel

/// The list: a row per id of the store, a field to add a todo, a swipe to delete some.
///
/// Its body reads `store.todoIDs`, which changes for adds and deletes only; each row reads the
/// scope of its own todo.
struct TodoListView: View {
  @Environment(Store.self) private var store
  @State private var draft = ""

  var body: some View {
    VStack {
      TextField("New todo", text: $draft)
        .onSubmit {
          store.send(.addSubmitted(title: draft))
          draft = ""
        }
      List {
        ForEach(store.todoIDs, id: \.self) { id in
          NavigationLink(value: id) {
            TodoRow(store: store.scope(id: id))
          }
        }
        .onDelete { offsets in
          store.send(.deleteSwiped(offsets.map { store.todoIDs[$0] }))
        }
      }
    }
  }
}

/// One row: the title, and a star for a favourite, read from the todo's scope.
struct TodoRow: View {
  let store: TodoStore

  var body: some View {
    if let todo = store.todo {
      HStack {
        Text(todo.title)
        if todo.isFavorite {
          Image(systemName: "star.fill")
        }
      }
    }
  }
}
