import ChapterKit
import ChapterTestSupport
import Dispatch
import HeadlessUIKit
import ScenarioLanguage
import TodoModel

/// A small correct chapter for testing the kit: a hub in the environment tells every screen
/// about every change, and screens update their own copies from it.
@MainActor
class TestChapter: ChapterApp {
  static let name = "TestChapter"
  static let title = "A hub that tells every screen"
  static let readMe = "Screens register with a hub in the environment."
  nonisolated static let correct = ChapterVariant.inSync(
    "hub", "every change goes through the hub", app: TestChapter.self)
  nonisolated static let silent = ChapterVariant.broken(
    "silent", "the hub tells no one", shownBy: "edit-in-detail", app: SilentTestChapter.self)
  nonisolated static let translations: [Language: ChapterTranslation] = [:]
  nonisolated static let variants = [correct, silent]

  let hub: Hub

  required init(repository: any TodoRepository, environment: AppEnvironment) {
    hub = Hub(repository: repository, isSilent: Self.isSilent)
    environment.insert(hub)
  }

  /// Whether the hub tells no one: the broken variant's one difference.
  class var isSilent: Bool { false }

  func makeListScreen(context: ScreenContext) -> any ListScreen {
    HubListScreen(hub: context.environment.require(Hub.self))
  }

  func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen {
    HubDetailScreen(todoID: todoID, hub: context.environment.require(Hub.self), context: context)
  }

  nonisolated func remoteChangeDidArrive(_ change: TodoChange) {
    DispatchQueue.main.async {
      MainActor.assumeIsolated { self.hub.broadcast(change) }
    }
  }
}

/// The broken variant: a hub that tells no one.
final class SilentTestChapter: TestChapter {
  override class var isSilent: Bool { true }
}

@MainActor
final class Hub {
  let repository: any TodoRepository
  let isSilent: Bool
  private var listeners: [(owner: Weak, handler: (TodoChange) -> Void)] = []

  struct Weak {
    weak var object: AnyObject?
  }

  init(repository: any TodoRepository, isSilent: Bool) {
    self.repository = repository
    self.isSilent = isSilent
  }

  /// Listeners whose owner is still alive.
  var listenerCount: Int { listeners.filter { $0.owner.object != nil }.count }

  func listen(_ owner: AnyObject, _ handler: @escaping (TodoChange) -> Void) {
    listeners.append((Weak(object: owner), handler))
  }

  func broadcast(_ change: TodoChange) {
    listeners.removeAll { $0.owner.object == nil }
    guard !isSilent else { return }
    for listener in listeners where listener.owner.object != nil { listener.handler(change) }
  }
}

@MainActor
final class HubListScreen: ListScreen, TableViewDataSource {
  let tableView = TableView()
  private let hub: Hub
  private var todos: [Todo]

  init(hub: Hub) {
    self.hub = hub
    todos = hub.repository.allTodos()
    tableView.dataSource = self
    tableView.reloadData()
    hub.listen(self) { [weak self] change in self?.apply(change) }
  }

  private func apply(_ change: TodoChange) {
    switch change {
    case .added(let todo):
      todos.insert(todo, at: 0)
      tableView.insertRows([0])
    case .updated(let todo):
      // What the data source says now: two deliveries written from two threads may arrive in the
      // other order, and the value a late one carries is no longer true.
      guard let row = todos.firstIndex(where: { $0.id == todo.id }),
        let now = hub.repository.todo(withID: todo.id)
      else { return }
      todos[row] = now
      tableView.reconfigureRows([row])
    case .deleted(let id):
      guard let row = todos.firstIndex(where: { $0.id == id }) else { return }
      todos.remove(at: row)
      tableView.deleteRows([row])
    }
  }

  func addTodo(title: String) {
    hub.broadcast(.added(hub.repository.add(title: title)))
  }

  func removeTodo(id: TodoID) {
    hub.repository.delete(id: id)
    hub.broadcast(.deleted(id))
  }

  func numberOfRows(in tableView: TableView) -> Int { todos.count }

  func tableView(_ tableView: TableView, contentForRowAt row: Int) -> Todo { todos[row] }
}

@MainActor
final class HubDetailScreen: DetailScreen {
  let todoID: TodoID
  let detailView = DetailView()
  private let hub: Hub
  private let context: ScreenContext
  private(set) var appearances = 0
  private(set) var disappearances = 0

  init(todoID: TodoID, hub: Hub, context: ScreenContext) {
    self.todoID = todoID
    self.hub = hub
    self.context = context
    if let todo = hub.repository.todo(withID: todoID) { detailView.render(todo) }
    hub.listen(self) { [weak self] change in self?.apply(change) }
  }

  func viewWillAppear() { appearances += 1 }
  func viewDidDisappear() { disappearances += 1 }

  private func apply(_ change: TodoChange) {
    switch change {
    case .updated(let todo) where todo.id == todoID:
      detailView.render(hub.repository.todo(withID: todoID) ?? todo)
    case .deleted(let id) where id == todoID: context.dismiss(self)
    default: break
    }
  }

  func toggleFavorite() {
    if let todo = hub.repository.toggleFavorite(id: todoID) { hub.broadcast(.updated(todo)) }
  }

  func type(_ title: String) {
    detailView.type(title)
  }

  func submitTitle() {
    guard let title = detailView.confirmTyping(),
      let todo = hub.repository.rename(id: todoID, to: title)
    else { return }
    hub.broadcast(.updated(todo))
  }

  func deleteTodo() {
    hub.repository.delete(id: todoID)
    hub.broadcast(.deleted(todoID))
  }
}
