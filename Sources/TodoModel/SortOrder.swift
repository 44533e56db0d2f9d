/// The order a list shows its todos in: a setting the person chooses, `sort <order>` in the
/// scenario language.
public enum SortOrder: String, CaseIterable, Hashable, Sendable, Codable {
  /// Newest first: the order of the data source, where new todos go on top. The default.
  case newest
  /// Favorites first, then the rest, each group newest first.
  case favoritesFirst = "favorites-first"

  /// `todos`, given newest first, in this order.
  ///
  /// O(n), and stable within each group.
  public func sorted(_ todos: [Todo]) -> [Todo] {
    switch self {
    case .newest: todos
    case .favoritesFirst: todos.filter(\.isFavorite) + todos.filter { !$0.isFavorite }
    }
  }
}
