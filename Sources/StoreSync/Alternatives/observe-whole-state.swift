import SwiftUI
import TodoModel

/// `observe-whole-state`: the list and its rows read the store's whole state.
///
/// In sync, and costly: a view that reads the whole state depends on all of it, so every action
/// — a keystroke in any detail, a star, a push — runs the list's body, which walks every id, and
/// every row's body. TCA before `@ObservableState` had the same cost when a view observed its
/// whole state (`WithViewStore(store, observe: { $0 })`).
///
/// ``TodoListView``, reading ids and rows from the whole state.
struct WholeStateListView: View {
  @Environment(Store.self) private var store
  @State private var draft = ""

  var body: some View {
    let state = store.observedState
    VStack {
      TextField("New todo", text: $draft)
        .onSubmit {
          store.send(.addSubmitted(title: draft))
          draft = ""
        }
      List {
        ForEach(state.todos.ids, id: \.self) { id in
          NavigationLink(value: id) {
            WholeStateRow(id: id)
          }
        }
        .onDelete { offsets in
          store.send(.deleteSwiped(offsets.map { state.todos.ids[$0] }))
        }
      }
    }
  }
}

/// ``TodoRow``, reading its todo from the whole state.
struct WholeStateRow: View {
  let id: TodoID
  @Environment(Store.self) private var store

  var body: some View {
    if let todo = store.observedState.todos[id: id] {
      HStack {
        Text(todo.title)
        if todo.isFavorite {
          Image(systemName: "star.fill")
        }
      }
    }
  }
}
