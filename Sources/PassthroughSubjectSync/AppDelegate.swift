import TodoModel
import UIKit

/// The app: it owns the data source and the one events service that every screen of every
/// window subscribes to and sends to.
///
/// UIKit makes the app's delegate once per launch and keeps it while the app runs, so there is
/// one subject however many windows open: made here, handed to each screen, never a global.
/// Each scene reaches it through `UIApplication.shared.delegate`.
final class AppDelegate: UIResponder, UIApplicationDelegate {
  let repository: any TodoRepository
  /// Where every screen subscribes to todo changes and sends its own.
  let events: any TodoEvents

  /// The app UIKit launches: the sample todos, in memory.
  override convenience init() {
    self.init(repository: InMemoryTodoRepository())
  }

  /// An app whose todos are in `repository`.
  init(repository: any TodoRepository) {
    self.repository = repository
    events = AppTodoEvents()
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
