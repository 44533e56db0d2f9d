import TodoModel
import UIKit

/// The app: it makes the one library every screen of every window reads and saves through.
///
/// UIKit makes the app's delegate once per launch and keeps it while the app runs, so there is
/// one library however many windows open. Each scene reaches it through
/// `UIApplication.shared.delegate`.
final class AppDelegate: UIResponder, UIApplicationDelegate {
  let library: TodoLibrary

  /// The app UIKit launches: the sample todos, in memory.
  override convenience init() {
    self.init(
      library: TodoLibrary(
        repository: InMemoryTodoRepository(), broadcaster: TodoChangeBroadcaster()))
  }

  /// An app whose screens read `library`.
  init(library: TodoLibrary) {
    self.library = library
    super.init()
  }

  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(
      name: nil, sessionRole: connectingSceneSession.role)
    configuration.delegateClass = SceneDelegate.self
    return configuration
  }
}
