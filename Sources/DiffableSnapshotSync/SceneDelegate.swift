import UIKit

/// Each window: a navigation controller with a list at its root, reading the app's store.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene,
      let app = UIApplication.shared.delegate as? AppDelegate
    else { return }
    let list = TodoListViewController(store: app.store)
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(rootViewController: list)
    window.makeKeyAndVisible()
    self.window = window
  }
}
