import HeadlessSwiftUI
import TodoModel

/// `detail-state-copy`: the detail's title field edits a copy it took when it opened.
///
/// Symptom: only the detail shows the new title: no action carried it into the store's state
/// (with TCA, the delegate action the parent never handles), so lists and server keep the old.
final class DetailStateCopyApp: StoreSyncApp {
  override func makeApp() -> any App {
    app(destination: { CopyingDetailView(store: $0) })
  }
}

/// ``TodoDetailView``, whose title field edits a copy in `@State`.
struct CopyingDetailView: View {
  let store: TodoStore
  @State private var title: String

  init(store: TodoStore) {
    self.store = store
    _title = State(initialValue: store.todo?.title ?? "")
  }

  var body: some View {
    if store.todo != nil {
      VStack {
        TextField("Title", text: $title)
          .onSubmit { store.send(.titleSubmitted) }
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
