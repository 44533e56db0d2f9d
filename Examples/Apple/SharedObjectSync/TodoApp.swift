// Chapter 1 on Apple platforms: iOS 17, iPadOS 17, macOS 14 or later (Observation, `@Bindable`,
// `@Environment(Type.self)`). A complete app: add this file to a new SwiftUI app target in place
// of its App and ContentView files.

#if canImport(SwiftUI)
import Observation
import SwiftUI

struct Todo: Identifiable, Hashable {
  let id: String
  var title: String
  var isFavorite = false
}

/// One todo as an observable object: a row that reads its title depends on this todo alone.
@Observable
@MainActor
final class TodoItem: Identifiable {
  let id: String
  var title: String
  var isFavorite: Bool

  init(_ todo: Todo) {
    id = todo.id
    title = todo.title
    isFavorite = todo.isFavorite
  }
}

/// The source of truth, made once, on the App.
@Observable
@MainActor
final class TodoController {
  private(set) var items: [TodoItem]
  private(set) var itemsByID: [String: TodoItem]
  private var nextNumber: Int

  init(todos: [Todo]) {
    let items = todos.map(TodoItem.init)
    self.items = items
    itemsByID = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0) })
    nextNumber = todos.count + 1
  }

  func item(withID id: String) -> TodoItem? {
    itemsByID[id]
  }

  func add(title: String) {
    let item = TodoItem(Todo(id: "t\(nextNumber)", title: title))
    nextNumber += 1
    items.insert(item, at: 0)
    itemsByID[item.id] = item
  }

  func delete(id: String) {
    guard itemsByID.removeValue(forKey: id) != nil else { return }
    items.removeAll { $0.id == id }
  }

  /// Gives `item` the title a person submitted; a real app also sends it to its server or
  /// database here.
  func rename(_ item: TodoItem, to title: String) {
    item.title = title
  }

  func setFavorite(_ isFavorite: Bool, of item: TodoItem) {
    item.isFavorite = isFavorite
  }
}

@main
struct TodoApp: App {
  @State private var controller = TodoController(todos: [
    Todo(id: "t1", title: "Water the plants", isFavorite: true),
    Todo(id: "t2", title: "Renew passport"),
    Todo(id: "t3", title: "Call the dentist"),
  ])

  var body: some Scene {
    WindowGroup {
      ContentView()
        .environment(controller)
    }
  }
}

struct ContentView: View {
  @State private var path: [String] = []

  var body: some View {
    NavigationStack(path: $path) {
      TodoListView()
        .navigationDestination(for: String.self) { id in
          TodoDetailView(id: id)
        }
    }
  }
}

/// The todo the "New todo" field holds until it is added, with the rule for handing it over:
/// related view state in one value with mutating methods, as WWDC20's `EditorConfig`.
struct NewTodoDraft: Equatable {
  var title = ""

  mutating func takeTitle() -> String {
    defer { title = "" }
    return title
  }
}

struct TodoListView: View {
  @Environment(TodoController.self) private var controller
  @State private var draft = NewTodoDraft()

  var body: some View {
    List {
      TextField("New todo", text: $draft.title)
        .onSubmit { controller.add(title: draft.takeTitle()) }
      ForEach(controller.items) { item in
        NavigationLink(value: item.id) {
          TodoRow(item: item)
        }
      }
      .onDelete { offsets in
        let ids = offsets.map { controller.items[$0].id }
        for id in ids { controller.delete(id: id) }
      }
    }
    .navigationTitle("Todos")
  }
}

struct TodoRow: View {
  let item: TodoItem

  var body: some View {
    HStack {
      Text(item.title)
      if item.isFavorite {
        Image(systemName: "star.fill")
      }
    }
  }
}

struct TodoDetailView: View {
  let id: String
  @Environment(TodoController.self) private var controller
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    if let item = controller.item(withID: id) {
      TodoEditor(item: item)
    } else {
      Text("This todo was deleted.")
        .onAppear { dismiss() }
    }
  }
}

struct TodoEditor: View {
  let item: TodoItem
  @Environment(TodoController.self) private var controller
  /// What the person has typed and not submitted; `nil` while the field shows the title.
  @State private var typedTitle: String?

  var body: some View {
    Form {
      TextField("Title", text: title)
        .onSubmit { submitTitle() }
      Toggle("Favorite", isOn: isFavorite)
      Button("Delete", role: .destructive) { controller.delete(id: item.id) }
    }
  }

  /// The item's title, or what the person is typing over it.
  private var title: Binding<String> {
    Binding(
      get: { typedTitle ?? item.title },
      set: { typedTitle = $0 })
  }

  private func submitTitle() {
    guard let typedTitle else { return }
    controller.rename(item, to: typedTitle)
    self.typedTitle = nil
  }

  private var isFavorite: Binding<Bool> {
    Binding(
      get: { item.isFavorite },
      set: { controller.setFavorite($0, of: item) })
  }
}
#endif
