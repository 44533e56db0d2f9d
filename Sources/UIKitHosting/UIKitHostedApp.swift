import ChapterKit
import HeadlessUIKit
import TodoModel

// A UIKit-shaped app run by the host, from outside, as a UI test drives an app: its delegate
// launches it, its scene delegate makes each window, and a person's actions go to the controls
// and rows a person would touch. The host sees each window through the screens it drives every
// chapter with: the window's list is the list screen, each screen pushed on it a detail screen.

/// A UIKit app running in the host: its delegate, and a window for each scene.
@MainActor
public final class UIKitHostedApp {
  /// The running app.
  public let application: UIApplication
  /// The app's delegate: what a lesson's `@main` type is on a device.
  public let delegate: any UIApplicationDelegate
  private let makeSceneDelegate: () -> any UIWindowSceneDelegate
  private var navigations: [Int: WeakNavigation] = [:]

  /// Launches an app with `delegate`; `makeSceneDelegate` makes each scene's delegate, as UIKit
  /// makes one of the class the scene configuration names.
  public init(
    delegate: any UIApplicationDelegate,
    sceneDelegate makeSceneDelegate: @escaping () -> any UIWindowSceneDelegate
  ) {
    self.delegate = delegate
    self.makeSceneDelegate = makeSceneDelegate
    application = UIApplication(delegate: delegate)
  }

  /// Connects the scene of a new window and returns its list; `list`, when given, takes the
  /// place of the list the scene delegate made (a variant's list).
  public func openWindow(context: ScreenContext, list: UIViewController? = nil) -> UIKitListScreen {
    application.becomeShared()
    let session = UISceneSession(persistentIdentifier: "scene-\(context.sceneNumber)")
    let scene = UIWindowScene(session: session)
    let options = UIScene.ConnectionOptions()
    _ = delegate.application(application, configurationForConnecting: session, options: options)
    let sceneDelegate = makeSceneDelegate()
    sceneDelegate.scene(scene, willConnectTo: session, options: options)
    guard let window = scene.windows.first(where: \.isKeyWindow),
      let navigation = window.rootViewController as? UINavigationController
    else {
      fatalError(
        "The scene delegate showed no navigation controller: in scene(_:willConnectTo:options:), "
          + "make a UIWindow(windowScene:), set its rootViewController to a "
          + "UINavigationController, and call makeKeyAndVisible()")
    }
    if let list { navigation.setViewControllers([list], animated: false) }
    navigations[context.sceneNumber] = WeakNavigation(controller: navigation)
    return UIKitListScreen(
      app: self, scene: scene, sceneDelegate: sceneDelegate, window: window,
      navigation: navigation)
  }

  /// Opens the detail of `id` in the scene of `context` and returns its screen.
  ///
  /// The person taps the row that shows `id`; when the list shows no such row, or the tap opens
  /// nothing, the screen `deepLink` makes is pushed, as an app opens a link to a todo. A
  /// `replacement` takes the place of the screen the tap pushed: a variant's detail in the
  /// lesson's app.
  public func showDetail(
    _ id: TodoID, context: ScreenContext, replacement: UIViewController? = nil,
    deepLink: () -> UIViewController
  ) -> UIKitDetailScreen {
    application.becomeShared()
    guard let navigation = navigations[context.sceneNumber]?.controller else {
      fatalError("scene \(context.sceneNumber) has no window")
    }
    let depth = navigation.viewControllers.count
    if let table = navigation.viewControllers.first?.firstTableView,
      let row = table.rows.row(showing: id)
    {
      table.delegate?.tableView(table, didSelectRowAt: IndexPath(row: row, section: 0))
    }
    if navigation.viewControllers.count == depth {
      navigation.pushViewController(deepLink(), animated: true)
    } else if let replacement {
      navigation.setViewControllers(
        Array(navigation.viewControllers.prefix(depth)) + [replacement], animated: false)
    }
    guard let controller = navigation.topViewController else {
      fatalError("the navigation controller of scene \(context.sceneNumber) is empty")
    }
    return UIKitDetailScreen(
      todoID: id, app: self, controller: controller, navigation: navigation, context: context)
  }
}

extension UIViewController {
  /// The first table in the screen's view, as a UI test's query finds it.
  var firstTableView: UITableView? {
    view.viewTree.lazy.compactMap { $0 as? UITableView }.first
  }
}

/// A scene's navigation controller, held weakly: the scene owns it.
private struct WeakNavigation {
  weak var controller: UINavigationController?
}
