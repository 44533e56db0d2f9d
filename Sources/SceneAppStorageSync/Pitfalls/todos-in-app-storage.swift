import ChapterKit
import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import TodoModel

/// `todos-in-app-storage`: the whole list of todos in app storage, one key, as
/// `@AppStorage("todos")` holding an array would keep it.
///
/// In sync, at a cost that grows with the list: every edit encodes the whole list and rewrites
/// it, and every screen compares the whole new list with the one it shows. App storage is
/// UserDefaults: made for small values such as settings, not for the model; the WWDC20 session
/// "Data Essentials in SwiftUI" says as much. This was the chapter's first design.
class TodosInAppStorageApp: SceneAppStorageSyncApp {
  override class func makeRepository(fixture: [Todo]) -> any TodoRepository {
    StoredTodoRepository(
      suite: StorageLocation.openSettingsSuite(), fixture: fixture, warn: StorageLocation.warn)
  }

  override class func settingsSuite(for repository: any TodoRepository) -> StorageSuite {
    // One suite object for the todos, the setting and the selections, so each hears the others.
    (repository as? StoredTodoRepository)?.suite ?? super.settingsSuite(for: repository)
  }

  /// The repository, which keeps the todos in app storage.
  var storedRepository: StoredTodoRepository {
    guard let stored = repository as? StoredTodoRepository else {
      fatalError("TodosInAppStorageApp needs the repository its makeRepository(fixture:) makes")
    }
    return stored
  }

  override func makeListScreen(context: ScreenContext) -> any ListScreen {
    let selection = selectionStorage(forScene: context.sceneNumber)
    return AppStorageListScreen(
      todos: todosStorage(forScene: context.sceneNumber),
      sortOrder: AppStorageValue(Self.sortOrderKey, default: .newest, suite: suite),
      writer: writer(forScene: context.sceneNumber),
      forgetSelection: { selection.value = nil })
  }

  override func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen {
    let selection = selectionStorage(forScene: context.sceneNumber)
    return AppStorageDetailScreen(
      todoID: todoID, todos: todosStorage(forScene: context.sceneNumber),
      writer: writer(forScene: context.sceneNumber),
      rememberSelection: { selection.value = $0.rawValue }, context: context)
  }

  /// A server push needs nothing more: it is already in app storage, which announced it.
  nonisolated override func remoteChangeDidArrive(_ change: TodoChange) {}

  /// The todos a scene's screens read: each screen its own `AppStorage("todos")`, all of them
  /// over the app's one suite.
  func todosStorage(forScene sceneNumber: Int) -> AppStorageValue<[Todo]> {
    AppStorageValue(StoredTodoRepository.todosKey, default: [], suite: suite)
  }

  /// Where a scene's screens write: the app's repository, which rewrites the list in app
  /// storage and so reaches every screen of every scene.
  func writer(forScene sceneNumber: Int) -> any TodoRepository {
    repository
  }

  /// The detail a scene showed, as its selection storage remembers it.
  override func detailToRestore(inScene sceneNumber: Int) -> TodoID? {
    selectionStorage(forScene: sceneNumber).value.flatMap { TodoID(parsing: $0) }
  }

  /// Where a scene keeps its open detail: its own scene storage, under the scene's identity.
  func selectionStorage(forScene sceneNumber: Int) -> SceneStorageValue<String> {
    SceneStorageValue(
      Self.selectionKey, scene: .of(sceneNumber: sceneNumber, in: suite), suite: suite)
  }
}

/// The list of this design: it reads the todos from its own `AppStorage("todos")` and the order from its own
/// `AppStorage("sortOrder")`, and re-renders only the rows whose todo changed.
@MainActor
final class AppStorageListScreen: SortableListScreen, TableViewDataSource {
  let tableView = TableView()
  private let todos: AppStorageValue<[Todo]>
  private let sortOrder: AppStorageValue<ListOrder>
  private let writer: any TodoRepository
  private let forgetSelection: () -> Void
  /// What the table shows: the stored list, in the stored order, as of the last change.
  private var rows: [Todo]
  private var hasAppeared = false

