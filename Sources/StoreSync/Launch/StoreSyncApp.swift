import ChapterKit
import Foundation
import SwiftUI
import SwiftUIHosting
import TodoModel
import UIKit

/// Chapter 9 launched by the command line: ``TodoApp``, run headless, one window per scene.
///
/// This is the part a real app does not have: it makes the store from the data source's todos,
/// runs the app, shows each scene its window, and sends the server's pushes to the store from a
/// background task.
@MainActor
class StoreSyncApp: ChapterApp {
  static let name = "StoreSync"
  static let title = "One store, one state, reducers"
  /// The Apple app's folder, which links this chapter's files.
  nonisolated static let appleAppFolder: String? = "StoreSync"
  static let readMe = """
    A SwiftUI app keeps all its state in one value, held by one store. Views send actions; a \
    reducer, a pure function, changes the state and returns effects, which talk to the server \
    and send their answers back as actions. A detail is a scope of the store's state by the \
    todo's id, so it edits the todo where every list reads it.

    Watch step 3: the rename is an action, and the renamed row is the only row whose body \
    runs. Watch step 11: the server's push is an action too, sent from a background task.
    """

  let repository: any TodoRepository
  /// The server, as this launch's reducers reach it.
  let client: TodoClient
  /// What the server sends, which the host may hold back (`hold`, `deliver`).
  let deliveries: ServerDeliveries
  /// Pushes on their way to the store.
  let pendingPushes = PendingCount()
  /// The actions the reducer ran, for the transcript.
  let actionLog = ActionLog()
  /// The lesson's store, made on first use: a variant with a store of its own never makes it.
  private(set) lazy var store = Store(
    initialState: AppState(todos: IdentifiedArray(repository.allTodos())),
    reducer: LoggingReducer(app: type(of: self).makeReducer(client: client), log: actionLog))
  /// The app, running: made on first use, with the views ``substitutions()`` names swapped.
  private(set) lazy var runningApp = HostedApp(makeApp(), substituting: substitutions())

  required init(repository: any TodoRepository, environment: AppEnvironment) {
    self.repository = repository
    let deliveries = environment[ServerDeliveries.self] ?? ServerDeliveries()
    self.deliveries = deliveries
    var client = TodoClient.live(repository)
    // The server reads the todo when asked; the host may hold the answer back on its way.
    client.fetch = { id in await deliveries.answer(about: id) { repository.todo(withID: id) } }
    self.client = client
  }

  /// The reducer this chapter runs: the views' actions, then the server's pushes, each in a
  /// reducer of its own.
  class func makeReducer(client: TodoClient) -> any Reducer<AppState, AppAction> {
    CombineReducers(AppReducer(client: client), ServerPushReducer(client: client))
  }

  /// The app this chapter runs, on the store this launch made.
  func makeApp() -> any App {
    TodoApp(store: store)
  }

  /// The views a variant shows in place of the lesson's, wherever the app makes them; the
  /// lesson's app has none.
  func substitutions() -> [ViewSubstitution] {
    []
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
    Task { @MainActor [self] in
      sendPush(change)
      pendingPushes.remove()
    }
  }

  /// Sends a server push to the app's store.
  func sendPush(_ change: TodoChange) {
    store.send(.serverPushed(change))
  }

  /// The effects the app's store is running.
  var runningEffects: RunningEffects {
    store.effects
  }
}
