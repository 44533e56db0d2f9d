import HeadlessCombine
import HeadlessSwiftUI
import TodoModel

/// `store-recreated`: the list makes its store with `@ObservedObject`, and its parent's body
/// runs again.
///
/// Symptom: opening a todo empties the list, and the detail finds nothing. The window's view
/// reads `path` to highlight the open todo, so a push or a pop runs its body; the body makes a
/// new `StoreListView`, whose `init` makes a new, empty `TodoStore`. `@ObservedObject` keeps
/// whatever the view value holds, so the list shows the new store. Its `.onAppear` does not run
/// again, because the list's identity stayed: nothing loads it. WWDC20 "Data Essentials in
/// SwiftUI" shows this bug with a `ReadingListStore`; `@StateObject` is the fix, because its
/// object is made once per identity.
final class StoreRecreatedApp: SharedObjectSyncApp {
  override func makeApp() -> any App {
    RecreatingApp(repository: repository)
  }
}

/// The app: a window whose view makes the list with a store of its own.
struct RecreatingApp: App {
  let repository: any TodoRepository

  var body: some Scene {
    WindowGroup {
      HighlightingContentView(repository: repository)
    }
  }
}

/// A window that reads its path, to tell the list which todo is open.
struct HighlightingContentView: View {
  let repository: any TodoRepository
  @State private var path: [TodoID] = []

  var body: some View {
    NavigationStack(path: $path) {
      StoreListView(repository: repository, openTodo: path.last)
    }
  }
}

/// A list that makes its store in `init`: a new store each time its parent's body runs.
struct StoreListView: View {
  @ObservedObject private var store: TodoStore
  let openTodo: TodoID?

  init(repository: any TodoRepository, openTodo: TodoID?) {
    store = TodoStore(repository: repository)
    self.openTodo = openTodo
  }

  var body: some View {
    List {
      ForEach(store.todos) { todo in
        NavigationLink(value: todo.id) {
          HStack {
            Text(todo.title)
            if todo.isFavorite { Image(systemName: "star.fill") }
          }
        }
      }
    }
    .onAppear { store.load() }
    .navigationDestination(for: TodoID.self) { id in
      StoreDetailView(id: id, store: store)
    }
  }
}

/// A detail that edits the store it was given.
struct StoreDetailView: View {
  let id: TodoID
  @ObservedObject var store: TodoStore

  var body: some View {
    if let todo = store.todos.first(where: { $0.id == id }) {
      VStack {
        TextField("Title", text: Binding(get: { todo.title }, set: { store.rename(id, to: $0) }))
        Toggle("Favorite", isOn: Binding(get: { todo.isFavorite }, set: { _ in store.star(id) }))
      }
    } else {
      Text("No todo \(id) in this store.")
    }
  }
}

/// The todos as an `ObservableObject` that starts empty and loads when asked.
@MainActor
final class TodoStore: ObservableObject {
  @Published private(set) var todos: [Todo] = []
  private let repository: any TodoRepository

  init(repository: any TodoRepository) {
    self.repository = repository
  }

  func load() {
    todos = repository.allTodos()
  }

  func rename(_ id: TodoID, to title: String) {
    guard let index = todos.firstIndex(where: { $0.id == id }) else { return }
    todos[index].title = title
    repository.rename(id: id, to: title)
  }

  func star(_ id: TodoID) {
    guard let index = todos.firstIndex(where: { $0.id == id }) else { return }
    todos[index].isFavorite.toggle()
    let isFavorite = todos[index].isFavorite
    repository.modify(id: id) { $0.isFavorite = isFavorite }
  }
}
