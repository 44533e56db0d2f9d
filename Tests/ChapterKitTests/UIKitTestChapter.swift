import ChapterKit
import Dispatch
import HeadlessUIKit
import ScenarioLanguage
import TodoModel
import UIKitHosting

/// A small correct chapter written as a UIKit app, to test that the host drives one from outside:
/// an app delegate owning one store that tells its observers of every change, a scene delegate,
/// a table view controller and a detail view controller that pops itself when its todo goes.
@MainActor
final class UIKitTestChapter: ChapterApp {
  static let name = "UIKitTestChapter"
  static let title = "UIKit screens over one store that tells its observers"
  static let readMe = "Every screen observes one store."
  nonisolated static let translations: [Language: ChapterTranslation] = [:]
  nonisolated static let variants = [
    ChapterVariant.inSync(
      "observers", "one store that tells its observers", app: UIKitTestChapter.self)
  ]

  let delegate: TestAppDelegate
  let app: UIKitHostedApp

  init(repository: any TodoRepository, environment: AppEnvironment) {
    delegate = TestAppDelegate(store: ObservedStore(repository: repository))
    app = UIKitHostedApp(delegate: delegate) { TestSceneDelegate() }
  }

  func makeListScreen(context: ScreenContext) -> any ListScreen {
    app.openWindow(context: context)
  }

  func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen {
    app.showDetail(todoID, context: context) {
      TestDetailController(id: todoID, store: delegate.store)
    }
  }

  nonisolated func remoteChangeDidArrive(_ change: TodoChange) {
    DispatchQueue.main.async {
      MainActor.assumeIsolated { self.delegate.store.tell(change) }
    }
  }
}

/// The data source, and the screens that want to hear of each change to it.
@MainActor
final class ObservedStore {
  let repository: any TodoRepository
  private var observers: [(owner: Weak, hear: (TodoChange) -> Void)] = []

  init(repository: any TodoRepository) {
    self.repository = repository
  }

  func observe(by owner: AnyObject, _ hear: @escaping (TodoChange) -> Void) {
    observers.append((Weak(object: owner), hear))
  }

  func tell(_ change: TodoChange) {
    observers.removeAll { $0.owner.object == nil }
    for observer in observers { observer.hear(change) }
  }

  func add(_ title: String) {
    tell(.added(repository.add(title: title)))
  }

  func edit(_ id: TodoID, _ change: (inout Todo) -> Void) {
    if let todo = repository.modify(id: id, change) { tell(.updated(todo)) }
  }

  func delete(_ id: TodoID) {
    if repository.delete(id: id) != nil { tell(.deleted(id)) }
  }

  struct Weak {
    weak var object: AnyObject?
  }
}

final class TestAppDelegate: UIResponder, UIApplicationDelegate {
  let store: ObservedStore

  init(store: ObservedStore) {
    self.store = store
    super.init()
  }
}

final class TestSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private(set) var didDisconnect = false

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene,
      let app = UIApplication.shared.delegate as? TestAppDelegate
    else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(
      rootViewController: TestListController(store: app.store))
    window.makeKeyAndVisible()
    self.window = window
  }

  func sceneDidDisconnect(_ scene: UIScene) {
    didDisconnect = true
  }
}

final class TestListController: UITableViewController {
  let store: ObservedStore
  private(set) var todos: [Todo]
  private(set) var appearances: [String] = []
  let newTodoField = UITextField()

  init(store: ObservedStore) {
    self.store = store
    todos = store.repository.allTodos()
    super.init(style: .plain)
    store.observe(by: self) { [weak self] in self?.hear($0) }
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "todo")
    newTodoField.placeholder = "New todo"
    newTodoField.addAction(
      UIAction { [weak self] _ in
        guard let self, let title = self.newTodoField.text else { return }
        self.store.add(title)
      }, for: .editingDidEndOnExit)
    tableView.tableHeaderView = newTodoField
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appearances.append("willAppear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    appearances.append("didDisappear")
  }

  private func hear(_ change: TodoChange) {
    switch change {
    case .added(let todo):
      todos.insert(todo, at: 0)
      tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    case .updated(let todo):
      guard let row = todos.firstIndex(where: { $0.id == todo.id }) else { return }
      todos[row] = todo
      tableView.reconfigureRows(at: [IndexPath(row: row, section: 0)])
    case .deleted(let id):
      guard let row = todos.firstIndex(where: { $0.id == id }) else { return }
      todos.remove(at: row)
      tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
    }
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    todos.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "todo", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = todos[indexPath.row].title
    content.image = todos[indexPath.row].isFavorite ? UIImage(systemName: "star.fill") : nil
    cell.contentConfiguration = content
    cell.accessibilityIdentifier = todos[indexPath.row].id.rawValue
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    navigationController?.pushViewController(
      TestDetailController(id: todos[indexPath.row].id, store: store), animated: true)
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    store.delete(todos[indexPath.row].id)
  }
}

final class TestDetailController: UIViewController {
  let id: TodoID
  let store: ObservedStore
  let titleField = UITextField()
  lazy var star = UIButton(
    primaryAction: UIAction(title: "Favorite") { [weak self] _ in
      guard let self else { return }
      self.store.edit(self.id) { $0.isFavorite.toggle() }
    })
  lazy var deleteButton = UIButton(
    primaryAction: UIAction(title: "Delete") { [weak self] _ in
      guard let self else { return }
      self.store.delete(self.id)
    })

  init(id: TodoID, store: ObservedStore) {
    self.id = id
    self.store = store
    super.init(nibName: nil, bundle: nil)
    store.observe(by: self) { [weak self] in self?.hear($0) }
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    titleField.placeholder = "Title"
    titleField.addAction(
      UIAction { [weak self] _ in
        guard let self, let title = self.titleField.text else { return }
        self.store.edit(self.id) { $0.title = title }
      }, for: .editingDidEndOnExit)
    view.addSubview(UIStackView(arrangedSubviews: [titleField, star, deleteButton]))
    if let todo = store.repository.todo(withID: id) { show(todo) }
  }

  private func show(_ todo: Todo) {
    if !titleField.isEditing { titleField.text = todo.title }
    star.setImage(UIImage(systemName: todo.isFavorite ? "star.fill" : "star"), for: .normal)
  }

  private func hear(_ change: TodoChange) {
    switch change {
    case .updated(let todo) where todo.id == id:
      show(todo)
    case .deleted(let deleted) where deleted == id:
      navigationController?.popViewController(animated: true)
    default:
      break
    }
  }
}
