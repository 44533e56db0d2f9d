import ChapterKit
import Foundation
import SwiftData
import SwiftUI
import SwiftUIHosting
import TodoModel
import UIKit

/// Chapter 8 launched by the command line: ``TodoApp``, run headless, one window per scene.
///
/// This is the part a real app does not have: it fills an in-memory container with the server's
/// todos, runs the app, shows each scene its window, and hands the server's pushes to the
/// importer.
@MainActor
class QuerySyncApp: ChapterApp {
  static let name = "QuerySync"
  static let title = "A SwiftData query"
  /// The Apple app's folder, which links this chapter's files.
  nonisolated static let appleAppFolder: String? = "QuerySync"
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
  /// The app, running: made on first use, with the views ``substitutions()`` names swapped.
  private(set) lazy var runningApp = HostedApp(makeApp(), substituting: substitutions())

  required init(repository: any TodoRepository, environment: AppEnvironment) {
    self.repository = repository
    let todos = repository.allTodos()
    container = TodoApp.makeContainer(holding: todos)
    let orders = TodoOrders(after: todos.count)
    server = TodoServer(repository: repository, orders: orders)
    importer = ServerImporter(modelContainer: container, repository: repository, orders: orders)
  }

  /// The app this chapter runs, on the container this launch filled.
  func makeApp() -> any App {
    TodoApp(container: container, server: server)
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

  /// A server push, already in the data source: the importer saves it in its own context.
  nonisolated func remoteChangeDidArrive(_ change: TodoChange) {
    pendingImports.add()
    Task { [importer, pendingImports] in
      do {
        try await importer.apply(change)
      } catch {
        // A push that fails to save is dropped: the next push of that todo carries all of it.
      }
      pendingImports.remove()
    }
  }
}
