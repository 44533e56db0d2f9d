import HeadlessUIKit
import Observation
import TodoModel

/// `uikit-tracking`: the same controller, shown by UIKit screens that track what they read.
///
/// In sync. Each cell is rendered inside `withObservationTracking` and registers again after
/// every change, because a registration fires once. It is what SwiftUI does for the chapter's
/// views, and what UIKit does by itself from iOS 26 for `@Observable` objects read in
/// `updateProperties()` or `layoutSubviews()`; before that, this is the code to write.
class UIKitTrackingApp: SharedObjectSyncApp {
  override func makeListScreen(context: ScreenContext) -> any ListScreen {
    TrackingListScreen(controller: controller)
  }

  override func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen {
    TrackingDetailScreen(todoID: todoID, controller: controller, context: context)
  }
}

/// A UIKit list over the same controller: it renders the items and observes exactly what each
/// cell read.
///
/// Every cell is rendered inside `withObservationTracking`, so the cell of a todo is told when
/// that todo's title or star changes, and no other cell is. The array of items is observed
/// separately, for adds and deletes. This is what a SwiftUI `List` does for rows that read
/// `@Observable` objects, written out by hand.
@MainActor
class TrackingListScreen: ListScreen, TableViewDataSource {
  let tableView = TableView()
  let controller: TodoController

  /// What the table shows, top to bottom: the controller's items as of the last change.
  private var rows: [TodoItem] = []
  /// The row of each id, so a change to one todo finds its cell in O(1).
  private(set) var rowByID: [TodoID: Int] = [:]
  /// The ids whose cell has a live tracking registration.
  private(set) var trackedIDs: Set<TodoID> = []

  /// A list over `controller`, the app's one instance.
  init(controller: TodoController) {
    self.controller = controller
    tableView.dataSource = self
    showItems()
  }

  // MARK: - Actions of the list itself

  /// The list asks the controller, and then learns about its own add like every other list does.
  func addTodo(title: String) {
    controller.add(title: title)
  }

  func removeTodo(id: TodoID) {
    controller.delete(id: id)
  }

  // MARK: - Observing

  /// Shows every item of the controller, from scratch.
  private func showItems() {
    rows = observeItems()
    indexRows()
    trackedIDs.removeAll()
    tableView.reloadData()
  }

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
    tableView.performBatchUpdates(
      deletedRows.map(TableUpdate.delete) + insertedRows.map(TableUpdate.insert))
  }

  /// Re-renders the one cell whose todo changed.
  func itemDidChange(_ id: TodoID) {
    // The registration that called us is used up: `withObservationTracking` fires once. Forgetting
    // it lets the render below register again.
    trackedIDs.remove(id)
    guard let row = rowByID[id] else { return }
    tableView.reconfigureRows([row])
  }

  private func indexRows() {
    rowByID = Dictionary(uniqueKeysWithValues: rows.enumerated().map { ($1.id, $0) })
  }

  // MARK: - TableViewDataSource

  func numberOfRows(in tableView: TableView) -> Int {
    rows.count
  }

  /// Renders a cell, tracking what it reads.
  func tableView(_ tableView: TableView, contentForRowAt row: Int) -> Todo {
    let item = rows[row]
    let id = item.id
    // A cell that is still tracked (a scroll renders it again) is read plainly: a second
    // registration would render it twice for one change.
    guard trackedIDs.insert(id).inserted else { return item.todo }
    return withObservationTracking {
      item.todo
    } onChange: { [weak self] in
      Task { @MainActor [weak self] in self?.itemDidChange(id) }
    }
  }
}

/// A UIKit detail over the same controller: given an id, it reads its todo from the controller
/// and writes through it.
///
/// It holds no copy of the todo. What it shows is whatever the controller says, tracked, so an
/// edit from any scene or from the server shows here too, and a delete anywhere closes it.
@MainActor
final class TrackingDetailScreen: DetailScreen {
  let todoID: TodoID
  let detailView = DetailView()
  /// The controller this detail reads and writes: the app's one instance.
  let controller: TodoController
  private let context: ScreenContext

  init(todoID: TodoID, controller: TodoController, context: ScreenContext) {
    self.todoID = todoID
    self.controller = controller
    self.context = context
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
      context.dismiss(self)  // Deleted here, in another scene, or on the server.
      return
    }
    // Another todo's add or delete also wakes us; only a change to ours is worth a render.
    if detailView.content != todo { detailView.render(todo) }
  }

  // MARK: - Actions

  /// Writes through the controller; the render follows from observing it, as it does for an
  /// edit made anywhere else.
  func toggleFavorite() {
    guard let item = controller.item(withID: todoID) else { return }
    controller.setFavorite(!item.isFavorite, of: item)
  }

  func rename(to title: String) {
    guard let item = controller.item(withID: todoID) else { return }
    controller.rename(item, to: title)
  }

  func deleteTodo() {
    controller.delete(id: todoID)
    context.dismiss(self)
  }
}

extension TrackingDetailScreen {
  /// The person types into the title field: the detail shows it, and nothing is saved yet.
  func type(_ title: String) {
    detailView.type(title)
  }

  /// Return in the title field: saves what the person typed.
  func submitTitle() {
    if let title = detailView.confirmTyping() { rename(to: title) }
  }
}
