import ChapterKit
import Foundation
import HeadlessSwiftData
import HeadlessSwiftUI
import HeadlessUIKit
import SwiftUIHosting
import TodoModel

/// Chapter 8 launched by the command line: ``TodoApp``, run headless, one window per scene.
///
/// This is the part a real app does not have: it fills an in-memory container with the server's
/// todos, runs the app, shows each scene its window, and hands the server's pushes to the
/// importer.
@MainActor
class QuerySyncApp: ChapterApp {
  static let name = "QuerySync"
  static let title = "A SwiftData query"
  static let readMe = """
    A SwiftUI app keeps its todos in a SwiftData model container. Every window's list is a \
    @Query over the container's main context, and a detail gets a todo's persistent identifier \
    and edits that model, keeping what is typed in the field until Return. A push from the \
    server is saved by a model actor with a context of its own, and its save reaches the main \
    context.

    Watch step 3: the rename shows in the list behind the detail at once, since both read the \
    same model. Watch step 11: the server's change reaches both windows through the save.
    """

  let container: ModelContainer
  let server: TodoServer
  let importer: ServerImporter
  let repository: any TodoRepository
  /// Pushes on their way to the importer.
  let pendingImports = PendingCount()
  private(set) lazy var runningApp = HostedApp(makeApp())

  required init(repository: any TodoRepository, environment: AppEnvironment) {
    self.repository = repository
    // A container in memory, as the chapter keeps nothing between launches.
    guard
      let container = try? ModelContainer(
        for: TodoItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    else { preconditionFailure("a container kept in memory always opens") }
    self.container = container
    let todos = repository.allTodos()
    for (index, todo) in todos.enumerated() {
      container.mainContext.insert(TodoItem(todo, order: todos.count - index))
    }
    try? container.mainContext.save()
    let orders = TodoOrders(after: todos.count)
    server = TodoServer(repository: repository, orders: orders)
    importer = ServerImporter(modelContainer: container, repository: repository, orders: orders)
  }

  /// The app this chapter runs.
  func makeApp() -> any App {
    TodoApp(container: container, server: server)
  }

  /// The chapter's app with `window` as the content of every window, in place of
  /// ``ContentView``: a variant whose change is in a window's views writes only those.
  func app(window: @escaping @MainActor () -> some View) -> any App {
    WindowApp(container: container, server: server, window: window)
  }

  /// The chapter's app with `list` in place of ``TodoListView`` in every window: a variant whose
  /// change is in the list writes only the list.
  func app(list: @escaping @MainActor () -> some View) -> any App {
    // Each window makes its own list, so that each has state of its own.
    app(window: { VariantWindow(list: list(), destination: { TodoDetailView(id: $0) }) })
  }

  /// The chapter's app with `editor` in place of ``TodoEditor`` in every detail: a variant whose
  /// change is in the editor writes only the editor.
  func app(editor: @escaping @MainActor (TodoItem) -> some View) -> any App {
    app(window: {
      VariantWindow(list: TodoListView(), destination: { EditorDetail(id: $0, editor: editor) })
    })
  }

  func makeListScreen(context: ScreenContext) -> any ListScreen {
    runningApp.openWindow(context: context)
  }

  func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen {
    runningApp.showDetail(todoID, context: context)
  }

  /// A server push, already in the data source: the importer saves it in its own context.
  nonisolated func remoteChangeDidArrive(_ change: TodoChange) {
    pendingImports.add()
    Task { [importer, pendingImports] in
      try? await importer.apply(change)
      pendingImports.remove()
    }
  }
}

/// ``TodoApp`` with another view in each window: what ``QuerySyncApp/app(window:)`` runs.
private struct WindowApp<Window: View>: App {
  let container: ModelContainer
  let server: TodoServer
  let window: @MainActor () -> Window

  var body: some HeadlessSwiftUI.Scene {
    WindowGroup {
      window()
        .environment(server)
        .modelContainer(container)
    }
  }
}

/// ``ContentView`` with another list at its root or another detail for each identifier: what
/// ``QuerySyncApp/app(list:)`` and ``QuerySyncApp/app(editor:)`` show in each window.
private struct VariantWindow<List: View, Detail: View>: View, HostWrapperView {
  let list: List
  let destination: @MainActor (PersistentIdentifier) -> Detail
  @State private var path: [PersistentIdentifier] = []

  var body: some View {
    NavigationStack(path: $path) {
      list
        .navigationDestination(for: PersistentIdentifier.self) { id in
          destination(id)
        }
    }
  }
}

/// ``TodoDetailView`` with another editor: it finds the model the same way and closes the same
/// way when the model is gone.
private struct EditorDetail<Editor: View>: View, HostWrapperView {
  let id: PersistentIdentifier
  let editor: @MainActor (TodoItem) -> Editor
  @Environment(\.dismiss) private var dismiss
  @Query private var todos: [TodoItem]

  var body: some View {
    if let todo = todos.first(where: { $0.persistentModelID == id }) {
      editor(todo)
    } else {
      Text("This todo was deleted.")
        .onAppear { dismiss() }
    }
  }
}
