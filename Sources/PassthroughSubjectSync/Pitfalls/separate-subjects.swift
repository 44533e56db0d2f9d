import HeadlessUIKit
import TodoModel

/// `separate-subjects`: every screen makes an events service, and so a subject, of its own.
///
/// Symptom: a screen hears only what it sent itself; an edit in the detail never reaches the
/// list, and a server push reaches nobody.
final class SeparateSubjectsApp: PassthroughSubjectSyncApp {
  override func makeListScreen(context: ScreenContext) -> any ListScreen {
    TodoListScreen(viewModel: TodoListViewModel(repository: repository, events: AppTodoEvents()))
  }

  override func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen {
    TodoDetailScreen(
      todoID: todoID, repository: repository, events: AppTodoEvents(), context: context)
  }
}
