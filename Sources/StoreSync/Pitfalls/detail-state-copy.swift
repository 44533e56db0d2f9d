import HeadlessSwiftUI
import TodoModel

/// `detail-state-copy`: the detail's title field shows a copy of the title it took when it
/// opened, in place of the state's title until the person types.
///
/// Symptom: a change made anywhere else — another window, the server — never reaches the
/// field: the lists show the new title and the open detail the old one, and submitting it
/// writes the old title back. `@State` takes its initial value once; with TCA, child state
/// copied when a screen is pushed has the same flaw.
final class DetailStateCopyApp: StoreSyncApp {
  override func makeApp() -> any App {
    app(destination: { CopyingDetailView(store: $0) })
  }
}

/// ``TodoDetailView``, whose title field edits a copy in `@State`.
struct CopyingDetailView: View {
  let store: TodoStore
  @State private var typedTitle: String

  init(store: TodoStore) {
    self.store = store
    _typedTitle = State(initialValue: store.todo?.title ?? "")
  }

  var body: some View {
    if store.todo != nil {
      VStack {
        TextField("Title", text: $typedTitle)
          .onSubmit { store.send(.titleSubmitted(typedTitle)) }
        Toggle("Favorite", isOn: isFavorite)
        Button("Delete") { store.send(.deleteTapped) }
      }
    } else {
      // The reducer takes a deleted todo off every path, so this shows only while it closes.
      Text("This todo was deleted.")
    }
  }

  private var isFavorite: Binding<Bool> {
    Binding(
      get: { store.todo?.isFavorite ?? false },
      set: { store.send(.favoriteChanged($0)) })
  }
}
