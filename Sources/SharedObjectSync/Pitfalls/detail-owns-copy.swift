import HeadlessSwiftUI
import TodoModel

/// `detail-owns-copy`: the detail keeps its todo in `@State`, initialised from what the list
/// passed, and saves the copy back.
///
/// Symptom: the detail never shows a change made anywhere else — another window, the server —
/// and its next save writes its old copy over that change. `@State` is a source of truth of its
/// own: its initial value is taken once per identity, and the view never reads the controller's
/// todo again. The Advent Calendar source's detail keeps such a copy.
final class DetailOwnsCopyApp: SharedObjectSyncApp {
  override func makeApp() -> any App {
    CopyingApp(controller: controller)
  }
}

/// The app, with a window whose details copy their todo.
struct CopyingApp: App {
  @State var controller: TodoController

  var body: some Scene {
    WindowGroup {
      CopyingContentView()
        .environment(controller)
    }
  }
}

/// The list of the chapter, with details that are given a copy of the todo.
struct CopyingContentView: View {
  @Environment(TodoController.self) private var controller
  @State private var path: [TodoID] = []

  var body: some View {
    NavigationStack(path: $path) {
      TodoListView()
        .navigationDestination(for: TodoID.self) { id in
          if let item = controller.item(withID: id) {
            CopyingDetailView(todo: item.todo)
          }
        }
    }
  }
}

/// A detail that edits its own copy of the todo, and saves the whole copy.
struct CopyingDetailView: View {
  @State private var todo: Todo
  @Environment(TodoController.self) private var controller

  init(todo: Todo) {
    _todo = State(initialValue: todo)
  }

  var body: some View {
    VStack {
      TextField("Title", text: $todo.title)
        .onSubmit(save)
      Toggle("Favorite", isOn: $todo.isFavorite)
        .onChange(of: todo.isFavorite) { _, _ in save() }
    }
  }

  /// Writes the copy over the controller's todo, both fields at once.
  private func save() {
    guard let item = controller.item(withID: todo.id) else { return }
    item.title = todo.title
    controller.saveTitle(of: item)
    controller.setFavorite(todo.isFavorite, of: item)
  }
}
