import SwiftUI
import TodoModel

/// `foreach-id-self`: the list shows copies of the todos, identified by their whole value.
///
/// In sync, at a cost that grows with the list. `ForEach(todos, id: \.self)` makes a todo's value
/// its identity, so a rename gives the row a new identity: SwiftUI destroys the old row, with
/// its state, and creates a new one, where an id would have updated the row in place. And the
/// body reads every todo's title to make the copies, so every edit runs the list's body over
/// the whole list. The Advent Calendar source's list is written this way.
///
/// ``TodoListView``, over copies of the todos, each row identified by its whole value.
struct ValueListView: View {
  @Environment(TodoController.self) private var controller
  @State private var newTitle = ""

  var body: some View {
    let todos = controller.items.map(\.todo)
    VStack {
      TextField("New todo", text: $newTitle)
        .onSubmit {
          controller.add(title: newTitle)
          newTitle = ""
        }
      List {
        ForEach(todos, id: \.self) { todo in
          NavigationLink(value: todo.id) {
            ValueRow(todo: todo)
          }
        }
        .onDelete { offsets in
          let ids = offsets.map { todos[$0].id }
          for id in ids { controller.delete(id: id) }
        }
      }
    }
  }
}

/// A row of a copied todo.
struct ValueRow: View {
  let todo: Todo

  var body: some View {
    HStack {
      Text(todo.title)
      if todo.isFavorite {
        Image(systemName: "star.fill")
      }
    }
  }
}
