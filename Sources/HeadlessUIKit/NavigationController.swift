import TodoModel

/// One scene's stack of screens: the list at the root, details pushed by id above it, as a
/// `UINavigationController` holds them (the name keeps it apart from SwiftUI's
/// `NavigationStack`).
///
/// The stack owns its screens. A popped screen is released unless something else keeps it, which
/// is how the tests find retain cycles and observers that were never removed.
@MainActor
public final class NavigationController {
  /// The list, always at the bottom.
  public let root: any ListScreen
  /// The details above the list, bottom to top.
  public private(set) var details: [any DetailScreen] = []

  /// A stack with `root` at the bottom.
  public init(root: any ListScreen) {
    self.root = root
  }

  /// The screen the person sees.
  public var top: any Screen {
    details.last ?? root
  }

  /// The detail on top, or `nil` when the list is on top.
  public var detailOnTop: (any DetailScreen)? {
    details.last
  }

  /// Shows `detail` on top of the current screen.
  public func push(_ detail: any DetailScreen) {
    let covered = top
    details.append(detail)
    detail.viewWillAppear()
    covered.viewDidDisappear()
  }

  /// Closes the top detail, if there is one.
  public func pop() {
    guard let popped = details.popLast() else { return }
    top.viewWillAppear()
    popped.viewDidDisappear()
  }

  /// Closes every detail.
  public func popToRoot() {
    while !details.isEmpty { pop() }
  }

  /// Closes `detail` and everything above it; does nothing if it is not in this stack.
  public func remove(_ detail: any DetailScreen) {
    guard let index = details.firstIndex(where: { $0 === detail }) else { return }
    while details.count > index { pop() }
  }

  /// Lets every screen know that the scene is going away.
  public func close() {
    popToRoot()
    root.viewDidDisappear()
  }
}
