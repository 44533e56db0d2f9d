import HeadlessSwiftUI
import TodoModel

/// The detail of one todo, given its id; it closes itself when the todo is gone.
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

/// The fields of a detail, bound to the item: the title through `@Bindable`, the star through
/// the controller.
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

  private var isFavorite: Binding<Bool> {
    Binding(
      get: { item.isFavorite },
      set: { controller.setFavorite($0, of: item) })
  }
}
