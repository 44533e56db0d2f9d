import SwiftUI
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
    let item = controller.item(withID: id)
    VStack {
      if let item {
        TodoEditor(item: item)
      } else {
        Text("This todo was deleted.")
      }
    }
    // Closing is a reaction to the data, not to a view appearing: it runs when the lookup
    // starts finding nothing, and at once for a todo already gone.
    .onChange(of: item == nil, initial: true) { _, isDeleted in
      if isDeleted { dismiss() }
    }
  }
}

/// The fields of a detail, reading the item itself.
///
/// The field shows the item's title until the person types; what they type stays in the field,
/// whatever arrives meanwhile, until they submit it, and then the item takes it, so every list
/// shows it. The star goes through the controller, which sets it and saves it in one step.
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

  /// The star, read from the item and set through the controller.
  private var isFavorite: Binding<Bool> {
    Binding(
      get: { item.isFavorite },
      set: { controller.setFavorite($0, of: item) })
  }
}
