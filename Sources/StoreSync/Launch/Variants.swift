import ChapterKit
import SwiftUI
import SwiftUIHosting

extension StoreSyncApp {
  /// The chapter's variants: the correct app first.
  nonisolated static let variants: [ChapterVariant] = [
    .inSync(
      "scoped-store",
      "one state in one store; a detail is a scope of it by id; pushes are actions, answered by "
        + "the server's current value",
      app: StoreSyncApp.self),
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
  override class func makeReducer(client: TodoClient) -> any Reducer {
    CombineReducers(AppReducer(client: client), WritesPushedValueReducer(client: client))
  }
}

/// The app whose server pushes ``UncancelledPushReducer`` reduces.
final class AnswerNotCancelledApp: StoreSyncApp {
  override class func makeReducer(client: TodoClient) -> any Reducer {
    CombineReducers(AppReducer(client: client), UncancelledPushReducer(client: client))
  }
}
