import SwiftUI
import TodoModel

/// The detail of one todo: a scope of the store's state, by id.
///
/// It reads the todo where the lists read it, and changes it only by actions. What the person
/// types stays in the field until they submit it, whatever arrives meanwhile; the submitted
/// title is an action, and the state takes it, so every list shows it.
struct TodoDetailView: View {
  let store: TodoStore
  /// What the person has typed and not submitted; `nil` while the field shows the title.
  @State private var typedTitle: String?

  var body: some View {
    if store.todo != nil {
      Form {
        TextField("Title", text: title)
          .onSubmit { submitTitle() }
        Toggle("Favorite", isOn: isFavorite)
        Button("Delete", role: .destructive) { store.send(.deleteTapped) }
      }
    } else {
      // The reducer takes a deleted todo off every path, so this shows only while it closes.
      Text("This todo was deleted.")
    }
  }

  /// The state's title, or what the person is typing over it.
  private var title: Binding<String> {
    Binding(
      get: { typedTitle ?? store.todo?.title ?? "" },
      set: { typedTitle = $0 })
  }

  private func submitTitle() {
    guard let typedTitle else { return }
    store.send(.titleSubmitted(typedTitle))
    self.typedTitle = nil
  }

  private var isFavorite: Binding<Bool> {
    Binding(
      get: { store.todo?.isFavorite ?? false },
      set: { store.send(.favoriteChanged($0)) })
  }
}
