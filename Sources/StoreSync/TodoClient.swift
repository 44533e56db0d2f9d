import TodoModel

/// The server, as the reducer's effects reach it: TCA's dependency client, a struct of
/// closures, so a test or a preview can hand the reducer another server.
struct TodoClient: Sendable {
  /// Adds a todo; the server hands out its id.
  var add: @Sendable (String) async -> Todo
  var rename: @Sendable (TodoID, String) async -> Void
  var setFavorite: @Sendable (TodoID, Bool) async -> Void
  var delete: @Sendable (TodoID) async -> Void
  /// The todo as the server holds it now, or `nil` once it is deleted.
  var fetch: @Sendable (TodoID) async -> Todo?
}

extension TodoClient {
  /// The client of `repository`, the data source that stands in for the server.
  static func live(_ repository: any TodoRepository) -> TodoClient {
    TodoClient(
      add: { repository.add(title: $0) },
      rename: { repository.rename(id: $0, to: $1) },
      setFavorite: { id, isFavorite in repository.modify(id: id) { $0.isFavorite = isFavorite } },
      delete: { repository.delete(id: $0) },
      fetch: { repository.todo(withID: $0) })
  }
}
