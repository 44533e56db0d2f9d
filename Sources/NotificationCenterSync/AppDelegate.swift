import TodoModel
import UIKit

/// The app: it owns the data source and the change center every screen of every window uses.
///
/// UIKit makes the app's delegate once per launch and keeps it while the app runs. Each scene
/// reaches what it owns through `UIApplication.shared.delegate`.
final class AppDelegate: UIResponder, UIApplicationDelegate {
  let repository: any TodoRepository
  /// Where every screen of every scene listens, and every change is posted.
  let changes: TodoChangeCenter

  /// The app UIKit launches: the sample todos, in memory, and a notification center of the
  /// app's own, not `.default`: a second launch or a test never hears this one.
  override convenience init() {
    self.init(
      repository: InMemoryTodoRepository(),
      changes: TodoChangeCenter(notificationCenter: NotificationCenter()))
  }

  /// An app whose todos are in `repository`, announced through `changes`.
  init(repository: any TodoRepository, changes: TodoChangeCenter) {
    self.repository = repository
    self.changes = changes
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
