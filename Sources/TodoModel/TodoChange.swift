/// One change to the data, as every sync mechanism of this project carries it.
///
/// A change carries the whole new value of the todo, not a diff, so a receiver never has to
/// read anything else to apply it.
public enum TodoChange: Hashable, Codable, Sendable {
  /// A new todo was inserted at the top of the list.
  case added(Todo)
  /// An existing todo has a new title or favorite flag; the payload is its new value.
  case updated(Todo)
  /// The todo with this id is gone.
  case deleted(TodoID)

  /// The id of the todo the change is about.
  public var todoID: TodoID {
    switch self {
    case .added(let todo), .updated(let todo): todo.id
    case .deleted(let id): id
    }
  }
}
