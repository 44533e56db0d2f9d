/// One item of the list: the value every screen shows and every mechanism carries.
///
/// It is a value type on purpose. A screen that holds a `Todo` holds a *copy*, and keeping
/// copies in sync is the whole subject of this project.
public struct Todo: Identifiable, Hashable, Codable, Sendable {
  /// Who the todo is; stays the same when the title or the favorite flag changes.
  public let id: TodoID
  /// What the list row and the detail screen show.
  public var title: String
  /// Whether the star is filled.
  public var isFavorite: Bool

  /// Creates a todo; new todos start without a star.
  public init(id: TodoID, title: String, isFavorite: Bool = false) {
    self.id = id
    self.title = title
    self.isFavorite = isFavorite
  }
}
