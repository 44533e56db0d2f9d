import HeadlessSwiftUI
import TodoModel

/// `detail-state-copy`: the detail's title field edits a copy it took when it opened.
///
/// Symptom: only the detail shows the new title: no action carried it into the store's state
/// (with TCA, the delegate action the parent never handles), so lists and server keep the old.
final class DetailStateCopyApp: StoreSyncApp {
  override func makeApp() -> any App {
    app(window: { DetailStateCopyContentView() })
  }
}

/// ``ContentView``, whose destination is the detail with a copy.
struct DetailStateCopyContentView: View {
  @Environment(Store.self) private var store
  @State private var window = WindowID()

  var body: some View {
    NavigationStack(path: path) {
      TodoListView()
        .navigationDestination(for: TodoID.self) { id in
          let scope = store.scope(id: id)
          CopyingDetailView(store: scope, title: scope.todo?.title ?? "")
        }
    }
    .onDisappear { store.send(.windowClosed(window)) }
  }

  private var path: Binding<[TodoID]> {
    Binding(
      get: { store.paths[window] ?? [] },
      set: { store.send(.pathChanged(window, $0)) })
  }
}

/// ``TodoDetailView``, whose title field edits a copy in `@State`.
struct CopyingDetailView: View {
  let store: TodoStore
  @State var title: String

  var body: some View {
    if store.todo != nil {
      VStack {
        TextField("Title", text: $title)
          .onSubmit { store.send(.titleSubmitted) }
        Toggle("Favorite", isOn: isFavorite)
        Button("Delete") { store.send(.deleteTapped) }
      }
    } else {
      Text("This todo was deleted.")
    }
  }

  private var isFavorite: Binding<Bool> {
    Binding(
      get: { store.todo?.isFavorite ?? false },
      set: { store.send(.favoriteChanged($0)) })
  }
}
