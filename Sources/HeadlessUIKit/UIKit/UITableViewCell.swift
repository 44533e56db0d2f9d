import Foundation

// A row's cell and what it shows.

/// What a view shows, applied to a cell at once, as `UIContentConfiguration` (iOS 14).
public protocol UIContentConfiguration {}

/// The standard content of a list cell: a text and an image, as `UIListContentConfiguration`
/// (iOS 14).
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
  /// The primary text.
  public var text: String?
  /// A second line under the text.
  public var secondaryText: String?
  /// The image before the text.
  public var image: UIImage?

  /// The content of a plain list cell, with nothing in it yet.
  public static func cell() -> UIListContentConfiguration {
    UIListContentConfiguration()
  }

}

/// One row of a table, as `UITableViewCell` (iOS 2).
@MainActor
open class UITableViewCell: UIView {
  /// The layouts of a cell's built-in labels.
  public enum CellStyle: Sendable {
    /// One label and an optional image.
    case `default`
    /// A label with a smaller one under it.
    case subtitle
  }

  /// What a swipe did to a row, as `UITableViewCell.EditingStyle`.
  public enum EditingStyle: Sendable {
    /// Nothing.
    case none
    /// The person deleted the row.
    case delete
    /// The person inserted a row.
    case insert
  }

  /// The identifier the table reuses the cell by.
  public let reuseIdentifier: String?
  /// What the cell shows (iOS 14).
  open var contentConfiguration: (any UIContentConfiguration)?

  /// A cell of `style`, reused by `reuseIdentifier`.
  ///
  /// Required here, where UIKit's is not: the table makes a registered class's cells through it,
  /// as UIKit does, and Swift can call only a required initializer on a class it was handed.
  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }

  /// The content of a plain list cell, to fill in and assign to ``contentConfiguration``.
  public func defaultContentConfiguration() -> UIListContentConfiguration {
    .cell()
  }

  /// What the cell shows, as the host's table keeps it: the cell's text, its image's symbol,
  /// and its accessibility identifier, by which a UI test finds the row.
  package var shownContent: CellContent {
    let content = contentConfiguration as? UIListContentConfiguration
    return CellContent(
      identifier: accessibilityIdentifier ?? "", text: content?.text ?? "",
      imageName: content?.image?.symbolName)
  }
}
