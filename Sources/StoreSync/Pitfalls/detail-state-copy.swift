import SwiftUI
import TodoModel

/// `detail-state-copy`: the detail's title field starts from a copy of the title, taken when the
/// detail opened, and shows it in place of the state's title until the person submits.
///
/// Symptom: a change made anywhere else — another window, the server — never reaches the
/// field: the lists show the new title and the open detail the old one, and submitting it
/// writes the old title back. `@State` takes its initial value once; with TCA, child state
/// copied when a screen is pushed has the same flaw.
///
/// ``TodoDetailView``, whose field starts from a copy of the title taken when it opened.
struct CopyingDetailView: View {
  let store: TodoStore
  /// What the person has typed and not submitted; `nil` while the field shows the title.
  @State private var typedTitle: String?

  init(store: TodoStore) {
    self.store = store
    _typedTitle = State(initialValue: store.todo?.title)
  }

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
