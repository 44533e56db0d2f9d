// Chapter 1 before Observation: iOS 15 to 16 (`@StateObject`, `ObservableObject`, `onSubmit`). The
// controller is made once with `@StateObject` on the App and handed down with
// `.environmentObject`. Each row observes its own object with `@ObservedObject`, so a rename runs
// one row's body; with `@Published` values in one array, it would run every row's.
// A complete app: use it instead of ../SharedObjectSync/TodoApp.swift, not beside it.

#if canImport(SwiftUI)
import Combine
import SwiftUI

@MainActor
final class TodoItem: ObservableObject, Identifiable {
  let id: String
  @Published var title: String
  @Published var isFavorite: Bool

  init(id: String, title: String, isFavorite: Bool = false) {
    self.id = id
    self.title = title
    self.isFavorite = isFavorite
  }
}

@MainActor
final class TodoController: ObservableObject {
  @Published private(set) var items: [TodoItem]

  init(items: [TodoItem]) {
    self.items = items
  }

  func item(withID id: String) -> TodoItem? {
    items.first { $0.id == id }
  }
}

@main
struct TodoApp: App {
  @StateObject private var controller = TodoController(items: [
    TodoItem(id: "t1", title: "Water the plants", isFavorite: true),
    TodoItem(id: "t2", title: "Renew passport"),
    TodoItem(id: "t3", title: "Call the dentist"),
  ])

  var body: some Scene {
    WindowGroup {
      NavigationView {
        TodoListView()
      }
      .environmentObject(controller)
    }
  }
}

struct TodoListView: View {
  @EnvironmentObject private var controller: TodoController

  var body: some View {
    List(controller.items) { item in
      NavigationLink(destination: TodoDetailView(id: item.id)) {
        TodoRow(item: item)
      }
    }
  }
}

struct TodoRow: View {
  @ObservedObject var item: TodoItem

  var body: some View {
    Text(item.title)
  }
}

struct TodoDetailView: View {
  let id: String
  @EnvironmentObject private var controller: TodoController

  var body: some View {
    if let item = controller.item(withID: id) {
      TodoEditor(item: item)
    }
  }
}

// What the person types stays in the field until Return, as in the chapter: bound to
// `$item.title`, every key would change the shared item, and every list would show text nobody
// submitted.
struct TodoEditor: View {
  @ObservedObject var item: TodoItem
  @State private var typedTitle: String?

  var body: some View {
    Form {
      TextField("Title", text: Binding(get: { typedTitle ?? item.title }, set: { typedTitle = $0 }))
        .onSubmit {
          if let typedTitle { item.title = typedTitle }
          typedTitle = nil
        }
      Toggle("Favorite", isOn: $item.isFavorite)
    }
  }
}
#endif
