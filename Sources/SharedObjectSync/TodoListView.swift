import SwiftUI
import TodoModel

/// The list: a row per todo of the controller, a field to add one, a swipe to delete one.
///
/// Its body reads `controller.items`, so it runs again when a todo is added or deleted, and for
/// nothing else. Each row gets its ``TodoItem`` object; a rename runs that row's body alone.
struct TodoListView: View {
  @Environment(TodoController.self) private var controller
  // One value for the field and its rule, as WWDC20's "Data Essentials in SwiftUI" advises, so
  // the rule is tested on its own (NewTodoDraft) and the body only binds and calls.
  @State private var draft = NewTodoDraft()

  var body: some View {
    VStack {
      TextField("New todo", text: $draft.title)
        .onSubmit { controller.add(title: draft.takeTitle()) }
      List {
        ForEach(controller.items) { item in
          NavigationLink(value: item.id) {
            TodoRow(item: item)
          }
        }
        .onDelete { offsets in
          // Ids first: deleting by offset would shift the offsets still to come.
          let ids = offsets.map { controller.items[$0].id }
          for id in ids { controller.delete(id: id) }
        }
      }
    }
  }
}

/// One row: the title, and a star for a favourite.
///
/// It depends on the two properties of its item it reads, and on nothing else.
struct TodoRow: View {
  let item: TodoItem

  var body: some View {
    HStack {
      Text(item.title)
      if item.isFavorite {
        Image(systemName: "star.fill")
      }
    }
  }
}
