// The app, its scenes and their windows. On a device UIKit makes the app's delegate from
// `@main` and each scene's delegate from the scene configuration; here the host that runs the
// app makes both, and connects a scene for each window the person opens.

/// The running app, as `UIApplication` (iOS 2).
@MainActor
public final class UIApplication: UIResponder {
  /// The app's delegate, which owns what the whole app shares.
  public private(set) weak var delegate: (any UIApplicationDelegate)?

  /// The app the host is running now.
  ///
  /// On a device there is one app per process. Here one process can run several (the tests
  /// compare chapters side by side), so the host that acts on an app makes it the shared one
  /// first; code that reads it while the host is not acting on its app (a closure on the main
  /// queue) may find another app.
  public static var shared: UIApplication {
    guard let current else {
      fatalError("UIApplication.shared was read before any app was launched")
    }
    return current
  }

  nonisolated(unsafe) private static weak var current: UIApplication?

  /// An app with `delegate`, which the app keeps as UIKit keeps its delegate: for as long as it
  /// runs.
  package init(delegate: any UIApplicationDelegate) {
    self.delegate = delegate
    super.init()
  }

  /// Makes this app the one ``shared`` returns.
  package func becomeShared() {
    Self.current = self
  }
}

/// What the app does when it launches and when it connects a scene, as
/// `UIApplicationDelegate` (iOS 2).
@MainActor
public protocol UIApplicationDelegate: AnyObject {
  /// The configuration a new scene is made with (iOS 13): its scene delegate's class.
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
}

extension UIApplicationDelegate {
  /// A delegate that does not implement it takes the configuration of the app's Info.plist.
  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
  }
}

/// One instance of the app's interface, as `UIScene` (iOS 13).
@MainActor
open class UIScene: UIResponder {
  /// What the scene was opened with (a URL, an activity); nothing here.
  public final class ConnectionOptions {
    package init() {}
  }

  /// The session the scene belongs to.
  public let session: UISceneSession

  package init(session: UISceneSession) {
    self.session = session
    super.init()
  }
}

/// A scene that shows windows, as `UIWindowScene` (iOS 13).
@MainActor
public final class UIWindowScene: UIScene {
  /// The scene's windows, in the order they were made.
  public private(set) var windows: [UIWindow] = []

  /// A window scene of `session`.
  package override init(session: UISceneSession) {
    super.init(session: session)
  }

  func add(_ window: UIWindow) {
    windows.append(window)
  }
}

/// What persists of a scene between its connections, as `UISceneSession` (iOS 13).
@MainActor
public final class UISceneSession {
  /// What kind of scene it is.
  public struct Role: Hashable, Sendable {
    /// The scene's raw name.
    public let rawValue: String
    /// The main, interactive window of an app on the device's screen.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }

  /// The session's role.
  public let role: Role
  /// A name unique to the session, which the host numbers.
  public let persistentIdentifier: String

  package init(role: Role = .windowApplication, persistentIdentifier: String) {
    self.role = role
    self.persistentIdentifier = persistentIdentifier
  }
}

/// The class of a new scene's delegate, and its name, as `UISceneConfiguration` (iOS 13).
@MainActor
public final class UISceneConfiguration {
  /// The configuration's name in the Info.plist, or `nil`.
  public let name: String?
  /// The role of the scenes it configures.
  public let role: UISceneSession.Role
  /// The class UIKit makes the scene's delegate of.
  public var delegateClass: AnyClass?

  /// A configuration named `name` for scenes of `sessionRole`.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    self.role = sessionRole
  }
}

/// What a scene does as it connects and disconnects, as `UISceneDelegate` (iOS 13).
@MainActor
public protocol UISceneDelegate: AnyObject {
  /// The scene is connecting: make its window and its first screen.
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  /// The scene was closed, or let go by the system: release what only it used.
  func sceneDidDisconnect(_ scene: UIScene)
}

extension UISceneDelegate {
  /// Nothing to make.
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
  /// Nothing to release.
  public func sceneDidDisconnect(_ scene: UIScene) {}
}

/// The delegate of a scene that shows windows, as `UIWindowSceneDelegate` (iOS 13).
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's main window.
  var window: UIWindow? { get set }
}

/// A window: the root of a scene's views, as `UIWindow` (iOS 2).
@MainActor
open class UIWindow: UIView {
  /// The scene the window is in.
  public private(set) weak var windowScene: UIWindowScene?
  /// The screen the window shows.
  public var rootViewController: UIViewController?
  /// Whether the window is the key window and on screen.
  public private(set) var isKeyWindow = false

  /// A window in `windowScene` (iOS 13).
  public init(windowScene: UIWindowScene) {
    self.windowScene = windowScene
    super.init(frame: .zero)
    windowScene.add(self)
  }

  /// Shows the window and makes it key: its root screen comes on screen.
  public func makeKeyAndVisible() {
    isKeyWindow = true
    rootViewController?.appear()
  }

  /// Takes the window off screen, with its screens: what closing its scene does.
  package func close() {
    isKeyWindow = false
    rootViewController?.disappear()
  }
}
