// Chapter 5 on Apple platforms: iOS 17, iPadOS 17, macOS 14 or later (Observation, `@Bindable`,
// `@Environment(Type.self)`, `onChange(of:_:)` with two values). A complete app: add this file to
// a new SwiftUI app target in place of its App and ContentView files.
//
// The todos live in files of their own in Application Support; the sort order in @AppStorage;
// each window's selection in @SceneStorage.

#if canImport(SwiftUI)
import Foundation
import Observation
import SwiftUI

struct Todo: Identifiable, Hashable, Codable {
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

/// The todos on disk: a snapshot and a log of changes, one JSON line each. An edit appends a line;
/// a new snapshot is written atomically when the log outgrows the old one.
final class TodoFileStore {
  private enum Record: Codable {
    case saved(Todo)
    case deleted(String)
  }

  private let snapshotURL: URL
  private let logURL: URL
  private var logSize = 0
  private var snapshotSize = 0

  init() throws {
    let folder = try FileManager.default.url(
      for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
    snapshotURL = folder.appendingPathComponent("todos.json")
    logURL = folder.appendingPathComponent("changes.log")
  }

  /// The todos, newest first: the snapshot with the log's changes applied. A torn last line,
  /// left by a crash in the middle of an append, is skipped.
  func load(orStartWith samples: [Todo]) -> [Todo] {
    guard let data = try? Data(contentsOf: snapshotURL),
      var todos = try? JSONDecoder().decode([Todo].self, from: data)
    else { return samples }
    snapshotSize = data.count
    let log = (try? Data(contentsOf: logURL)) ?? Data()
    logSize = log.count
    for line in log.split(separator: UInt8(ascii: "\n")) {
      guard let record = try? JSONDecoder().decode(Record.self, from: Data(line)) else { continue }
      switch record {
      case .saved(let todo):
        if let index = todos.firstIndex(where: { $0.id == todo.id }) {
          todos[index] = todo
        } else {
          todos.insert(todo, at: 0)
        }
      case .deleted(let id):
        todos.removeAll { $0.id == id }
      }
    }
    return todos
  }

  func save(_ todo: Todo, all todos: [Todo]) {
    append(.saved(todo), all: todos)
  }

  func delete(_ id: String, all todos: [Todo]) {
    append(.deleted(id), all: todos)
  }

  private func append(_ record: Record, all todos: [Todo]) {
    guard var line = try? JSONEncoder().encode(record) else { return }
    line.append(UInt8(ascii: "\n"))
    if !FileManager.default.fileExists(atPath: logURL.path) {
      _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
    }
    guard let handle = try? FileHandle(forWritingTo: logURL) else { return }
    defer { try? handle.close() }
    _ = try? handle.seekToEnd()
    try? handle.write(contentsOf: line)
    logSize += line.count
    if logSize > max(snapshotSize, 64 * 1024),
      let snapshot = try? JSONEncoder().encode(todos),
      (try? snapshot.write(to: snapshotURL, options: .atomic)) != nil
    {
      snapshotSize = snapshot.count
      try? handle.truncate(atOffset: 0)
      logSize = 0
    }
  }
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
  @ObservationIgnored private let store: TodoFileStore?

  init() {
    let store = try? TodoFileStore()
    let samples = [
      Todo(id: "t1", title: "Water the plants", isFavorite: true),
      Todo(id: "t2", title: "Renew passport"),
      Todo(id: "t3", title: "Call the dentist"),
    ]
    let items = (store?.load(orStartWith: samples) ?? samples).map(TodoItem.init)
    self.items = items
    itemsByID = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0) })
    self.store = store
  }

  func item(withID id: String) -> TodoItem? {
    itemsByID[id]
  }

  func add(title: String) {
    let item = TodoItem(Todo(id: UUID().uuidString, title: title))
    items.insert(item, at: 0)
    itemsByID[item.id] = item
    save(item)
  }

  func save(_ item: TodoItem) {
    store?.save(item.todo, all: items.map(\.todo))
  }

  func delete(id: String) {
    guard itemsByID.removeValue(forKey: id) != nil else { return }
    items.removeAll { $0.id == id }
    store?.delete(id, all: items.map(\.todo))
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
