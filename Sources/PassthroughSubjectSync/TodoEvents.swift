import HeadlessCombine
import TodoModel

/// The app's events service: where screens find the subject that carries todo changes.
///
/// It is a protocol, injected through the environment the way an app-state service is injected
/// into view models, so a test or a preview can hand the screens one of its own. The Never Inc.
/// article reaches its subject through a singleton, `Observer.shared.todoSubject`; the chapter
/// doc says what that costs.
protocol TodoEvents: Sendable {
  /// Every add, update and delete, as it happens: sent after the data source has it.
  var todoChanges: PassthroughSubject<TodoChange, Never> { get }
}

/// The events service of one launch of the app.
final class AppTodoEvents: TodoEvents {
  let todoChanges = PassthroughSubject<TodoChange, Never>()
}
