import Observation
import TodoModel
import TodoUIKit
import UIKit

// `uikit-tracking`: the same controller, in a UIKit app whose screens track what they read.
//
// In sync. Each cell is rendered inside `withObservationTracking` and registers again after
// every change, because a registration fires once. It is what SwiftUI does for the chapter's
// views, and what UIKit does by itself from iOS 26 for `@Observable` objects read in
// `updateProperties()` or `layoutSubviews()`; before that, this is the code to write.

/// The UIKit app: it owns the one controller, as ``TodoApp`` keeps it in `@State`.
final class TrackingAppDelegate: UIResponder, UIApplicationDelegate {
  let controller: TodoController

  /// The app UIKit launches: the sample todos, in memory.
  override convenience init() {
    self.init(repository: InMemoryTodoRepository())
  }

  /// An app whose todos are in `repository`.
  init(repository: any TodoRepository) {
    controller = TodoController(repository: repository)
    super.init()
  }

  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(
      name: nil, sessionRole: connectingSceneSession.role)
    configuration.delegateClass = TrackingSceneDelegate.self
    return configuration
  }
}

/// Each window: a navigation controller with a tracking list at its root.
final class TrackingSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene,
      let app = UIApplication.shared.delegate as? TrackingAppDelegate
    else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(
      rootViewController: TrackingListViewController(controller: app.controller))
    window.makeKeyAndVisible()
    self.window = window
  }
}

/// A UIKit list over the controller: it renders the items and observes exactly what each cell
/// read.
///
/// Every cell is rendered inside `withObservationTracking`, so the cell of a todo is told when
/// that todo's title or star changes, and no other cell is. The array of items is observed
/// separately, for adds and deletes. This is what a SwiftUI `List` does for rows that read
/// `@Observable` objects, written out by hand.
class TrackingListViewController: UITableViewController {
  let controller: TodoController
  /// What the table shows, top to bottom: the controller's items as of the last change.
  private var rows: [TodoItem] = []
  /// The row of each id, so a change to one todo finds its cell in O(1).
  private(set) var rowByID: [TodoID: Int] = [:]
  /// The ids whose cell has a live tracking registration.
  private(set) var trackedIDs: Set<TodoID> = []

  init(controller: TodoController) {
    self.controller = controller
    super.init(style: .plain)
    rows = observeItems()
    indexRows()
  }

  required init?(coder: NSCoder) {
    fatalError("TrackingListViewController is made in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Todos"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "todo")
    // The list asks the controller, and learns of its own add like every other list does.
    tableView.tableHeaderView = NewTodoField { [controller] title in controller.add(title: title) }
  }

  // MARK: - Observing

  /// Reads the controller's items and asks to be told when the array changes.
  ///
  /// `onChange` runs *before* the change is stored (it is a `willSet`), so the list hops to the
  /// main actor and reads the new items there. A registration fires once; reading again renews it.
  private func observeItems() -> [TodoItem] {
    withObservationTracking {
      controller.items
    } onChange: { [weak self] in
      Task { @MainActor [weak self] in self?.itemsDidChange() }
    }
  }

  /// Turns an add or a delete into table updates: one inserted cell, or one removed cell.
  ///
  /// Observation says *that* the array changed, not *how*, so the list compares ids, as a
  /// SwiftUI `ForEach` does. The controller never reorders, so surviving rows keep their order.
  private func itemsDidChange() {
    let newItems = observeItems()
    let newIDs = Set(newItems.lazy.map(\.id))
    let deletedRows = rows.indices.filter { !newIDs.contains(rows[$0].id) }
    let insertedRows = newItems.indices.filter { rowByID[newItems[$0].id] == nil }
    for row in deletedRows { trackedIDs.remove(rows[row].id) }
    rows = newItems
    indexRows()
    guard isViewLoaded else { return }
    tableView.performBatchUpdates {
      self.tableView.deleteRows(
        at: deletedRows.map { IndexPath(row: $0, section: 0) }, with: .automatic)
      self.tableView.insertRows(
        at: insertedRows.map { IndexPath(row: $0, section: 0) }, with: .automatic)
    }
  }

  /// Renders again the one cell whose todo changed.
  func itemDidChange(_ id: TodoID) {
    // The registration that called us is used up: `withObservationTracking` fires once. Forgetting
    // it lets the render below register again.
    trackedIDs.remove(id)
    guard let row = rowByID[id], isViewLoaded else { return }
    tableView.reconfigureRows(at: [IndexPath(row: row, section: 0)])
  }

  private func indexRows() {
    rowByID = Dictionary(uniqueKeysWithValues: rows.enumerated().map { ($1.id, $0) })
  }

  // MARK: - Actions of the list itself

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    controller.delete(id: rows[indexPath.row].id)
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let detail = TrackingDetailViewController(
      todoID: rows[indexPath.row].id, controller: controller)
    navigationController?.pushViewController(detail, animated: true)
  }

  // MARK: - UITableViewDataSource

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  /// Renders a cell, tracking what it reads.
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "todo", for: indexPath)
    let item = rows[indexPath.row]
    let id = item.id
    // A cell that is still tracked (a scroll renders it again) is read plainly: a second
    // registration would render it twice for one change.
    guard trackedIDs.insert(id).inserted else {
      cell.show(item.todo)
      return cell
    }
    let todo = withObservationTracking {
      item.todo
    } onChange: { [weak self] in
      Task { @MainActor [weak self] in self?.itemDidChange(id) }
    }
    cell.show(todo)
    return cell
  }
}

/// A UIKit detail over the controller: given an id, it reads its todo from the controller and
/// writes through it.
///
/// It holds no copy of the todo. What it shows is whatever the controller says, tracked, so an
/// edit from any scene or from the server shows here too, and a delete anywhere pops it.
final class TrackingDetailViewController: UIViewController {
  let todoID: TodoID
  let controller: TodoController
  private lazy var form = TodoForm(
    rename: { [weak self] title in self?.rename(to: title) },
    toggleFavorite: { [weak self] in self?.toggleFavorite() },
    delete: { [weak self] in self?.deleteTodo() })

  init(todoID: TodoID, controller: TodoController) {
    self.todoID = todoID
    self.controller = controller
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("TrackingDetailViewController is made in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    form.place(in: view)
    showTodo()
  }

  /// Shows the todo and asks to be told when it changes or disappears.
  ///
  /// Reading `item(withID:)` tracks the controller's dictionary (adds and deletes); reading
  /// `todo` tracks this item's title and star. One registration covers both.
  private func showTodo() {
    let todo = withObservationTracking {
      controller.item(withID: todoID)?.todo
    } onChange: { [weak self] in
      Task { @MainActor [weak self] in self?.showTodo() }
    }
    guard let todo else {
      // Deleted here, in another scene, or on the server.
      navigationController?.popViewController(animated: true)
      return
    }
    form.show(todo)
  }

  // MARK: - Actions: through the controller, which the render then follows

  private func toggleFavorite() {
    guard let item = controller.item(withID: todoID) else { return }
    controller.setFavorite(!item.isFavorite, of: item)
  }

  private func rename(to title: String) {
    guard let item = controller.item(withID: todoID) else { return }
    controller.rename(item, to: title)
  }

  private func deleteTodo() {
    controller.delete(id: todoID)
  }
}
