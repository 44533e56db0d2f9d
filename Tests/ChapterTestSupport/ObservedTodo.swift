import Observation
import TodoModel

/// A todo as an `@Observable` object, as a SwiftUI-shaped test app keeps its rows: each view
/// that reads a property runs again when that property changes.
@Observable
@MainActor
public final class ObservedTodo: Identifiable {
  /// The todo's id, which never changes.
  public let id: TodoID
  /// The title a row shows.
  public var title: String
  /// Whether a row shows a star.
  public var isFavorite: Bool

  /// An object that holds `todo`'s values.
  public init(_ todo: Todo) {
    id = todo.id
    title = todo.title
    isFavorite = todo.isFavorite
  }
}
