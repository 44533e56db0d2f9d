import TodoModel

/// What a cell shows, as UIKit's `UIListContentConfiguration` holds it: a text and an image,
/// named as an SF Symbol is (`UIImage(systemName:)`), with the identifier of the row's item, by
/// which the table's readers find a row.
///
/// A data source gives a cell either this, or a value that says what it looks like in a cell
/// (``CellContentConvertible``): a UIKit-shaped screen hands over its `Todo`; a SwiftUI-shaped
/// `List` reads the content from its row's views.
public struct CellContent: Hashable, Sendable {
  /// The identifier of the item the row shows.
  public var identifier: String
  /// The cell's text.
  public var text: String
  /// The name of the cell's symbol image, or `nil` for none.
  public var imageName: String?

  /// A cell that shows `text` and, if named, the symbol `imageName`, for the item `identifier`.
  public init(identifier: String, text: String, imageName: String? = nil) {
    self.identifier = identifier
    self.text = text
    self.imageName = imageName
  }

  /// The symbol a favourite's cell shows: a filled star.
  public static let favoriteSymbol = "star.fill"
}

/// A value that says what it looks like in a cell.
public protocol CellContentConvertible {
  /// What a cell showing this value shows.
  var cellContent: CellContent { get }
}

extension CellContent: CellContentConvertible {
  /// Itself.
  public var cellContent: CellContent { self }
}

extension Todo: CellContentConvertible {
  /// Its title, and a star for a favourite.
  public var cellContent: CellContent {
    CellContent(
      identifier: id.rawValue, text: title,
      imageName: isFavorite ? CellContent.favoriteSymbol : nil)
  }

  /// The todo a cell shows: its identifier, its text as the title, a star as the favourite flag.
  public init(showing content: CellContent) {
    self.init(
      id: TodoID(content.identifier), title: content.text,
      isFavorite: content.imageName == CellContent.favoriteSymbol)
  }
}
