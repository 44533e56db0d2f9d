// Chapter 9 on every platform: the server as the reducer's effects reach it, and its in-memory
// version. Swift only, so it builds anywhere. Part of the app in TodoApp.swift: add it to the same
// app target.

/// The server, as the reducer's effects reach it: the shape of a TCA dependency client, a struct
/// of closures, so a test or a preview can hand the reducer another server.
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
  /// The client of `server`, the in-memory stand-in for a real one.
  static func inMemory(_ server: InMemoryTodoServer) -> TodoClient {
    TodoClient(
      add: { await server.add(title: $0) },
      rename: { await server.rename(id: $0, to: $1) },
      setFavorite: { id, isFavorite in await server.setFavorite(isFavorite, id: id) },
      delete: { await server.delete(id: $0) },
      fetch: { await server.todo(withID: $0) })
  }
}
