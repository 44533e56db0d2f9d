import Observation
import SwiftUI
import TodoModel

/// `array-of-values`: the first shared controller almost everyone writes, an `@Observable` class
/// whose todos are an array of values.
///
/// In sync, at a cost that grows with the list. To Observation, writing one element of the array
/// is a write of the whole `todos` property, so a rename runs the body of every view that read it
/// — the list of every window — and `ForEach` compares every row's value with the one it had to
/// find the row that changed. The chapter's controller keeps an object per todo instead, so a
/// rename runs the body of the one row that read that todo.
///
/// ``TodoController``, with the todos as values in one observable array where it keeps an object
/// per todo.
@Observable
@MainActor
final class TodoValuesController {
  /// The todos, newest first: one observable property for all of them.
  ///
  /// Settable, as such an array usually is, so a view can bind to it; the views here change it
  /// through the methods below, which also save.
  var todos: [Todo]
  @ObservationIgnored private let repository: any TodoRepository

  init(repository: any TodoRepository) {
    todos = repository.allTodos()
    self.repository = repository
  }

  /// The todo with this id, or `nil` once it is deleted; a scan of the array.
  func todo(withID id: TodoID) -> Todo? {
    todos.first { $0.id == id }
  }

  /// Gives a todo the title a person submitted, then saves it.
  func rename(todoWithID id: TodoID, to title: String) {
    guard let index = todos.firstIndex(where: { $0.id == id }) else { return }
    todos[index].title = title
    repository.rename(id: id, to: title)
  }

  /// Sets the star of a todo, then saves it.
  func setFavorite(_ isFavorite: Bool, ofTodoWithID id: TodoID) {
    guard let index = todos.firstIndex(where: { $0.id == id }) else { return }
    todos[index].isFavorite = isFavorite
    repository.modify(id: id) { $0.isFavorite = isFavorite }
  }

  func add(title: String) {
    todos.insert(repository.add(title: title), at: 0)
  }

  func delete(id: TodoID) {
    todos.removeAll { $0.id == id }
    repository.delete(id: id)
  }

  /// Applies a change the data source already has, reading its current value as the chapter's
  /// controller does.
  func apply(_ change: TodoChange) {
    guard let current = repository.todo(withID: change.todoID) else {
      todos.removeAll { $0.id == change.todoID }
      return
    }
    if let index = todos.firstIndex(where: { $0.id == current.id }) {
      if todos[index] != current { todos[index] = current }
    } else if case .added = change {
      todos.insert(current, at: 0)
    }
  }
}

/// ``TodoApp``, with the controller of values.
struct ValuesApp: App {
  @State private var controller: TodoValuesController

  /// The app SwiftUI launches: the sample todos, in memory.
  init() {
    self.init(repository: InMemoryTodoRepository())
  }

  /// An app whose todos are in `repository`.
  init(repository: any TodoRepository) {
    _controller = State(initialValue: TodoValuesController(repository: repository))
  }

  var body: some Scene {
    WindowGroup {
      ValuesContentView()
        .environment(controller)
    }
  }
}

/// The chapter's window, over the controller of values.
struct ValuesContentView: View {
  @State private var path: [TodoID] = []

  var body: some View {
    NavigationStack(path: $path) {
      ValuesListView()
        .navigationTitle("Todos")
        .navigationDestination(for: TodoID.self) { id in
          ValuesDetailView(id: id)
        }
    }
  }
}

/// The list: its body reads the whole array, so any change to any todo runs it.
struct ValuesListView: View {
  @Environment(TodoValuesController.self) private var controller
  @State private var newTitle = ""

  var body: some View {
    VStack {
      TextField("New todo", text: $newTitle)
        .onSubmit {
          controller.add(title: newTitle)
          newTitle = ""
        }
      List {
        ForEach(controller.todos) { todo in
          NavigationLink(value: todo.id) {
            ValueRow(todo: todo)
          }
        }
        .onDelete { offsets in
          let ids = offsets.map { controller.todos[$0].id }
          for id in ids { controller.delete(id: id) }
        }
      }
    }
  }
}

/// The detail of one todo, looked up by id in the array.
struct ValuesDetailView: View {
  let id: TodoID
  @Environment(TodoValuesController.self) private var controller
  @Environment(\.dismiss) private var dismiss
  /// What the person has typed and not submitted; `nil` while the field shows the title.
  @State private var typedTitle: String?

  var body: some View {
    if let todo = controller.todo(withID: id) {
      Form {
        TextField("Title", text: title(shown: todo))
          .onSubmit { submitTitle() }
        Toggle("Favorite", isOn: favorite(shown: todo))
        Button("Delete", role: .destructive) { controller.delete(id: id) }
      }
    } else {
      Text("This todo was deleted.")
        .onAppear { dismiss() }
    }
  }

  private func title(shown todo: Todo) -> Binding<String> {
    Binding(
      get: { typedTitle ?? todo.title },
      set: { typedTitle = $0 })
  }

  private func submitTitle() {
    guard let typedTitle else { return }
    controller.rename(todoWithID: id, to: typedTitle)
    self.typedTitle = nil
  }

  private func favorite(shown todo: Todo) -> Binding<Bool> {
    Binding(
      get: { todo.isFavorite },
      set: { controller.setFavorite($0, ofTodoWithID: id) })
  }
}
