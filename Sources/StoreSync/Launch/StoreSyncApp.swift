import ChapterKit
import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import SwiftUIHosting
import TodoModel

/// Chapter 9 launched by the command line: ``TodoApp``, run headless, one window per scene.
///
/// This is the part a real app does not have: it makes the store from the data source's todos,
/// runs the app, shows each scene its window, and sends the server's pushes to the store from a
/// background task.
@MainActor
class StoreSyncApp: ChapterApp {
  static let name = "StoreSync"
  static let title = "One store, one state, reducers"
  static let readMe = """
    A SwiftUI app keeps all its state in one value, held by one store. Views send actions; a \
    reducer, a pure function, changes the state and returns effects, which talk to the server \
    and send their answers back as actions. A detail is a scope of the store's state by the \
    todo's id, so it edits the todo where every list reads it.

    Watch step 3: the rename is an action, and the renamed row is the only row whose body \
    runs. Watch step 11: the server's push is an action too, sent from a background task.
    """

  let store: Store
  let repository: any TodoRepository
  /// What the server sends, which the host may hold back (`hold`, `deliver`).
  let deliveries: ServerDeliveries
  /// Pushes on their way to the store.
  let pendingPushes = PendingCount()
  /// The actions the reducer ran, for the transcript.
  let actionLog = ActionLog()
  private(set) lazy var runningApp = HostedApp(makeApp())

  required init(repository: any TodoRepository, environment: AppEnvironment) {
    self.repository = repository
    let deliveries = environment[ServerDeliveries.self] ?? ServerDeliveries()
    self.deliveries = deliveries
    var client = TodoClient.live(repository)
    // The server reads the todo when asked; the host may hold the answer back on its way.
    client.fetch = { id in await deliveries.answer(about: id) { repository.todo(withID: id) } }
    store = Store(
      initialState: AppState(todos: IdentifiedArray(repository.allTodos())),
      reducer: LoggingReducer(app: Self.makeReducer(client: client), log: actionLog))
  }

  /// The reducer this chapter runs: the views' actions, then the server's pushes, each in a
  /// reducer of its own.
  class func makeReducer(client: TodoClient) -> any Reducer {
    CombineReducers(AppReducer(client: client), ServerPushReducer(client: client))
  }

  /// The app this chapter runs.
  func makeApp() -> any App {
    TodoApp(store: store)
  }

  /// The chapter's app with `window` as the content of every window, in place of
  /// ``ContentView``: a variant whose change is in a window's views writes only those.
  func app(window: @escaping @MainActor () -> some View) -> any App {
    WindowApp(store: store, window: window)
  }

  /// The chapter's app with `list` in place of ``TodoListView`` in every window: a variant whose
  /// change is in the list writes only the list.
  func app(list: @escaping @MainActor () -> some View) -> any App {
    app(window: { VariantWindow(list: list, destination: { TodoDetailView(store: $0) }) })
  }

  /// The chapter's app with `destination` as the detail of every todo, in place of
  /// ``TodoDetailView``: a variant whose change is in the detail writes only the detail.
  func app(destination: @escaping @MainActor (TodoStore) -> some View) -> any App {
    app(window: { VariantWindow(list: { TodoListView() }, destination: destination) })
  }

  func makeListScreen(context: ScreenContext) -> any ListScreen {
    runningApp.openWindow(context: context)
  }

  func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen {
    runningApp.showDetail(todoID, context: context)
  }

  /// A server push, already in the data source: an action, sent to the store from a task.
  nonisolated func remoteChangeDidArrive(_ change: TodoChange) {
    pendingPushes.add()
    Task { [store, pendingPushes] in
      await store.send(.serverPushed(change))
      pendingPushes.remove()
    }
  }
}

/// ``TodoApp`` with another view in each window: what ``StoreSyncApp/app(window:)`` runs.
private struct WindowApp<Window: View>: App {
  let store: Store
  let window: @MainActor () -> Window

  var body: some HeadlessSwiftUI.Scene {
    WindowGroup {
      window()
        .environment(store)
    }
  }
}

/// ``ContentView`` with another list, or another detail for each id on the path: what
/// ``StoreSyncApp/app(list:)`` and ``StoreSyncApp/app(destination:)`` show in each window.
private struct VariantWindow<List: View, Detail: View>: View, HostWrapperView {
  let list: @MainActor () -> List
  let destination: @MainActor (TodoStore) -> Detail
  @Environment(Store.self) private var store
  @State private var window = WindowID()

  var body: some View {
    NavigationStack(path: path) {
      list()
        .navigationDestination(for: TodoID.self) { id in
          destination(store.scope(id: id))
        }
    }
    .onDisappear { store.send(.windowClosed(window)) }
  }

  private var path: Binding<[TodoID]> {
    Binding(
      get: { store.paths[window] ?? [] },
      set: { store.send(.pathChanged(window, $0)) })
  }
}
