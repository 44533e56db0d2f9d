import Foundation

// View controllers and the navigation stack, with the lifecycle UIKit calls them through. The
// stand-in has no animation: a push or a pop is over when the call returns, so `viewDidAppear`
// follows `viewWillAppear` at once.

/// A screen of the app and its view, as `UIViewController` (iOS 2).
@MainActor
open class UIViewController: UIResponder {
  /// The title the navigation bar shows.
  public var title: String?
  /// The navigation controller whose stack holds this screen, or `nil`.
  public internal(set) weak var navigationController: UINavigationController?
  private var loadedView: UIView?
  /// Where the screen is in its trip on and off screen.
  private var appearance = Appearance.disappeared

  /// A screen made in code: no nib is loaded here.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// A screen made in code.
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// A screen from a storyboard; never made, as there are no storyboards here.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The screen's view, loaded (``loadView()``, then ``viewDidLoad()``) the first time it is
  /// asked for.
  public var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set { loadedView = newValue }
  }

  /// Whether the view has been loaded.
  public var isViewLoaded: Bool {
    loadedView != nil
  }

  /// Loads the view now if it has not been loaded.
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = UIView() }
    viewDidLoad()
  }

  /// Makes the screen's view; the default is an empty view.
  open func loadView() {
    loadedView = UIView()
  }

  /// Called once, after the view is loaded.
  open func viewDidLoad() {}
  /// Called before the screen comes on screen: pushed, or uncovered by a pop.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the screen came on screen.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the screen leaves the screen: covered by a push, or popped.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the screen left the screen.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Tells the screen that it is about to come on screen (`isAppearing`) or leave it (iOS 5).
  ///
  /// A container view controller calls it for its children. It calls ``viewWillAppear(_:)``
  /// or ``viewWillDisappear(_:)``, loading the view first.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    switch (isAppearing, appearance) {
    case (true, .disappeared), (true, .disappearing):
      loadViewIfNeeded()
      appearance = .appearing
      viewWillAppear(animated)
      childrenBeginAppearance(true)
    case (false, .appeared), (false, .appearing):
      appearance = .disappearing
      viewWillDisappear(animated)
      childrenBeginAppearance(false)
    default:
      break
    }
  }

  /// Tells the screen that its appearance transition is over (iOS 5).
  ///
  /// It calls ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)``. A table on a screen that
  /// appeared lays out its rows, the first time only.
  public func endAppearanceTransition() {
    switch appearance {
    case .appearing:
      appearance = .appeared
      for table in view.viewTree.compactMap({ $0 as? UITableView }) { table.layoutIfNeeded() }
      childrenEndAppearance()
      viewDidAppear(false)
    case .disappearing:
      appearance = .disappeared
      childrenEndAppearance()
      viewDidDisappear(false)
    case .appeared, .disappeared:
      break
    }
  }

  /// Brings the screen on screen at once.
  package func appear() {
    beginAppearanceTransition(true, animated: false)
    endAppearanceTransition()
  }

  /// Takes the screen off screen at once.
  package func disappear() {
    beginAppearanceTransition(false, animated: false)
    endAppearanceTransition()
  }

  /// Whether the screen is on screen, or on its way there.
  var isAppeared: Bool {
    appearance == .appearing || appearance == .appeared
  }

  /// What a container does as it begins to appear or disappear: the same for the screen it
  /// shows.
  func childrenBeginAppearance(_ isAppearing: Bool) {}

  /// What a container does as its transition ends: end its shown screen's too.
  func childrenEndAppearance() {}
}

/// Where a screen is in its trip on and off screen.
enum Appearance {
  case disappeared, appearing, appeared, disappearing
}

/// A stack of screens with the first at the bottom, as `UINavigationController` (iOS 2).
@MainActor
open class UINavigationController: UIViewController {
  /// The screens, bottom to top.
  public private(set) var viewControllers: [UIViewController] = [] {
    didSet {
      for observer in stackObservers { observer() }
    }
  }
  private var stackObservers: [@MainActor () -> Void] = []

  /// A stack with `rootViewController` at the bottom.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    adopt(rootViewController)
    viewControllers = [rootViewController]
  }

  /// A navigation controller from a storyboard: never made here.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The screen on top.
  public var topViewController: UIViewController? {
    viewControllers.last
  }

  /// Puts `viewController` on top, covering the screen that was there.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    let covered = topViewController
    adopt(viewController)
    viewControllers.append(viewController)
    guard isAppeared else { return }
    transition(from: covered, to: viewController)
  }

  /// Takes the top screen off the stack, unless it is the root, and returns it.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard viewControllers.count > 1, let popped = viewControllers.popLast() else { return nil }
    if isAppeared { transition(from: popped, to: topViewController) }
    popped.navigationController = nil
    return popped
  }

  /// Pops every screen above the root and returns them, bottom to top.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    var popped: [UIViewController] = []
    while let screen = popViewController(animated: animated) { popped.insert(screen, at: 0) }
    return popped
  }

  /// Replaces the whole stack; the new top comes on screen.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    let oldTop = topViewController
    for screen in self.viewControllers where !viewControllers.contains(where: { $0 === screen }) {
      screen.navigationController = nil
    }
    viewControllers.forEach(adopt)
    self.viewControllers = viewControllers
    guard isAppeared, oldTop !== topViewController else { return }
    transition(from: oldTop, to: topViewController)
  }

  /// The top screen comes and goes with the stack.
  override func childrenBeginAppearance(_ isAppearing: Bool) {
    topViewController?.beginAppearanceTransition(isAppearing, animated: false)
  }

  /// The top screen's transition ends with the stack's.
  override func childrenEndAppearance() {
    topViewController?.endAppearanceTransition()
  }

  /// Covers or uncovers: every "will" before any "did".
  ///
  /// The leaving screen's `viewWillDisappear`, the coming one's `viewWillAppear`, then their
  /// `viewDidDisappear` and `viewDidAppear`. Apple documents each callback, not how two screens'
  /// callbacks interleave.
  private func transition(from leaving: UIViewController?, to coming: UIViewController?) {
    leaving?.beginAppearanceTransition(false, animated: false)
    coming?.beginAppearanceTransition(true, animated: false)
    leaving?.endAppearanceTransition()
    coming?.endAppearanceTransition()
  }

  /// Calls `observer` whenever a screen is pushed or popped, for as long as the controller
  /// lives: how the host learns that a screen closed itself.
  package func observeStack(_ observer: @escaping @MainActor () -> Void) {
    stackObservers.append(observer)
  }

  private func adopt(_ screen: UIViewController) {
    screen.navigationController = self
  }
}
