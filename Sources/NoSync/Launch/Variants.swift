import ChapterKit
import UIKit

extension NoSyncApp {
  /// The chapter's variants: the bug itself first, then the first fix everyone tries.
  nonisolated static let variants: [ChapterVariant] = [
    .broken(
      "copy", "the list copies the todos once; edits in the detail never reach it",
      shownBy: "edit-in-detail", app: NoSyncApp.self),
    .broken(
      "refetch-on-appear",
      "the list reloads when it appears; edits from another scene or a server stay stale",
      shownBy: "edit-in-scene-2-while-scene-1-shows-it", app: RefetchOnAppearApp.self),
  ]
}

/// The app with ``RefetchingTodoListViewController`` at the root of every window.
final class RefetchOnAppearApp: NoSyncApp {
  override func makeListController() -> UIViewController? {
    RefetchingTodoListViewController(repository: appDelegate.repository)
  }
}
