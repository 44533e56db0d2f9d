import TodoModel

/// One window of the app, with its own navigation stack; scenes share the app's environment.
///
/// It takes UIKit's name, `UIWindowScene`, so that it never meets SwiftUI's `Scene` of the
/// SwiftUI-shaped views in a file that imports both.
@MainActor
public final class WindowScene {
  /// The scene's number, 1 to 3.
  public let number: Int
  /// The scene's screens.
  public let navigation: NavigationController
  /// What the scene's screens are given when they are created.
  public let context: ScreenContext

  /// Opens scene `number` with a new list screen at the root of its stack.
  public init(number: Int, environment: AppEnvironment, makeList: (ScreenContext) -> any ListScreen)
  {
    let navigator = Navigator()
    let context = ScreenContext(environment: environment, sceneNumber: number, navigator: navigator)
    self.number = number
    self.context = context
    self.navigation = NavigationController(root: makeList(context))
    navigator.stack = navigation
    navigation.root.viewWillAppear()
  }

  /// The scene's list screen.
  public var list: any ListScreen {
    navigation.root
  }
}
