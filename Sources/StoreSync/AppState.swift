import Foundation
import TodoModel

/// Everything the app shows, in one value: every todo, and where each window is.
///
/// A reducer is the only code that changes it, and every view reads it through the store. With
/// TCA this is a feature's `State`, marked `@ObservableState`; the store here does the observing
/// itself (``Store``), so the state is a plain value. It is `Equatable`, as TCA's states are,
/// so that a test can say what the state must be after each action.
struct AppState: Equatable {
  /// The todos, newest first.
  var todos: IdentifiedArray<Todo>
  /// Each open window's navigation: the ids of the details on its stack, bottom first.
  var paths: [WindowID: [TodoID]] = [:]
}

/// One window of the app, as the state knows it.
struct WindowID: Hashable, Sendable {
  private let value = UUID()
}

/// Everything that can happen: what a person did, and what the server answered or pushed.
///
/// Views send actions and never change the state themselves. With TCA this is a feature's
/// `Action` enum; the cases that come back from an effect carry what the effect learned.
enum AppAction: Equatable, Sendable {
  /// The person typed a title into the field above a list and confirmed it.
  case addSubmitted(title: String)
  /// The server took a new todo and gave it its id.
  case added(Todo)
  /// The person swiped these todos away in a list.
  case deleteSwiped([TodoID])
  /// Something happened in the detail of one todo.
  case todo(id: TodoID, TodoAction)
  /// A window's stack changed: a row was tapped, or the person went back.
  case pathChanged(WindowID, [TodoID])
  /// A window was closed.
  case windowClosed(WindowID)
  /// The server says a todo changed, with its value when the server sent it.
  case serverPushed(TodoChange)
  /// What the server holds for a todo now: its value, or `nil` once it is deleted.
  case serverAnswered(TodoID, Todo?)
}

/// What a person can do in a todo's detail.
enum TodoAction: Equatable, Sendable {
  /// The person submitted the title they typed.
  case titleSubmitted(String)
  /// The star was switched on or off.
  case favoriteChanged(Bool)
  /// The delete button.
  case deleteTapped
}
