import ChapterKit
import HeadlessUIKit
import ScenarioLanguage
import TodoModel

/// A scene's list: the lesson's screen at the root of the window's navigation controller, and
/// the table in its view, which the dump reads.
///
/// Adding types into the text field whose placeholder is "New todo" and presses Return;
/// swiping a row away asks the table's data source to commit the delete, as UIKit does.
@MainActor
public final class UIKitListScreen: ViewController, ListScreen, ControlFinding, HostingScreen {
  /// The app the scene belongs to.
  public let app: UIKitHostedApp
  /// The scene's window.
  public let window: UIWindow
  /// The window's navigation controller.
  public let navigation: UINavigationController
  private let scene: UIWindowScene
  private let sceneDelegate: any UIWindowSceneDelegate
  private weak var table: UITableView?
  private var missingControl: UIKitControl?
  /// The lesson's list, held weakly: a list still alive once its scene closed is a leak.
  private weak var list: UIViewController?

  init(
    app: UIKitHostedApp, scene: UIWindowScene, sceneDelegate: any UIWindowSceneDelegate,
    window: UIWindow, navigation: UINavigationController
  ) {
    self.app = app
    self.scene = scene
    self.sceneDelegate = sceneDelegate
    self.window = window
    self.navigation = navigation
    list = navigation.viewControllers.first
    super.init()
  }

  /// The lesson's list.
  public var hostedObject: AnyObject? {
    list
  }

  /// The scene is gone: its window leaves the screen and its delegate hears of it.
  isolated deinit {
    window.close()
    sceneDelegate.sceneDidDisconnect(scene)
  }

  /// The lesson's list screen.
  public var listController: UIViewController? {
    navigation.viewControllers.first
  }

  /// The rows of the table in the list's view.
  public var tableView: TableView {
    if let table { return table.rows }
    guard
      let found = listController?.firstTableView
    else {
      fatalError("The list screen has no UITableView: show the todos in a table.")
    }
    table = found
    return found.rows
  }

  /// Types `title` into the "New todo" field and presses Return.
  public func addTodo(title: String) {
    app.application.becomeShared()
    guard let views = listController?.view.viewTree,
      let field = UIKitControl.newTodoField.find(in: views) as? UITextField
    else {
      missingControl = .newTodoField
      return
    }
    field.type(title)
  }

  /// Swipes the row of `id` away: the data source commits the delete of its index path.
  public func removeTodo(id: TodoID) {
    app.application.becomeShared()
    _ = tableView
    guard let table, let dataSource = table.dataSource, let row = table.rows.row(showing: id)
    else { return }
    let indexPath = IndexPath(row: row, section: 0)
    // A row the data source does not let the person edit has no swipe to delete.
    guard dataSource.tableView(table, canEditRowAt: indexPath) else { return }
    dataSource.tableView(table, commit: .delete, forRowAt: indexPath)
  }

  /// How the lesson would make the control the last action needed and did not find.
  public func takeMissingControlDeclaration() -> String? {
    defer { missingControl = nil }
    return missingControl?.declaration
  }
}

/// A scene's detail: a screen the lesson pushed on the window's navigation controller.
///
/// What it shows is read from its controls whenever it is asked: the text of the field whose
/// placeholder is "Title", and whether the "Favorite" button shows `star.fill`. The star taps
/// that button; a rename types into that field and presses Return; delete taps "Delete". When
/// the lesson pops the screen, the host's detail closes; when the person goes back, the lesson's
/// screen is popped.
@MainActor
public final class UIKitDetailScreen: ViewController, DetailScreen, ControlFinding, HostingScreen {
  /// The todo the screen is about.
  public let todoID: TodoID
  /// The lesson's screen.
  public private(set) weak var controller: UIViewController?
  private let app: UIKitHostedApp
  private weak var navigation: UINavigationController?
  private let context: ScreenContext
  private let shown = DetailView()
  private var missingControl: UIKitControl?

  init(
    todoID: TodoID, app: UIKitHostedApp, controller: UIViewController,
    navigation: UINavigationController, context: ScreenContext
  ) {
    self.todoID = todoID
    self.app = app
    self.controller = controller
    self.navigation = navigation
    self.context = context
    super.init()
    navigation.observeStack { [weak self] in self?.closeIfPopped() }
  }

  /// The lesson's screen: still alive once popped, it is a leak.
  public var hostedObject: AnyObject? {
    controller
  }

  /// What the screen's controls show now.
  public var detailView: DetailView {
    guard let views = controller?.view.viewTree else { return shown }
    let field = UIKitControl.titleField.find(in: views) as? UITextField
    let star = UIKitControl.favoriteButton.find(in: views) as? UIButton
    let content = Todo(
      id: todoID, title: field?.text ?? "",
      isFavorite: star?.currentImage == UIImage(systemName: CellContent.favoriteSymbol))
    if shown.content != content { shown.render(content) }
    return shown
  }

  /// Taps the "Favorite" button.
  public func toggleFavorite() {
    use(.favoriteButton) { ($0 as? UIButton)?.tap() }
  }

  /// Types `title` into the "Title" field, and leaves it there.
  public func type(_ title: String) {
    use(.titleField) { ($0 as? UITextField)?.enter(title) }
  }

  /// Presses Return in the "Title" field.
  public func submitTitle() {
    use(.titleField) { ($0 as? UITextField)?.pressReturn() }
  }

  /// Taps the "Delete" button.
  public func deleteTodo() {
    use(.deleteButton) { ($0 as? UIButton)?.tap() }
  }

  /// How the lesson would make the control the last action needed and did not find.
  public func takeMissingControlDeclaration() -> String? {
    defer { missingControl = nil }
    return missingControl?.declaration
  }

  /// The person went back: the lesson's screen is popped, and every screen above it.
  public override func viewDidDisappear() {
    guard !context.isInStack(self), let navigation, let controller else { return }
    while navigation.viewControllers.contains(where: { $0 === controller }),
      navigation.popViewController(animated: true) != nil
    {}
  }

  private func use(_ control: UIKitControl, _ act: (UIControl) -> Void) {
    app.application.becomeShared()
    guard let views = controller?.view.viewTree, let found = control.find(in: views) else {
      missingControl = control
      return
    }
    act(found)
  }

  /// The lesson popped its screen (after a delete, say): the host's detail closes too.
  private func closeIfPopped() {
    guard let navigation else { return }
    if let controller, navigation.viewControllers.contains(where: { $0 === controller }) { return }
    context.dismiss(self)
  }
}

/// A table's data source with something to say under each step of the transcript, such as what
/// a diffable data source's last applies did to its table ("reconfigure t3").
///
/// A chapter conforms its lesson's data source outside the lesson (`Transcript/`); the scene's
/// list prints what it says as "scene 1: reconfigure t3".
@MainActor
public protocol NarratingDataSource: AnyObject {
  /// What the data source did since the last call, one short line each, in `language`.
  func takeStepNotes(in language: Language) -> [String]
}

extension UIKitListScreen: NarratingListScreen {
  /// What the data source of the list's table said it did since the last step, if it says any.
  public func takeStepNotes(in language: Language) -> [String] {
    let dataSource = listController?.firstTableView?.dataSource
    return (dataSource as? any NarratingDataSource)?.takeStepNotes(in: language) ?? []
  }
}
