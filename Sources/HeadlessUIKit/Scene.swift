import TodoModel

/// One window of the app, with its own navigation stack; scenes share the app's environment.
@MainActor
public final class Scene {
  /// The scene's number, 1 to 3.
  public let number: Int
  /// The scene's screens.
  public let navigation: NavigationStack
  /// What the scene's screens are given when they are created.
  public let context: ScreenContext

  /// Opens scene `number` with a new list screen at the root of its stack.
  public init(number: Int, environment: AppEnvironment, makeList: (ScreenContext) -> any ListScreen)
  {
    let navigator = Navigator()
    let context = ScreenContext(environment: environment, sceneNumber: number, navigator: navigator)
    self.number = number
    self.context = context
    self.navigation = NavigationStack(root: makeList(context))
    navigator.stack = navigation
    navigation.root.viewWillAppear()
  }

  /// The scene's list screen.
  public var list: any ListScreen {
    navigation.root
  }
}
