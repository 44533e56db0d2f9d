import TodoModel

/// A screen of the app.
///
/// Screens live on the main actor, like every view and view controller.
///
/// The appearance callbacks mirror `viewWillAppear` / `viewDidDisappear` (SwiftUI's `onAppear` /
/// `onDisappear`); both have empty default implementations.
@MainActor
public protocol Screen: AnyObject {
  /// Called when the screen is about to become the top of its scene's navigation stack.
  func viewWillAppear()
  /// Called when another screen covers this one, or when it is popped.
  func viewDidDisappear()
}

extension Screen {
  /// Does nothing; screens that care override it.
  public func viewWillAppear() {}
  /// Does nothing; screens that care override it.
  public func viewDidDisappear() {}
}

/// The root screen of every scene: the list of todos.
@MainActor
public protocol ListScreen: Screen {
  /// The table the list renders into; the dump and the tests read what it shows.
  var tableView: TableView { get }
  /// The person typed a title into the list's add field and confirmed.
  func addTodo(title: String)
  /// The person swiped a row away.
  func removeTodo(id: TodoID)
}

/// The screen that shows and edits one todo.
///
/// It is created from an id, never from a todo value.
@MainActor
public protocol DetailScreen: Screen {
  /// The todo this screen is about.
  var todoID: TodoID { get }
  /// What the screen shows; the dump and the tests read it.
  var detailView: DetailView { get }
  /// The person tapped the star.
  func toggleFavorite()
  /// The person typed `title` into the title field and has not confirmed it.
  func type(_ title: String)
  /// The person confirmed what the title field holds.
  func submitTitle()
  /// The person tapped Delete. The screen closes itself afterwards.
  func deleteTodo()
}

/// A base class for screens, the headless `UIViewController`: subclasses override the
/// appearance callbacks they care about, as a view controller overrides `viewWillAppear(_:)`.
@MainActor
open class ViewController: Screen {
  /// Creates a screen.
  public init() {}

  /// Does nothing; override it to act when the screen is about to come on top of its stack.
  open func viewWillAppear() {}

  /// Does nothing; override it to act when the screen is covered or popped.
  open func viewDidDisappear() {}
}
