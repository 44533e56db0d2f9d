import HeadlessSwiftUI
import TodoModel

/// The detail of one todo, given its id: it looks the todo up in the controller each time its
/// body runs, and closes itself when the todo is gone.
///
/// It is given an id, not a todo: a value would be a copy, and an object could outlive its
/// deletion. The lookup reads the controller's `itemsByID`, so a delete anywhere (here, another
/// window, the server) runs this body, which finds nothing and dismisses.
struct TodoDetailView: View {
  let id: TodoID
  @Environment(TodoController.self) private var controller
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    if let item = controller.item(withID: id) {
      TodoEditor(item: item)
    } else {
      Text("This todo was deleted.")
        .onAppear { dismiss() }
    }
  }
}

/// The fields of a detail, bound to the item itself.
///
/// `@Bindable` makes a binding to a property of an `@Observable` object: typing writes the
/// item's title, so every list shows it as it is typed, and confirming it saves it. The star
/// goes through the controller, which sets it and saves it in one step.
struct TodoEditor: View {
  @Bindable var item: TodoItem
  @Environment(TodoController.self) private var controller

  var body: some View {
    VStack {
      TextField("Title", text: $item.title)
        .onSubmit { controller.saveTitle(of: item) }
      Toggle("Favorite", isOn: isFavorite)
      Button("Delete") { controller.delete(id: item.id) }
    }
  }

  /// The star, read from the item and set through the controller.
  private var isFavorite: Binding<Bool> {
    Binding(
      get: { item.isFavorite },
      set: { controller.setFavorite($0, of: item) })
  }
}
