import ChapterKit
import HeadlessUIKit
import TodoModel

/// What the launch code of every chapter written as a UIKit app shares: it runs the app of its
/// delegates for the host, and shows each scene a window, and a todo's detail, through the app's
/// own screens.
///
/// A chapter's `Launch/` class subclasses it and conforms to `ChapterApp`; a variant overrides
/// the one factory whose product differs.
@MainActor
open class UIKitChapterLauncher {
  /// The app, running.
  public let runningApp: UIKitHostedApp

  /// Runs the app of `delegate`, whose scenes `makeSceneDelegate` makes delegates for.
  public init(
    delegate: any UIApplicationDelegate,
    sceneDelegate makeSceneDelegate: @escaping () -> any UIWindowSceneDelegate
  ) {
    runningApp = UIKitHostedApp(delegate: delegate, sceneDelegate: makeSceneDelegate)
  }

  /// The list a variant puts at the root of every window in place of the lesson's; `nil` keeps
  /// the lesson's.
  open func makeListController() -> UIViewController? {
    nil
  }

  /// The detail a variant shows for `todoID` in place of the one the lesson's list pushes;
  /// `nil` keeps the lesson's.
  open func makeDetailController(todoID: TodoID) -> UIViewController? {
    nil
  }

  /// The screen a link to `todoID` opens when no row shows it, as the app's own detail does.
  open func makeLinkedDetail(todoID: TodoID) -> UIViewController {
    fatalError("\(type(of: self)) says which screen a link opens: override makeLinkedDetail")
  }

  /// Connects the scene of a new window and returns its list.
  public func makeListScreen(context: ScreenContext) -> any ListScreen {
    runningApp.openWindow(context: context, list: makeListController())
  }

  /// Opens the detail of `todoID`, by its row or, when no row shows it, by a link.
  public func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen {
    let variantDetail = makeDetailController(todoID: todoID)
    return runningApp.showDetail(todoID, context: context, replacement: variantDetail) {
      variantDetail ?? makeLinkedDetail(todoID: todoID)
    }
  }
}
