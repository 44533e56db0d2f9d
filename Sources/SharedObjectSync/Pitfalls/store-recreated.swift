import HeadlessUIKit
import TodoModel

/// `store-recreated`: the list makes its own store whenever it is built, as
/// `@ObservedObject var store = TodoStore()` does in a SwiftUI view each time its parent's body
/// runs again (here, when the person comes back from the detail).
///
/// Symptom: the edit shows while the detail is open, because the detail writes to the list's
/// store; back at the list, the rebuilt list has a new store, seeded with the todos of launch,
/// and the edit is gone from it.
final class StoreRecreatedApp: SharedObjectSyncApp {
  /// What the data source held at launch: what every new store starts from.
  private let launchTodos: [Todo]
  /// The store each scene's list made last, which its details share; the list owns it.
  private var sceneStores: [Int: WeakStore] = [:]

  private struct WeakStore {
    weak var store: TodoController?
  }

  required init(repository: any TodoRepository, environment: AppEnvironment) {
    launchTodos = repository.allTodos()
    super.init(repository: repository, environment: environment)
  }

  override func makeListScreen(context: ScreenContext) -> any ListScreen {
    let sceneNumber = context.sceneNumber
    return RebuiltListScreen { [unowned self] in
      let store = TodoController(todos: launchTodos, repository: repository)
      sceneStores[sceneNumber] = WeakStore(store: store)
      return store
    }
  }

  override func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen {
    // The list hands its own store down to its details, so the detail's edit shows in it.
    let store = sceneStores[context.sceneNumber]?.store ?? controller
    return TodoDetailScreen(todoID: todoID, controller: store, context: context)
  }
}

/// A list that is built again, with a store of its own, every time it comes back on screen.
final class RebuiltListScreen: ViewController, ListScreen {
  private var list: TodoListScreen
  private let makeStore: () -> TodoController
  private var hasAppeared = false

  init(makeStore: @escaping () -> TodoController) {
    self.makeStore = makeStore
    list = TodoListScreen(controller: makeStore())
  }

  var tableView: TableView {
    list.tableView
  }

  /// The store of the list as it was built last.
  var controller: TodoController {
    list.controller
  }

  override func viewWillAppear() {
    defer { hasAppeared = true }
    guard hasAppeared else { return }
    list = TodoListScreen(controller: makeStore())
  }

  func addTodo(title: String) {
    list.addTodo(title: title)
  }

  func removeTodo(id: TodoID) {
    list.removeTodo(id: id)
  }
}
