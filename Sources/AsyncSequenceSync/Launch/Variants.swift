import ChapterKit
import TodoModel
import UIKit

extension AsyncSequenceSyncApp {
  /// The chapter's variants: the correct app first, then one per other way.
  nonisolated static let variants: [ChapterVariant] = [
    .inSync(
      "stream-per-screen",
      "every screen reads its own AsyncStream of changes in a loop that ends with the screen",
      app: AsyncSequenceSyncApp.self),
    .costly(
      "observations",
      "each list reads Observations of the whole todo array; every edit sends the list anew",
      app: ObservationsApp.self),
    .broken(
      "shared-stream",
      "every screen reads the same AsyncStream; the changes are split between them",
      shownBy: "edit-in-scene-2-while-scene-1-shows-it", app: SharedStreamApp.self),
    .leaking(
      "task-never-cancelled",
      "the list's loop holds the list and is never cancelled; closed lists live on",
      app: TaskNeverCancelledApp.self),
  ]
}

/// The app with ``SharedStreamLibrary``.
final class SharedStreamApp: AsyncSequenceSyncApp {
  override class func makeLibrary(
    repository: any TodoRepository, broadcaster: TodoChangeBroadcaster
  ) -> TodoLibrary {
    SharedStreamLibrary(repository: repository, broadcaster: broadcaster)
  }
}

/// The app with ``UnboundListViewController`` at the root of every window.
final class TaskNeverCancelledApp: AsyncSequenceSyncApp {
  override func makeListController() -> UIViewController? {
    UnboundListViewController(library: library)
  }
}
