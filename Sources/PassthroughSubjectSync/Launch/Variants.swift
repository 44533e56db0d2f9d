import ChapterKit
import TodoModel
import UIKit

extension PassthroughSubjectSyncApp {
  /// The chapter's variants: the correct app first, then the mistakes.
  nonisolated static let variants: [ChapterVariant] = [
    .inSync(
      "subject",
      "one subject in the app's events service; screens sink on the main queue and store it",
      app: PassthroughSubjectSyncApp.self),
    .broken(
      "cancellable-dropped",
      "the list does not store its AnyCancellable; its subscription ends at once",
      shownBy: "edit-in-detail", app: CancellableDroppedApp.self),
    .broken(
      "separate-subjects",
      "every screen makes its own subject; what one sends, no other screen hears",
      shownBy: "edit-in-detail", app: SeparateSubjectsApp.self),
    .broken(
      "completed-on-close",
      "a closing detail sends .finished; the shared subject is over for every screen",
      shownBy: "favorite", app: CompletedOnCloseApp.self),
    .leaking(
      "assign-on-self",
      "the list assigns each change to itself and keeps the subscription: closed lists live on",
      app: AssignOnSelfApp.self),
  ]
}

/// The app whose lists' view models are ``DroppingViewModel``s.
final class CancellableDroppedApp: PassthroughSubjectSyncApp {
  override func makeListController() -> UIViewController? {
    TodoListViewController(viewModel: DroppingViewModel(repository: repository, events: events))
  }
}

/// The app whose every screen has an events service of its own.
final class SeparateSubjectsApp: PassthroughSubjectSyncApp {
  override func makeListController() -> UIViewController? {
    SeparateSubjectsListViewController(repository: repository)
  }

  override func makeLinkedDetail(todoID: TodoID) -> UIViewController {
    TodoDetailViewController(todoID: todoID, repository: repository, events: AppTodoEvents())
  }
}

/// The app whose details are ``CompletingDetailViewController``s.
final class CompletedOnCloseApp: PassthroughSubjectSyncApp {
  override func makeDetailController(todoID: TodoID) -> UIViewController? {
    CompletingDetailViewController(todoID: todoID, repository: repository, events: events)
  }
}

/// The app with ``AssigningListViewController`` at the root of every window.
final class AssignOnSelfApp: PassthroughSubjectSyncApp {
  override func makeListController() -> UIViewController? {
    AssigningListViewController(
      viewModel: ToldViewModel(repository: repository, events: events), events: events)
  }
}
