import SwiftUI
import TodoModel

/// The detail of one todo, given its id; it closes itself when the todo is gone.
struct TodoDetailView: View {
  let id: TodoID
  @Environment(TodoController.self) private var controller
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    let item = controller.item(withID: id)
    VStack {
      if let item {
        TodoEditor(item: item)
      } else {
        Text("This todo was deleted.")
      }
    }
    // When the lookup starts finding nothing, and at once for a todo already gone.
    .onChange(of: item == nil, initial: true) { _, isDeleted in
      if isDeleted { dismiss() }
    }
  }
}

/// The fields of a detail, reading the item; what they change goes through the controller.
///
/// What the person types stays in the field until they submit it, whatever arrives meanwhile.
struct TodoEditor: View {
  let item: TodoItem
  @Environment(TodoController.self) private var controller
  /// What the person has typed and not submitted; `nil` while the field shows the title.
  @State private var typedTitle: String?

  var body: some View {
    Form {
      TextField("Title", text: title)
        .onSubmit { submitTitle() }
      Toggle("Favorite", isOn: isFavorite)
      Button("Delete", role: .destructive) { controller.delete(id: item.id) }
    }
  }

  /// The item's title, or what the person is typing over it.
  private var title: Binding<String> {
    Binding(
      get: { typedTitle ?? item.title },
      set: { typedTitle = $0 })
  }

  private func submitTitle() {
    guard let typedTitle else { return }
    controller.rename(item, to: typedTitle)
    self.typedTitle = nil
  }

  private var isFavorite: Binding<Bool> {
    Binding(
      get: { item.isFavorite },
      set: { controller.setFavorite($0, of: item) })
  }
}
