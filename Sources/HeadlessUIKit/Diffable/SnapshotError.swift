/// A snapshot edit that names an identifier wrongly.
///
/// On Apple platforms each of these stops the app: `NSDiffableDataSourceSnapshot` raises an
/// Objective-C exception ("Fatal: supplied item identifiers are not unique", "Invalid item
/// identifier specified for reference item", …). Here the edit throws instead, changes nothing,
/// and says what would work, so the tests can show each rule.
public enum SnapshotError: Error, Equatable, CustomStringConvertible {
  /// An item that is already in the snapshot, or appears twice in one call.
  case duplicateItem(String)
  /// A section that is already in the snapshot, or appears twice in one call.
  case duplicateSection(String)
  /// An item the snapshot does not contain.
  case unknownItem(String)
  /// A section the snapshot does not contain.
  case unknownSection(String)
  /// Items appended to a snapshot that has no section yet.
  case noSection
  /// An item moved relative to itself, or a section relative to itself.
  case relativeToItself(String)

  /// The message, with what would work instead.
  public var description: String {
    switch self {
    case .duplicateItem(let item):
      "item \(item) is already in the snapshot; every item identifier must be unique"
    case .duplicateSection(let section):
      "section \(section) is already in the snapshot; every section identifier must be unique"
    case .unknownItem(let item):
      "item \(item) is not in the snapshot; append it first, or name an item that is"
    case .unknownSection(let section):
      "section \(section) is not in the snapshot; append it with appendSections first"
    case .noSection:
      "the snapshot has no section to append items to; call appendSections first"
    case .relativeToItself(let identifier):
      "\(identifier) cannot be moved before or after itself; name another identifier"
    }
  }
}
