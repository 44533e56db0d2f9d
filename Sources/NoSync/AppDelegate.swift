import TodoModel
import UIKit

/// The app: it owns the one data source every window's screens read and write.
///
/// UIKit makes the app's delegate once per launch and keeps it while the app runs, so there is
/// one data source however many windows open. Each scene reaches it through
/// `UIApplication.shared.delegate`.
final class AppDelegate: UIResponder, UIApplicationDelegate {
  let repository: any TodoRepository

  /// The app UIKit launches: the sample todos, in memory.
  override convenience init() {
    self.init(repository: InMemoryTodoRepository())
  }

  /// An app whose todos are in `repository`.
  init(repository: any TodoRepository) {
    self.repository = repository
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
