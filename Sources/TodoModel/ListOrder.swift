/// The order a list shows its todos in: a setting the person chooses, `sort <order>` in the
/// scenario language. (Not `SortOrder`, which Foundation already names.)
public enum ListOrder: String, CaseIterable, Hashable, Sendable, Codable {
  /// Newest first: the order of the data source, where new todos go on top. The default.
  case newest
  /// Favorites first, then the rest, each group newest first.
  case favoritesFirst = "favorites-first"

  /// `todos`, given newest first, in this order.
  ///
  /// O(n), and stable within each group.
  public func sorted(_ todos: [Todo]) -> [Todo] {
    sorted(todos, isFavorite: \.isFavorite)
  }

  /// `items`, given newest first, in this order, each item's star read by `isFavorite`.
  ///
  /// `newest` reads no star at all, so a view that shows the list newest first does not depend
  /// on any item's star.
  public func sorted<Item>(_ items: [Item], isFavorite: (Item) -> Bool) -> [Item] {
    switch self {
    case .newest: items
    case .favoritesFirst: items.filter(isFavorite) + items.filter { !isFavorite($0) }
    }
  }
}
