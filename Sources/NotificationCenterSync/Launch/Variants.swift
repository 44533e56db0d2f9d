import ChapterKit
import TodoModel
import UIKit

extension NotificationCenterSyncApp {
  /// The chapter's variants: the correct app first, then the costly one, then the mistakes.
  nonisolated static let variants: [ChapterVariant] = [
    .inSync(
      "broadcast",
      "every change is saved, then posted; every screen updates its model, then its view",
      app: NotificationCenterSyncApp.self),
    .costly(
      "reload-data",
      "the list's todos reload the whole table in didSet; every change renders every row",
      app: ReloadDataApp.self),
    .broken(
      "view-only-patch",
      "the list patches the visible cell but not its model; a scroll brings the old value back",
      shownBy: "scroll-after-edit", app: ViewOnlyPatchApp.self),
    .broken(
      "observer-leak",
      "the list adds an observer on every appear; changes arrive many times, lists never go",
      shownBy: "add", app: ObserverLeakApp.self),
    .broken(
      "posted-before-save",
      "the detail posts before it saves; every list re-reads the old value, one edit behind",
      shownBy: "edit-in-detail", app: PostedBeforeSaveApp.self),
    .broken(
      "double-write",
      "the list saves every todo it hears about again; a late announcement undoes a newer edit",
      shownBy: "late-server-push", app: DoubleWriteApp.self),
  ]
}

/// The app with ``ReloadDataListViewController`` at the root of every window.
final class ReloadDataApp: NotificationCenterSyncApp {
  override func makeListController() -> UIViewController? {
    ReloadDataListViewController(repository: repository, changes: changes)
  }
}

/// The app with ``ViewOnlyPatchListViewController`` at the root of every window.
final class ViewOnlyPatchApp: NotificationCenterSyncApp {
  override func makeListController() -> UIViewController? {
    ViewOnlyPatchListViewController(repository: repository, changes: changes)
  }
}

/// The app with ``LeakingListViewController`` at the root of every window.
final class ObserverLeakApp: NotificationCenterSyncApp {
  override func makeListController() -> UIViewController? {
    LeakingListViewController(repository: repository, changes: changes)
  }
}

/// The app whose details are ``PostingBeforeSavingDetailViewController``s.
final class PostedBeforeSaveApp: NotificationCenterSyncApp {
  override func makeDetailController(todoID: TodoID) -> UIViewController? {
    PostingBeforeSavingDetailViewController(
      todoID: todoID, repository: repository, changes: changes)
  }
}

/// The app with ``DoubleWritingListViewController`` at the root of every window.
final class DoubleWriteApp: NotificationCenterSyncApp {
  override func makeListController() -> UIViewController? {
    DoubleWritingListViewController(repository: repository, changes: changes)
  }
}
