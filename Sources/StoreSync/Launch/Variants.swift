import ChapterKit
import SwiftUI
import SwiftUIHosting
import TodoModel

extension StoreSyncApp {
  /// The chapter's variants: the correct app first.
  nonisolated static let variants: [ChapterVariant] = [
    .inSync(
      "scoped-store",
      "one state in one store; a detail is a scope of it by id; pushes are actions, answered by "
        + "the server's current value",
      app: StoreSyncApp.self),
    .inSync(
      "stack-of-copies",
      "each window's stack holds its details' state, each a copy of its todo; a detail's "
        + "delegate action has the parent write the todo into the list and every other copy",
      app: StackOfCopiesApp.self),
    .costly(
      "observe-whole-state",
      "the list and its rows read the whole state, so every action runs the list's body and "
        + "every row's",
      app: ObserveWholeStateApp.self),
    .broken(
      "detail-state-copy",
      "the detail's title field shows a copy of the title taken when it opened; a change made "
        + "elsewhere never reaches it",
      shownBy: "remote-while-detail-open", app: DetailStateCopyApp.self),
    .broken(
      "writes-pushed-value",
      "the reducer writes a push's value when it arrives; a late push undoes a newer edit",
      shownBy: "late-server-push", app: WritesPushedValueApp.self),
    .broken(
      "answer-not-cancelled",
      "the request a push makes cannot be cancelled; its answer, read before an edit, arrives "
        + "after it and undoes it",
      shownBy: "answer-after-an-edit", app: AnswerNotCancelledApp.self),
  ]
}

/// The app with ``WholeStateListView`` in place of ``TodoListView``.
final class ObserveWholeStateApp: StoreSyncApp {
  override func substitutions() -> [ViewSubstitution] {
    [ViewSubstitution(TodoListView.self) { _ in WholeStateListView() }]
  }
}

/// The app with ``CopyingDetailView`` in place of ``TodoDetailView``.
final class DetailStateCopyApp: StoreSyncApp {
  override func substitutions() -> [ViewSubstitution] {
    [ViewSubstitution(TodoDetailView.self) { detail in CopyingDetailView(store: detail.store) }]
  }
}

/// The app whose server pushes ``WritesPushedValueReducer`` reduces.
final class WritesPushedValueApp: StoreSyncApp {
  override class func makeReducer(client: TodoClient) -> any Reducer<AppState, AppAction> {
    CombineReducers(AppReducer(client: client), WritesPushedValueReducer(client: client))
  }
}

/// The app whose server pushes ``UncancelledPushReducer`` reduces.
final class AnswerNotCancelledApp: StoreSyncApp {
  override class func makeReducer(client: TodoClient) -> any Reducer<AppState, AppAction> {
    CombineReducers(AppReducer(client: client), UncancelledPushReducer(client: client))
  }
}

/// The app of ``StackTodoApp``, on a store of its own with this launch's server and action log.
final class StackOfCopiesApp: StoreSyncApp {
  private(set) lazy var stackStore = StackStore(
    initialState: StackAppState(todos: IdentifiedArray(repository.allTodos())),
    reducer: LoggingReducer(app: StackAppReducer(client: client), log: actionLog))

  override func makeApp() -> any App {
    StackTodoApp(store: stackStore)
  }

  override func sendPush(_ change: TodoChange) {
    stackStore.send(.serverPushed(change))
  }

  override var runningEffects: RunningEffects {
    stackStore.effects
  }
}
