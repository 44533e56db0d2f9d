// Chapter 5 on Apple platforms: iOS 17, iPadOS 17, macOS 14 or later (Observation, `@Bindable`,
// `@Environment(Type.self)`, `onChange(of:_:)` with two values). A complete app: add this file and
// the four RecordStore*.swift files (the chapter's file store) to a new SwiftUI app target in place
// of its App and ContentView files.
//
// The todos live in files of their own in Application Support; the sort order in @AppStorage;
// each window's selection in @SceneStorage.

#if canImport(SwiftUI)
import Foundation
import Observation
import SwiftUI

struct Todo: Identifiable, Hashable, Codable, Sendable {
  let id: String
  var title: String
  var isFavorite = false
}

/// The order of the list: a setting. `@AppStorage` stores a `RawRepresentable` with a `String`
/// raw value as that string.
enum ListOrder: String, CaseIterable {
  case newest
  case favoritesFirst = "favorites-first"
}

/// The todos on disk: `RecordStore` (RecordStore*.swift, the chapter's own store, shared word for
/// word), in a folder of Application Support. It writes the samples as its first snapshot, so the
/// changes of a fresh install come back at the next launch.
func openTodoFiles(samples: [Todo]) throws -> RecordStore<Todo> {
  let support = try FileManager.default.url(
    for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
  return RecordStore(
    folder: support.appendingPathComponent("Todos", isDirectory: true), samples: samples,
    warn: { print($0) })
}

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

  var todo: Todo { Todo(id: id, title: title, isFavorite: isFavorite) }
}

/// The model: made once, on the App; every change is saved to the file store.
@Observable
@MainActor
final class TodoController {
  private(set) var items: [TodoItem]
  private(set) var itemsByID: [String: TodoItem]
  @ObservationIgnored private let store: RecordStore<Todo>?

  init() {
    let samples = [
      Todo(id: "t1", title: "Water the plants", isFavorite: true),
      Todo(id: "t2", title: "Renew passport"),
      Todo(id: "t3", title: "Call the dentist"),
    ]
    let store = try? openTodoFiles(samples: samples)
    let items = (store?.all ?? samples).map(TodoItem.init)
    self.items = items
    itemsByID = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0) })
    self.store = store
  }

  func item(withID id: String) -> TodoItem? {
    itemsByID[id]
  }

  /// Adds a todo once the store has it; a disk that refused it shows nothing.
  func add(title: String) {
    guard let todo = try? store?.add({ _ in Todo(id: UUID().uuidString, title: title) }) else {
      return
    }
    let item = TodoItem(todo)
    items.insert(item, at: 0)
    itemsByID[item.id] = item
  }

  /// Saves the item's fields; a change the store refused is taken back.
  func save(_ item: TodoItem) {
    let todo = item.todo
    _ = try? store?.modify(id: item.id) { $0 = todo }
    guard let stored = store?.item(withID: item.id) else { return }
    item.title = stored.title
    item.isFavorite = stored.isFavorite
  }

  func delete(id: String) {
    guard (try? store?.delete(id: id)) != nil, itemsByID.removeValue(forKey: id) != nil else {
      return
    }
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
  @State private var path: [String] = []
  @SceneStorage("selection") private var selection: String?

  var body: some View {
    NavigationStack(path: $path) {
      TodoListView()
        .navigationDestination(for: String.self) { id in
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
  @Bindable var item: TodoItem
  @Environment(TodoController.self) private var controller

  var body: some View {
    Form {
      TextField("Title", text: $item.title)
        .onSubmit { controller.save(item) }
      Toggle("Favorite", isOn: $item.isFavorite)
        .onChange(of: item.isFavorite) { controller.save(item) }
      Button("Delete", role: .destructive) { controller.delete(id: item.id) }
    }
  }
}
#endif