  init(
    todos: AppStorageValue<[Todo]>, sortOrder: AppStorageValue<ListOrder>,
    writer: any TodoRepository,
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
  func chooseSortOrder(_ order: ListOrder) {
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

/// The detail of this design: it reads its todo from its own `AppStorage("todos")`, writes through the app's
/// storage, and records itself as its scene's selection so the scene can come back to it.
@MainActor
final class AppStorageDetailScreen: DetailScreen {
  let todoID: TodoID
  let detailView = DetailView()
  private let todos: AppStorageValue<[Todo]>
  private let writer: any TodoRepository
  private let rememberSelection: (TodoID) -> Void
  private let context: ScreenContext

  init(
    todoID: TodoID, todos: AppStorageValue<[Todo]>, writer: any TodoRepository,
    rememberSelection: @escaping (TodoID) -> Void, context: ScreenContext
  ) {
    self.todoID = todoID
    self.todos = todos
    self.writer = writer
    self.rememberSelection = rememberSelection
    self.context = context
    if let todo = todos.value.first(where: { $0.id == todoID }) { detailView.render(todo) }
    todos.didChange = { [weak self] _, new in self?.show(new) }
  }

  func viewWillAppear() {
    rememberSelection(todoID)
  }

  func toggleFavorite() {
    writer.toggleFavorite(id: todoID)
  }

  func rename(to title: String) {
    writer.rename(id: todoID, to: title)
  }

  func deleteTodo() {
    writer.delete(id: todoID)
  }

  private func show(_ todos: [Todo]) {
    guard let todo = todos.first(where: { $0.id == todoID }) else {
      context.dismiss(self)  // Deleted here, in another scene, or on the server.
      return
    }
    if detailView.content != todo { detailView.render(todo) }
  }
}

/// The todos and the id counter, kept in app storage: the source of truth of this chapter.
///
/// Every change rewrites the whole list under one key, as `@AppStorage("todos")` holding an
/// array would: simple, and its cost grows with the list (see the chapter's benchmark).
/// Reads come from a copy in memory, kept in step with every write, so a lookup by id is O(1).
final class StoredTodoRepository: TodoRepository, @unchecked Sendable {
  static let todosKey = "todos"
  static let nextNumberKey = "nextTodoNumber"

  let suite: StorageSuite
  /// What loading had to repair, one line each; they were also written to standard error.
  let loadWarnings: [String]
  // NB: @unchecked Sendable is justified by this lock, which guards the three properties below.
  private let lock = NSRecursiveLock()
  private var todos: [Todo]
  private var indexByID: [TodoID: Int] = [:]
  private var nextNumber: Int

  /// Loads from `suite`; a first launch, or data that cannot be read, starts from `fixture`.
  init(suite: StorageSuite, fixture: [Todo], warn: (String) -> Void) {
    self.suite = suite
    var warnings: [String] = []
    func warning(_ key: String, _ problem: String, _ remedy: String) {
      let line = "warning: the stored '\(key)' in \(suite.name) \(problem); \(remedy)"
      warnings.append(line)
      warn(line)
    }

    var needsWrite = false
    switch suite.read([Todo].self, forKey: Self.todosKey) {
    case .value(let stored):
      // Keep the first of any repeated id rather than throwing the whole list away.
      var seen = Set<TodoID>()
      todos = stored.filter { seen.insert($0.id).inserted }
      if todos.count < stored.count {
        warning(
          Self.todosKey, "repeats \(stored.count - todos.count) id(s)",
          "kept the first todo of each id")
        needsWrite = true
      }
    case .missing:
      todos = fixture
      needsWrite = true
    case .unreadable(let problem):
      warning(Self.todosKey, "cannot be read: \(problem)", "starting again from the sample todos")
      todos = fixture
      needsWrite = true
    }

    let smallestFreeNumber = TodoFixture.nextIDNumber(after: todos)
    switch suite.read(Int.self, forKey: Self.nextNumberKey) {
    case .value(let stored) where stored >= smallestFreeNumber:
      nextNumber = stored
    case .value(let stored):
      warning(
        Self.nextNumberKey, "is \(stored), which would reuse an id",
        "continuing from \(smallestFreeNumber)")
      nextNumber = smallestFreeNumber
      needsWrite = true
    case .missing:
      nextNumber = smallestFreeNumber
      needsWrite = true
    case .unreadable(let problem):
      warning(
        Self.nextNumberKey, "cannot be read: \(problem)", "continuing from \(smallestFreeNumber)")
      nextNumber = smallestFreeNumber
      needsWrite = true
    }
    loadWarnings = warnings
    reindex()
    if needsWrite { save(counterToo: true) }
  }

  // MARK: - TodoRepository

  func allTodos() -> [Todo] {
    lock.withLock { todos }
  }

  func todo(withID id: TodoID) -> Todo? {
    lock.withLock { indexByID[id].map { todos[$0] } }
  }

  var count: Int {
    lock.withLock { todos.count }
  }

  @discardableResult
  func add(title: String) -> Todo {
    lock.withLock {
      let todo = Todo(id: TodoID(number: nextNumber), title: title)
      nextNumber += 1
      todos.insert(todo, at: 0)
      reindex()
      save(counterToo: true)
      return todo
    }
  }

  @discardableResult
  func modify(id: TodoID, _ change: (inout Todo) -> Void) -> Todo? {
    lock.withLock {
      guard let index = indexByID[id] else { return nil }
      change(&todos[index])
      save()
      return todos[index]
    }
  }

  @discardableResult
  func delete(id: TodoID) -> Todo? {
    lock.withLock {
      guard let index = indexByID[id] else { return nil }
      let removed = todos.remove(at: index)
      reindex()
      save()
      return removed
    }
  }

  // MARK: - Private

  /// Writes the whole list, and the counter when it changed; every instance of
  /// `AppStorage("todos")` hears of the list.
  private func save(counterToo: Bool = false) {
    if counterToo { suite.write(nextNumber, forKey: Self.nextNumberKey) }
    suite.write(todos, forKey: Self.todosKey)
  }

  private func reindex() {
    indexByID = Dictionary(uniqueKeysWithValues: todos.enumerated().map { ($1.id, $0) })
  }
}
