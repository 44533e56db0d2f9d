import ChapterKit
import SwiftUI
import SwiftUIHosting
import TodoModel
import UIKit
import UIKitHosting

extension SharedObjectSyncApp {
  /// The chapter's variants: the correct app first, then one subclass per alternative or mistake.
  nonisolated static let variants: [ChapterVariant] = [
    .inSync(
      "shared", "one controller in the App's environment; every view reads and writes it",
      app: SharedObjectSyncApp.self),
    .inSync(
      "uikit-tracking",
      "the same controller shown by UIKit screens that track each cell with "
        + "withObservationTracking",
      app: UIKitTrackingApp.self),
    .costly(
      "array-of-values",
      "an @Observable controller of [Todo] values: every rename runs every list's body over "
        + "the whole list",
      app: ArrayOfValuesApp.self),
    .costly(
      "foreach-id-self",
      "ForEach(todos, id: \\.self) over copies: every edit runs the list's body and replaces the "
        + "edited row with a new one",
      app: ForEachIDSelfApp.self),
    .broken(
      "store-recreated",
      "the App makes its controller in body, not in @State: each window gets a new one, and an "
        + "edit in one window never reaches another",
      shownBy: "edit-in-scene-2-while-scene-1-shows-it", app: StoreRecreatedApp.self),
    .broken(
      "detail-owns-copy",
      "the detail edits an @State copy of its todo; changes made elsewhere never reach it",
      shownBy: "edit-in-scene-2-while-scene-1-shows-it", app: DetailOwnsCopyApp.self),
    .broken(
      "binding-by-index",
      "rows and detail bound to $todos[index]; a delete before the open todo moves another "
        + "todo under the detail",
      shownBy: "remote-while-detail-open", app: BindingByIndexApp.self),
    .broken(
      "tracks-once",
      "the UIKit list does not track a cell again after it changed; only its first edit shows",
      shownBy: "edit-in-scene-2-while-scene-1-shows-it", app: TracksOnceApp.self),
  ]
}

/// The app of ``TrackingAppDelegate``: the same controller, shown by UIKit screens.
class UIKitTrackingApp: SharedObjectSyncApp {
  /// The UIKit app's delegate, which owns the controller.
  let appDelegate: TrackingAppDelegate
  /// The UIKit app, running.
  let uiKitApp: UIKitHostedApp

  required init(repository: any TodoRepository, environment: AppEnvironment) {
    let appDelegate = TrackingAppDelegate(repository: repository)
    self.appDelegate = appDelegate
    uiKitApp = UIKitHostedApp(delegate: appDelegate) { TrackingSceneDelegate() }
    super.init(repository: repository, environment: environment)
  }

  /// The list at the root of every window in place of the app's; `nil` keeps the app's.
  func makeTrackingList() -> UIViewController? {
    nil
  }

  override func makeListScreen(context: ScreenContext) -> any ListScreen {
    uiKitApp.openWindow(context: context, list: makeTrackingList())
  }

  override func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen {
    uiKitApp.showDetail(todoID, context: context) { [appDelegate] in
      TrackingDetailViewController(todoID: todoID, controller: appDelegate.controller)
    }
  }

  override func applyServerChange(_ change: TodoChange) {
    appDelegate.controller.apply(change)
  }
}

/// The UIKit app with ``TracksOnceListViewController`` at the root of every window.
final class TracksOnceApp: UIKitTrackingApp {
  override func makeTrackingList() -> UIViewController? {
    TracksOnceListViewController(controller: appDelegate.controller)
  }
}

/// ``ValuesApp``: an `App` of its own, whose controller keeps an array of values.
class ArrayOfValuesApp: SharedObjectSyncApp {
  override func makeApp() -> any App {
    ValuesApp(repository: repository)
  }

  override func applyServerChange(_ change: TodoChange) {
    runningApp.objectForNewWindows(TodoValuesController.self)?.apply(change)
  }
}

/// The app with ``ValueListView`` in place of ``TodoListView``.
final class ForEachIDSelfApp: SharedObjectSyncApp {
  override func substitutions() -> [ViewSubstitution] {
    [ViewSubstitution(TodoListView.self) { _ in ValueListView() }]
  }
}

/// The app of ``RecreatingApp``, which makes a controller for each window.
final class StoreRecreatedApp: SharedObjectSyncApp {
  override func makeApp() -> any App {
    RecreatingApp(repository: repository)
  }
}

/// The app with ``CopyingDetailView`` in place of ``TodoDetailView``.
final class DetailOwnsCopyApp: SharedObjectSyncApp {
  override func substitutions() -> [ViewSubstitution] {
    [ViewSubstitution(TodoDetailView.self) { detail in CopyingDetailView(id: detail.id) }]
  }
}

/// The ``ValuesApp`` with ``IndexContentView`` in place of ``ValuesContentView``.
final class BindingByIndexApp: ArrayOfValuesApp {
  override func substitutions() -> [ViewSubstitution] {
    [ViewSubstitution(ValuesContentView.self) { _ in IndexContentView() }]
  }
}
