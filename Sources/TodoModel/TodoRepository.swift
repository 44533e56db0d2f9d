/// The data source behind the screens: what stands in for a server API or a database.
///
/// Implementations are thread-safe, because changes also arrive from background threads (the
/// `remote …` commands). Lookup and update by id are O(1). The list order is newest first:
/// ``add(title:)`` inserts at the top.
public protocol TodoRepository: AnyObject, Sendable {
  /// All todos, top of the list first.
  func allTodos() -> [Todo]

  /// The todo with this id, or `nil` when there is none.
  func todo(withID id: TodoID) -> Todo?

  /// How many todos there are.
  var count: Int { get }

  /// Inserts a new todo at the top with the next unused id and returns it.
  @discardableResult
  func add(title: String) -> Todo

  /// Changes the todo with this id in one atomic step and returns its new value, or `nil`
  /// when there is no such todo (then nothing changes).
  @discardableResult
  func modify(id: TodoID, _ change: (inout Todo) -> Void) -> Todo?

  /// Removes the todo with this id and returns it, or `nil` when there was none.
  @discardableResult
  func delete(id: TodoID) -> Todo?
}

extension TodoRepository {
  /// Whether a todo with this id exists.
  public func contains(_ id: TodoID) -> Bool {
    todo(withID: id) != nil
  }

  /// Replaces the title of a todo; `nil` when it does not exist.
  @discardableResult
  public func rename(id: TodoID, to title: String) -> Todo? {
    modify(id: id) { $0.title = title }
  }

  /// Flips the favorite flag of a todo atomically; `nil` when it does not exist.
  @discardableResult
  public func toggleFavorite(id: TodoID) -> Todo? {
    modify(id: id) { $0.isFavorite.toggle() }
  }

  /// Stores a new value for an existing todo; `nil` when it does not exist.
  @discardableResult
  public func update(_ todo: Todo) -> Todo? {
    modify(id: todo.id) { $0 = todo }
  }
}
