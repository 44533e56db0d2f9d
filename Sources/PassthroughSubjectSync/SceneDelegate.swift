import UIKit

/// Each window: a navigation controller with a list at its root, whose view model subscribes to
/// the app's events service.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene,
      let app = UIApplication.shared.delegate as? AppDelegate
    else { return }
    let viewModel = TodoListViewModel(repository: app.repository, events: app.events)
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(
      rootViewController: TodoListViewController(viewModel: viewModel))
    window.makeKeyAndVisible()
    self.window = window
  }
}
