import Foundation

// UIKit's views, as far as a lesson's screens build with them: a tree of views the host searches
// the way a UI test queries an app, by what a person reads (a placeholder, a label).

/// An object that takes part in the app's events: the base of views, view controllers and the
/// app's delegates, as `UIResponder` is in UIKit (iOS 2).
@MainActor
open class UIResponder {
  /// Creates a responder.
  public init() {}
}

/// A rectangle of the screen and what it shows, as `UIView` (iOS 2): here only its subviews and
/// the accessibility properties a UI test finds it by.
@MainActor
open class UIView: UIResponder {
  /// The views inside this one, back to front.
  public private(set) var subviews: [UIView] = []
  /// The view this one is inside, or `nil`.
  public private(set) weak var superview: UIView?
  /// A string that identifies the view to UI tests, never shown to the person.
  public var accessibilityIdentifier: String?
  /// What VoiceOver says for the view.
  public var accessibilityLabel: String?
  /// Whether the view is hidden.
  public var isHidden = false
  /// Where the view stands in its superview; nothing is laid out here, so it stays as set.
  public var frame: CGRect
  /// The colour behind the view's content.
  public var backgroundColor: UIColor?
  /// The view's edges and guides, for constraints.
  lazy var layout = ViewLayout()

  /// A view at `frame`.
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// A view with no size yet, which its constraints will give one.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// Adds `view` on top of the subviews, taking it from its old superview.
  public func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// Takes the view out of its superview.
  public func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// The views the person can reach inside this one, as an accessibility query walks them.
  ///
  /// A table adds its header to its subviews.
  var reachableSubviews: [UIView] {
    subviews
  }

  /// This view and every view reachable inside it, depth first.
  package var viewTree: [UIView] {
    [self] + reachableSubviews.filter { !$0.isHidden }.flatMap(\.viewTree)
  }
}

/// Lays out a row or a column of views, as `UIStackView` (iOS 9).
@MainActor
open class UIStackView: UIView {
  /// The views the stack lays out, in order; each is also a subview.
  public private(set) var arrangedSubviews: [UIView] = []
  /// Whether the views stand in a row or a column.
  public var axis: NSLayoutConstraint.Axis = .horizontal

  /// A stack of `views`.
  public init(arrangedSubviews views: [UIView]) {
    super.init(frame: .zero)
    views.forEach(addArrangedSubview)
  }

  /// Adds `view` at the end of the arranged views.
  public func addArrangedSubview(_ view: UIView) {
    arrangedSubviews.append(view)
    addSubview(view)
  }
}

/// A colour, as `UIColor` (iOS 2); here only the system's named colours.
public final class UIColor: Sendable {
  /// The colour's name.
  package let name: String

  private init(name: String) {
    self.name = name
  }

  /// The background of a screen's main view, light or dark with the system's look (iOS 13).
  public static let systemBackground = UIColor(name: "systemBackground")
}

/// An image, as `UIImage` (iOS 2); here only the SF Symbols a lesson names.
public final class UIImage: Sendable, Hashable {
  /// The symbol's name, which UIKit does not expose: the host reads a cell's star by it.
  package let symbolName: String

  /// The SF Symbol named `name` (iOS 13), such as `star.fill`.
  public init?(systemName name: String) {
    guard !name.isEmpty else { return nil }
    symbolName = name
  }

  /// Two images of the same symbol are the same image.
  public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
    lhs.symbolName == rhs.symbolName
  }

  /// Hashes the symbol's name.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(symbolName)
  }
}
