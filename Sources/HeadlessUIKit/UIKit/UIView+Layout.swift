import Foundation

// Auto Layout, as far as a lesson's screens use it. Nothing is laid out here: a screen's
// constraints are kept, so a lesson that sets them is the same file on a device and here, and
// what the host reads (the controls and what they show) does not depend on where they stand.

/// A rule between two views' edges, as `NSLayoutConstraint` (iOS 6).
@MainActor
public final class NSLayoutConstraint {
  /// A stack's direction, as `NSLayoutConstraint.Axis`.
  public enum Axis: Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
  }

  /// Whether the rule takes part in layout.
  public var isActive = false

  init() {}

  /// Turns on every constraint in `constraints` (iOS 8).
  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }
}

/// An edge or centre line of a view, from which constraints are made, as `NSLayoutAnchor`
/// (iOS 9).
///
/// `AnchorType` keeps horizontal and vertical edges apart, as in UIKit.
@MainActor
public class NSLayoutAnchor<AnchorType: AnyObject> {
  init() {}

  /// A constraint that puts this edge `constant` points past `anchor`.
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint()
  }
}

/// A leading, trailing or centre-x edge, as `NSLayoutXAxisAnchor` (iOS 10).
@MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A top, bottom or centre-y edge, as `NSLayoutYAxisAnchor` (iOS 10).
@MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A rectangle constraints can refer to that is not a view, as `UILayoutGuide` (iOS 9).
@MainActor
public final class UILayoutGuide {
  /// The guide's top edge.
  public let topAnchor = NSLayoutYAxisAnchor()
  /// The guide's bottom edge.
  public let bottomAnchor = NSLayoutYAxisAnchor()
  /// The guide's leading edge.
  public let leadingAnchor = NSLayoutXAxisAnchor()
  /// The guide's trailing edge.
  public let trailingAnchor = NSLayoutXAxisAnchor()

  init() {}
}

extension UIView {
  /// Whether UIKit makes constraints from the view's frame; a view placed by constraints of
  /// its own turns it off.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { layout.translatesFrame }
    set { layout.translatesFrame = newValue }
  }

  /// The view's top edge.
  public var topAnchor: NSLayoutYAxisAnchor { layout.guide.topAnchor }
  /// The view's bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { layout.guide.bottomAnchor }
  /// The view's leading edge.
  public var leadingAnchor: NSLayoutXAxisAnchor { layout.guide.leadingAnchor }
  /// The view's trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { layout.guide.trailingAnchor }
  /// The part of the view no bar or rounded corner covers (iOS 11).
  public var safeAreaLayoutGuide: UILayoutGuide { layout.safeArea }
  /// The view's edges inset by its margins (iOS 9).
  public var layoutMarginsGuide: UILayoutGuide { layout.margins }
}

/// A view's edges and guides, made when first asked for.
@MainActor
final class ViewLayout {
  var translatesFrame = true
  let guide = UILayoutGuide()
  let safeArea = UILayoutGuide()
  let margins = UILayoutGuide()
}
