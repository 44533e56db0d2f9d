// Chapter 5 on Apple platforms: iOS 17, iPadOS 17, macOS 14 or later (Observation, `@Bindable`,
// `@Environment(Type.self)`, `onChange(of:_:)` with two values). A complete app: add this file and
// TodoDatabase.swift and TodoDatabase+Statements.swift (the chapter's SQL) to a new SwiftUI app
// target in place of its App and ContentView files.
//
// The todos live in a SQLite database in Application Support; the sort order in @AppStorage;
// each window's selection in @SceneStorage.

#if canImport(SwiftUI)
import Foundation
import Observation
import SwiftUI

/// The order of the list: a setting. `@AppStorage` stores a `RawRepresentable` with a `String`
/// raw value as that string.
enum ListOrder: String, CaseIterable {
  case newest
  case favoritesFirst = "favorites-first"
}

/// The todos on disk: `TodoDatabase` (TodoDatabase*.swift, the chapter's own SQL, shared word
/// for word), in Application Support. The first launch writes the samples in one transaction.
func openTodoDatabase(samples: [StoredTodo]) throws -> TodoDatabase {
  let support = try FileManager.default.url(
    for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
  let database = try TodoDatabase(
    url: support.appendingPathComponent("todos.sqlite"), onWait: { print($0) })
  try database.prepare(samples: samples)
  return database
}

/// One todo as an observable object, identified by its number in the database.
@Observable
@MainActor
final class TodoItem: Identifiable {
  let id: Int
  var title: String
  var isFavorite: Bool

  init(_ todo: StoredTodo) {
    id = todo.number
    title = todo.title
    isFavorite = todo.isFavorite
  }
}

/// The model: made once, on the App; every change is committed to the database first, and
/// shown once it is.
@Observable
@MainActor
final class TodoController {
  private(set) var items: [TodoItem]
  private(set) var itemsByID: [Int: TodoItem]
  @ObservationIgnored private let database: TodoDatabase?

  init() {
    let samples = [
      StoredTodo(number: 1, title: "Water the plants", isFavorite: true),
      StoredTodo(number: 2, title: "Renew passport", isFavorite: false),
      StoredTodo(number: 3, title: "Call the dentist", isFavorite: false),
    ]
    let database = try? openTodoDatabase(samples: samples)
    let items = ((try? database?.allTodos()) ?? samples).map(TodoItem.init)
    self.items = items
    itemsByID = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0) })
    self.database = database
  }

  func item(withID id: Int) -> TodoItem? {
    itemsByID[id]
  }

  /// Adds a todo once the database has committed it; an add it refused shows nothing.
  func add(title: String) {
    guard let todo = try? database?.addAtTop(title: title, largestNumber: Int(Int32.max)) else {
      return
    }
    let item = TodoItem(todo)
    items.insert(item, at: 0)
    itemsByID[item.id] = item
  }

  /// Saves the item's fields; a change the database refused is taken back.
  func save(_ item: TodoItem) {
    let (title, isFavorite) = (item.title, item.isFavorite)
    _ = try? database?.modify(number: item.id) {
      $0.title = title
      $0.isFavorite = isFavorite
    }
    guard let stored = try? database?.todo(number: item.id) else { return }
    item.title = stored.title
    item.isFavorite = stored.isFavorite
  }

  func delete(id: Int) {
    guard (try? database?.delete(number: id)) != nil, itemsByID.removeValue(forKey: id) != nil
    else { return }
    items.removeAll { $0.id == id }
  }
}

@main
struct TodoApp: App {
  @State private var controller = TodoController()

  var body: some Scene {
    WindowGroup {
      ContentView()
        .environment(controller)
    }
  }
}

struct ContentView: View {
  @Environment(TodoController.self) private var controller
  @State private var path: [Int] = []
  @SceneStorage("selection") private var selection: Int?

  var body: some View {
    NavigationStack(path: $path) {
      TodoListView()
        .navigationDestination(for: Int.self) { id in
          TodoDetailView(id: id)
        }
    }
    .onAppear {
      // The window comes back: show the todo it showed, if it still exists.
      if path.isEmpty, let selection, controller.item(withID: selection) != nil {
        path = [selection]
      }
    }
    .onChange(of: path) { _, path in
      selection = path.last
    }
  }
}

struct TodoListView: View {
  @Environment(TodoController.self) private var controller
  @AppStorage("sortOrder") private var sortOrder = ListOrder.newest
  @State private var newTitle = ""

  var body: some View {
    let items =
      sortOrder == .newest
      ? controller.items
      : controller.items.filter(\.isFavorite) + controller.items.filter { !$0.isFavorite }
    List {
      Picker("Sort", selection: $sortOrder) {
        Text("Newest first").tag(ListOrder.newest)
        Text("Favorites first").tag(ListOrder.favoritesFirst)
      }
      TextField("New todo", text: $newTitle)
        .onSubmit {
          controller.add(title: newTitle)
          newTitle = ""
        }
      ForEach(items) { item in
        NavigationLink(value: item.id) {
          HStack {
            Text(item.title)
            if item.isFavorite {
              Image(systemName: "star.fill")
            }
          }
        }
      }
      .onDelete { offsets in
        let ids = offsets.map { items[$0].id }
        for id in ids { controller.delete(id: id) }
      }
    }
  }
}

struct TodoDetailView: View {
  let id: Int
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
  @Bindable var item: TodoItem
  @Environment(TodoController.self) private var controller
  /// What the person has typed and not submitted; `nil` while the field shows the title.
  @State private var typedTitle: String?

  var body: some View {
    Form {
      TextField("Title", text: title)
        .onSubmit { submitTitle() }
      Toggle("Favorite", isOn: $item.isFavorite)
        .onChange(of: item.isFavorite) { controller.save(item) }
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
    item.title = typedTitle
    controller.save(item)
    self.typedTitle = nil
  }
}
#endif
