/// Where a vertical stack lines up its views: SwiftUI's `HorizontalAlignment`, a value the
/// stand-in keeps and does not lay out.
public struct HorizontalAlignment: Equatable, Sendable {
  private let name: String

  /// The leading edges of the views.
  public static let leading = HorizontalAlignment(name: "leading")
  /// Their centres.
  public static let center = HorizontalAlignment(name: "center")
  /// Their trailing edges.
  public static let trailing = HorizontalAlignment(name: "trailing")
}

/// Where a horizontal stack lines up its views: SwiftUI's `VerticalAlignment`, a value the
/// stand-in keeps and does not lay out.
public struct VerticalAlignment: Equatable, Sendable {
  private let name: String

  /// The top edges of the views.
  public static let top = VerticalAlignment(name: "top")
  /// Their centres.
  public static let center = VerticalAlignment(name: "center")
  /// Their bottom edges.
  public static let bottom = VerticalAlignment(name: "bottom")
  /// The baselines of their first lines of text.
  public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
  /// The baselines of their last lines of text.
  public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
}
