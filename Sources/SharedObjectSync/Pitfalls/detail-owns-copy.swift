import HeadlessSwiftUI
import TodoModel

/// `detail-owns-copy`: the detail edits an `@State` copy of its todo instead of the item.
///
/// Symptom: the detail never shows a change made anywhere else — another window, the server —
/// and its next save writes its old copy over that change. `@State` is a source of truth of its
/// own: its initial value is taken once per identity, and the view never reads the item again.
/// The Advent Calendar source's detail keeps such a copy.
final class DetailOwnsCopyApp: SharedObjectSyncApp {
  override func makeApp() -> any App {
    app { CopyingContentView() }
  }
}

/// ``ContentView``, whose destination hands the detail a copy of the todo.
struct CopyingContentView: View {
  @Environment(TodoController.self) private var controller
  @State private var path: [TodoID] = []

  var body: some View {
    NavigationStack(path: $path) {
      TodoListView()
        .navigationDestination(for: TodoID.self) { id in
          if let item = controller.item(withID: id) { CopyingEditor(todo: item.todo) }
        }
    }
  }
}

/// ``TodoEditor``, with the item replaced by a copy of its todo.
struct CopyingEditor: View {
  @State private var todo: Todo
  @Environment(TodoController.self) private var controller

  init(todo: Todo) {
    _todo = State(initialValue: todo)
  }

  var body: some View {
    VStack {
      TextField("Title", text: $todo.title)
        .onSubmit { save() }
      Toggle("Favorite", isOn: $todo.isFavorite)
        .onChange(of: todo.isFavorite) { _, _ in save() }
      Button("Delete") { controller.delete(id: todo.id) }
    }
  }

  /// Writes the whole copy over the item, both fields at once.
  private func save() {
    guard let item = controller.item(withID: todo.id) else { return }
    item.title = todo.title
    controller.saveTitle(of: item)
    controller.setFavorite(todo.isFavorite, of: item)
  }
}
