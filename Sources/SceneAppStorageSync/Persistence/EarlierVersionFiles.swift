import Foundation

/// The files in which an earlier version of this chapter kept its todos, before it used SQLite.
///
/// That version wrote `todos.snapshot` (the whole list) and `changes.log` (the edits since) in
/// the same folder. This version does not read them: a person's todos from then are not in the
/// database. They are never deleted either; every launch that finds them says where they are,
/// until the person moves them away.
enum EarlierVersionFiles {
  /// The names the earlier version gave its files.
  static let names = ["todos.snapshot", "changes.log"]

  /// A warning naming the earlier version's files in `folder`, or `nil` when there are none.
  static func warning(in folder: URL) -> String? {
    let found = names.filter { name in
      // Attributes are read without following a link: a link of that name counts too, even one
      // that leads nowhere.
      let path = folder.appendingPathComponent(name).path
      return (try? FileManager.default.attributesOfItem(atPath: path)) != nil
    }
    guard !found.isEmpty else { return nil }
    return "warning: \(folder.path) still holds \(found.joined(separator: " and ")), where an "
      + "earlier version of this app kept its todos; this one keeps them in "
      + "\(SQLiteTodoStore.fileName) and does not read \(found.count == 1 ? "it" : "them"). "
      + "Nothing was deleted: move \(found.count == 1 ? "it" : "them") away to stop this line"
  }
}
