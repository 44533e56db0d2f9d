import TodoModel
import UIKit

/// The app: it makes the one store every list and detail of every window reads and writes.
///
/// UIKit makes the app's delegate once per launch and keeps it while the app runs, so there is
/// one store however many windows open. Each scene reaches it through
/// `UIApplication.shared.delegate`.
final class AppDelegate: UIResponder, UIApplicationDelegate {
  let store: TodoStore

  /// The app UIKit launches: the sample todos, in memory.
  override convenience init() {
    self.init(store: TodoStore(repository: InMemoryTodoRepository()))
  }

  /// An app whose screens read and write through `store`.
  init(store: TodoStore) {
    self.store = store
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
