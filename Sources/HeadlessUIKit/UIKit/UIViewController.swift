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
  /// Whether the screen's view is on screen now: between its appearing and its disappearing.
  package private(set) var isAppeared = false

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

  /// Brings the screen on screen: what UIKit does for the screen a push or a pop reveals.
  package func appear() {
    guard !isAppeared else { return }
    loadViewIfNeeded()
    viewWillAppear(false)
    isAppeared = true
    didBecomeVisible()
    viewDidAppear(false)
  }

  /// Takes the screen off screen.
  package func disappear() {
    guard isAppeared else { return }
    viewWillDisappear(false)
    isAppeared = false
    didBecomeHidden()
    viewDidDisappear(false)
  }

  /// What a screen does as it comes on screen: a table lays out its rows the first time it is
  /// seen, and a container shows its own top screen.
  func didBecomeVisible() {
    for table in view.viewTree.compactMap({ $0 as? UITableView }) {
      table.layoutIfNeeded()
    }
  }

  /// What a container does when it leaves the screen: take its screens with it.
  func didBecomeHidden() {}
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
    covered?.disappear()
    viewController.appear()
  }

  /// Takes the top screen off the stack, unless it is the root, and returns it.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard viewControllers.count > 1, let popped = viewControllers.popLast() else { return nil }
    if isAppeared {
      popped.disappear()
      topViewController?.appear()
    }
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
    oldTop?.disappear()
    topViewController?.appear()
  }

  /// A navigation controller on screen shows its top screen.
  override func didBecomeVisible() {
    topViewController?.appear()
  }

  /// Leaving the screen, the stack takes its top screen with it.
  override func didBecomeHidden() {
    topViewController?.disappear()
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
