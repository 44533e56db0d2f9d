import HeadlessSwiftUI
import Observation
import TodoModel

/// `binding-by-index`: rows and detail are bound to a position in an array of todos,
/// `$todos[index]`, and the detail is pushed by that index.
///
/// Symptom: when a todo before the open one is deleted — in another window, or on the server —
/// the detail shows and edits the todo that moved into its position; when the open todo was the
/// last, the position is gone, and SwiftUI stops the app with "Index out of range" (the kit
/// reports it instead, and shows what the binding read last). A binding reaches its value by
/// the path it was made with; a position is not an identity.
final class BindingByIndexApp: SharedObjectSyncApp {
  /// The todos this app shows, instead of the controller's items.
  private(set) lazy var values = TodoValues(repository: repository)

  override func makeApp() -> any App {
    IndexApp(values: values)
  }

  nonisolated override func remoteChangeDidArrive(_ change: TodoChange) {
    Task { @MainActor in values.apply(change) }
  }
}

/// The todos as one array of values, saved to the data source as they change.
@Observable
@MainActor
final class TodoValues {
  var todos: [Todo]
  @ObservationIgnored private let repository: any TodoRepository

  init(repository: any TodoRepository) {
    self.repository = repository
    todos = repository.allTodos()
  }

  /// Saves the todo a detail edited.
  func save(_ todo: Todo) {
    repository.modify(id: todo.id) { $0 = todo }
  }

  func add(title: String) {
    todos.insert(repository.add(title: title), at: 0)
  }

  func delete(at index: Int) {
    repository.delete(id: todos.remove(at: index).id)
  }

  /// Applies a change the data source already has.
  func apply(_ change: TodoChange) {
    let current = repository.todo(withID: change.todoID)
    if let index = todos.firstIndex(where: { $0.id == change.todoID }) {
      if let current { todos[index] = current } else { todos.remove(at: index) }
    } else if let current, case .added = change {
      todos.insert(current, at: 0)
    }
  }
}

/// The app, with a list bound by index.
struct IndexApp: App {
  @State var values: TodoValues

  var body: some Scene {
    WindowGroup {
      IndexContentView()
        .environment(values)
    }
  }
}

/// A window whose path holds positions in the array.
struct IndexContentView: View {
  @Environment(TodoValues.self) private var values
  @State private var path: [Int] = []

  var body: some View {
    @Bindable var values = values
    NavigationStack(path: $path) {
      IndexListView()
        .navigationDestination(for: Int.self) { index in
          IndexDetailView(todo: $values.todos[index])
        }
    }
  }
}

/// A list with a row per position.
struct IndexListView: View {
  @Environment(TodoValues.self) private var values
  @State private var newTitle = ""

  var body: some View {
    @Bindable var values = values
    VStack {
      TextField("New todo", text: $newTitle)
        .onSubmit {
          values.add(title: newTitle)
          newTitle = ""
        }
      List {
        ForEach(values.todos.indices, id: \.self) { index in
          NavigationLink(value: index) {
            IndexRow(todo: $values.todos[index])
          }
        }
        .onDelete { offsets in
          for index in offsets.sorted(by: >) { values.delete(at: index) }
        }
      }
    }
  }
}

/// A row bound to a position.
struct IndexRow: View {
  @Binding var todo: Todo

  var body: some View {
    HStack {
      Text(todo.title)
      if todo.isFavorite {
        Image(systemName: "star.fill")
      }
    }
  }
}

/// A detail bound to a position.
struct IndexDetailView: View {
  @Binding var todo: Todo
  @Environment(TodoValues.self) private var values

  var body: some View {
    VStack {
      TextField("Title", text: $todo.title)
        .onSubmit { values.save(todo) }
      Toggle("Favorite", isOn: $todo.isFavorite)
        .onChange(of: todo.isFavorite) { _, _ in values.save(todo) }
    }
  }
}
