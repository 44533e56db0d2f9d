import ChapterKit
import ChapterTestSupport
import Dispatch
import HeadlessSwiftUI
import HeadlessUIKit
import Observation
import ScenarioLanguage
import SwiftUIHosting
import TodoModel

/// A small correct chapter written with the SwiftUI-shaped views, to test that they host a
/// chapter: one `@Observable` store of `@Observable` items in the environment, a list of rows, and
/// a detail that edits through `@Bindable` and dismisses itself when its todo is gone.
@MainActor
final class SwiftUITestChapter: ChapterApp {
  static let name = "SwiftUITestChapter"
  static let title = "SwiftUI-shaped screens over one observable store"
  static let readMe = "The screens read one store from the environment."
  nonisolated static let translations: [Language: ChapterTranslation] = [:]
  nonisolated static let variants = [
    ChapterVariant.inSync("store", "one store in the environment", app: SwiftUITestChapter.self)
  ]

  let store: ItemStore
  let app: HostedApp

  init(repository: any TodoRepository, environment: AppEnvironment) {
    store = ItemStore(repository: repository)
    app = HostedApp(ItemApp<ItemDetail>(store: store))
  }

  func makeListScreen(context: ScreenContext) -> any ListScreen {
    app.openWindow(context: context)
  }

  func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen {
    app.showDetail(todoID, context: context)
  }

  nonisolated func remoteChangeDidArrive(_ change: TodoChange) {
    DispatchQueue.main.async {
      MainActor.assumeIsolated { self.store.reload(change.todoID) }
    }
  }
}

@Observable
@MainActor
final class ItemStore {
  private(set) var items: [ObservedTodo]
  @ObservationIgnored private let repository: any TodoRepository

  init(repository: any TodoRepository) {
    self.repository = repository
    items = repository.allTodos().map(ObservedTodo.init)
  }

  func item(_ id: TodoID) -> ObservedTodo? {
    items.first { $0.id == id }
  }

  func add(_ title: String) {
    items.insert(ObservedTodo(repository.add(title: title)), at: 0)
  }

  func delete(_ id: TodoID) {
    repository.delete(id: id)
    items.removeAll { $0.id == id }
  }

  func save(_ item: ObservedTodo) {
    repository.modify(id: item.id) {
      $0.title = item.title
      $0.isFavorite = item.isFavorite
    }
  }

  /// Takes what the data source has now for `id`.
  func reload(_ id: TodoID) {
    guard let todo = repository.todo(withID: id) else {
      items.removeAll { $0.id == id }
      return
    }
    guard let item = item(id) else { return }
    if item.title != todo.title { item.title = todo.title }
    if item.isFavorite != todo.isFavorite { item.isFavorite = todo.isFavorite }
  }
}

/// The test app: a list of items and, pushed by id, `Detail`, a view made from the item's id
/// (``ItemDetail`` unless a test swaps it).
struct ItemApp<Detail: ItemDetailView>: App {
  @State var store: ItemStore

  /// The sample todos, in memory.
  init() {
    self.init(store: ItemStore(repository: InMemoryTodoRepository()))
  }

  init(store: ItemStore) {
    _store = State(initialValue: store)
  }

  var body: some HeadlessSwiftUI.Scene {
    WindowGroup {
      ItemWindow<Detail>().environment(store)
    }
  }
}

/// A detail view the test app pushes for an item's id.
protocol ItemDetailView: View {
  init(id: TodoID)
}

struct ItemWindow<Detail: ItemDetailView>: View {
  @State private var path: [TodoID] = []
  var body: some View {
    NavigationStack(path: $path) {
      ItemList().navigationDestination(for: TodoID.self) { id in Detail(id: id) }
    }
  }
}

struct ItemRow: View {
  let item: ObservedTodo
  var body: some View {
    VStack {
      Text(item.title)
      if item.isFavorite { Image(systemName: "star.fill") }
    }
  }
}

struct ItemList: View {
  @Environment(ItemStore.self) private var store
  @State private var newTitle = ""
  var body: some View {
    VStack {
      TextField("New todo", text: $newTitle)
        .onSubmit {
          store.add(newTitle)
          newTitle = ""
        }
      List {
        ForEach(store.items) { item in ItemRow(item: item) }
          .onDelete { offsets in
            for offset in offsets { store.delete(store.items[offset].id) }
          }
      }
    }
  }
}

struct ItemDetail: ItemDetailView {
  let id: TodoID
  @Environment(ItemStore.self) private var store
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    if let item = store.item(id) {
      ItemEditor(item: item, store: store)
    } else {
      Text("Deleted").onAppear { dismiss() }
    }
  }
}

struct ItemEditor: View {
  @Bindable var item: ObservedTodo
  let store: ItemStore
  @State private var typedTitle: String?
  var body: some View {
    VStack {
      TextField("Title", text: Binding(get: { typedTitle ?? item.title }, set: { typedTitle = $0 }))
        .onSubmit {
          if let typedTitle { item.title = typedTitle }
          typedTitle = nil
          store.save(item)
        }
      Toggle("Favorite", isOn: $item.isFavorite).onChange(of: item.isFavorite) { _, _ in
        store.save(item)
      }
      Button("Delete") { store.delete(item.id) }
    }
  }
}
