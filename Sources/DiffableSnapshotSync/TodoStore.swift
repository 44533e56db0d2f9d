import TodoModel

/// Where the todos live for the screens: reads and writes go through it, and it tells every
/// screen that registered which todo changed.
///
/// The signal is a list of handlers, one per screen, held weakly: the shape of a delegate that
/// many can register with. Apple's diffable recipes sample posts a notification instead; what
/// matters is that the list learns *which* item changed, so it can reconfigure that item and
/// nothing else.
@MainActor
final class TodoStore {
  private let repository: any TodoRepository
  private var handlers: [(owner: Owner, handle: (TodoChange) -> Void)] = []

  private struct Owner {
    weak var object: AnyObject?
  }

  init(repository: any TodoRepository) {
    self.repository = repository
  }

  /// Calls `handle` with every change until `owner` is released.
  func observe(_ owner: AnyObject, handle: @escaping (TodoChange) -> Void) {
    handlers.append((Owner(object: owner), handle))
  }

  /// The screens that registered and are still alive.
  var observers: [AnyObject] {
    handlers.compactMap(\.owner.object)
  }

  // MARK: - Reading

  func todo(withID id: TodoID) -> Todo? {
    repository.todo(withID: id)
  }

  /// Every todo, newest first; O(n).
  func allTodos() -> [Todo] {
    repository.allTodos()
  }

  // MARK: - Writing: save, then tell

  func rename(id: TodoID, to title: String) {
    if let saved = repository.rename(id: id, to: title) { publish(.updated(saved)) }
  }

  func toggleFavorite(id: TodoID) {
    if let saved = repository.toggleFavorite(id: id) { publish(.updated(saved)) }
  }

  func add(title: String) {
    publish(.added(repository.add(title: title)))
  }

  func delete(id: TodoID) {
    if repository.delete(id: id) != nil { publish(.deleted(id)) }
  }

  /// A change the data source already has, such as a server push, brought to the main actor.
  func dataSourceDidChange(_ change: TodoChange) {
    publish(change)
  }

  private func publish(_ change: TodoChange) {
    handlers.removeAll { $0.owner.object == nil }
    for handler in handlers { handler.handle(change) }
  }
}
