import SwiftUI
import TodoModel

/// The list: the todos in the order of the app's setting, a picker for that setting, a field to
/// add a todo.
///
/// The order is a setting: small, for the whole app, kept across launches, so it goes in
/// `@AppStorage`. Every window's list reads the same key, so a choice made in one window shows
/// in all of them at once.
struct TodoListView: View {
  @Environment(TodoController.self) private var controller
  @AppStorage("sortOrder") private var sortOrder = ListOrder.newest
  @State private var newTitle = ""

  var body: some View {
    let items = sortOrder.sorted(controller.items, isFavorite: \.isFavorite)
    VStack {
      Picker("Sort", selection: $sortOrder) {
        Text("Newest first").tag(ListOrder.newest)
        Text("Favorites first").tag(ListOrder.favoritesFirst)
      }
      TextField("New todo", text: $newTitle)
        .onSubmit {
          controller.add(title: newTitle)
          newTitle = ""
        }
      List {
        ForEach(items) { item in
          NavigationLink(value: item.id) {
            TodoRow(item: item)
          }
        }
        .onDelete { offsets in
          let ids = offsets.map { items[$0].id }
          for id in ids { controller.delete(id: id) }
        }
      }
    }
  }
}

/// One row: the title, and a star for a favourite.
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
