import HeadlessSwiftUI
import HeadlessUIKit
import TodoModel

/// The list: it reads the todos from its own `AppStorage("todos")` and re-renders only the rows
/// whose todo changed.
@MainActor
final class TodoListScreen: ListScreen, TableViewDataSource {
  let tableView = TableView()
  private let todos: AppStorage<[Todo]>
  private let writer: any TodoRepository
  private let forgetSelection: () -> Void
  /// What the table shows: the stored list as of the last change.
  private var rows: [Todo]
  private var hasAppeared = false

  init(todos: AppStorage<[Todo]>, writer: any TodoRepository, forgetSelection: @escaping () -> Void)
  {
    self.todos = todos
    self.writer = writer
    self.forgetSelection = forgetSelection
    rows = todos.value
    tableView.dataSource = self
    tableView.reloadData()
    todos.didChange = { [weak self] old, new in self?.show(new, replacing: old) }
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

  /// Compares the old and new lists and updates only what differs, in O(n).
  ///
  /// A changed todo is one reconfigured row, an added one an insert, a deleted one a delete.
  private func show(_ new: [Todo], replacing old: [Todo]) {
    let oldRowByID = Dictionary(uniqueKeysWithValues: rows.enumerated().map { ($1.id, $0) })
    let newIDs = Set(new.map(\.id))
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
