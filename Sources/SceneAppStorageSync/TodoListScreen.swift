import ChapterKit
import HeadlessSwiftUI
import HeadlessUIKit
import TodoModel

/// The list: it reads the todos from its own `AppStorage("todos")` and the order from its own
/// `AppStorage("sortOrder")`, and re-renders only the rows whose todo changed.
@MainActor
final class TodoListScreen: SortableListScreen, TableViewDataSource {
  let tableView = TableView()
  private let todos: AppStorage<[Todo]>
  private let sortOrder: AppStorage<SortOrder>
  private let writer: any TodoRepository
  private let forgetSelection: () -> Void
  /// What the table shows: the stored list, in the stored order, as of the last change.
  private var rows: [Todo]
  private var hasAppeared = false

  init(
    todos: AppStorage<[Todo]>, sortOrder: AppStorage<SortOrder>, writer: any TodoRepository,
    forgetSelection: @escaping () -> Void
  ) {
    self.todos = todos
    self.sortOrder = sortOrder
    self.writer = writer
    self.forgetSelection = forgetSelection
    rows = sortOrder.value.sorted(todos.value)
    tableView.dataSource = self
    tableView.reloadData()
    // Either key changing, from any scene or process, shows the list again.
    todos.didChange = { [weak self] _, _ in self?.showStoredList() }
    sortOrder.didChange = { [weak self] _, _ in self?.showStoredList() }
  }

  /// Coming back to the list means the detail was closed: the scene no longer shows one.
  func viewWillAppear() {
    if hasAppeared { forgetSelection() }
    hasAppeared = true
  }

  func addTodo(title: String) {
    writer.add(title: title)
  }

  func removeTodo(id: TodoID) {
    writer.delete(id: id)
  }

  /// The person picks an order in the list's sort menu: it is stored, and every list of every
  /// scene, this one included, hears of it.
  func chooseSortOrder(_ order: SortOrder) {
    sortOrder.set(order)
  }

  /// Compares the shown rows with the stored list in the stored order, and updates only what
  /// differs, in O(n).
  ///
  /// A changed todo is one reconfigured row, an added one an insert, a deleted one a delete.
  /// When rows that stay change places (a new order, or a star under favorites-first), the
  /// table is reloaded.
  private func showStoredList() {
    let new = sortOrder.value.sorted(todos.value)
    let oldRowByID = Dictionary(uniqueKeysWithValues: rows.enumerated().map { ($1.id, $0) })
    let newIDs = Set(new.map(\.id))
    let stayingInOldOrder = rows.map(\.id).filter { newIDs.contains($0) }
    let stayingInNewOrder = new.map(\.id).filter { oldRowByID[$0] != nil }
    guard stayingInOldOrder == stayingInNewOrder else {
      rows = new
      tableView.reloadData()
      return
    }
    var updates: [TableUpdate] = rows.indices.filter { !newIDs.contains(rows[$0].id) }
      .map(TableUpdate.delete)
    for (newRow, todo) in new.enumerated() {
      if let oldRow = oldRowByID[todo.id] {
        if rows[oldRow] != todo { updates.append(.reconfigure(oldRow)) }
      } else {
        updates.append(.insert(newRow))
      }
    }
    rows = new
    tableView.performBatchUpdates(updates)
  }

  // MARK: - TableViewDataSource

  func numberOfRows(in tableView: TableView) -> Int {
    rows.count
  }

  func tableView(_ tableView: TableView, contentForRowAt row: Int) -> Todo {
    rows[row]
  }
}
