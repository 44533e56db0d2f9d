import TodoModel

/// What a screen is given when it is created: the app's environment, its scene, and a way to
/// close itself (the role of SwiftUI's `@Environment(\.dismiss)`).
///
/// It holds its navigation stack weakly, so a screen that keeps its context does not keep its
/// scene alive.
@MainActor
public struct ScreenContext {
  /// The app-wide values, shared by every scene.
  public let environment: AppEnvironment
  /// The number of the scene the screen lives in, 1 to 3.
  public let sceneNumber: Int
  let navigator: Navigator

  /// Closes this detail screen, and anything above it, if it is still in its stack.
  public func dismiss(_ screen: any DetailScreen) {
    navigator.stack?.remove(screen)
  }

  /// Whether `screen` is in the stack, shown or covered: `false` once it was popped.
  public func isInStack(_ screen: any DetailScreen) -> Bool {
    navigator.stack?.details.contains { $0 === screen } ?? false
  }
}

/// The weak link from a screen's context to its stack; it exists before the stack does, so the
/// root screen can be created with a context first.
@MainActor
final class Navigator {
  weak var stack: NavigationController?
}
