import ChapterKit
import SwiftUI

extension QuerySyncApp {
  /// The chapter's variants: the correct app first, then the mistakes and the alternatives,
  /// each a subclass that swaps one view.
  nonisolated static let variants: [ChapterVariant] = [
    .inSync(
      "query",
      "@Query over the main context; the detail edits the model it finds by its persistent "
        + "identifier; pushes saved by a model actor",
      app: QuerySyncApp.self),
    .broken(
      "fetch-in-view-model",
      "the list shows what an @Observable view model fetched: renames show, but a todo added or "
        + "deleted elsewhere never comes or goes",
      shownBy: "add", app: FetchInViewModelApp.self),
    .inSync(
      "search-in-child-query",
      "a search field above the list; a child view builds its @Query from the text in its "
        + "initializer, so the filter follows the typing",
      app: SearchInChildQueryApp.self),
    .costly(
      "filter-and-sort-in-body",
      "the list queries every todo and filters and sorts them in its body, which then runs on "
        + "every rename",
      app: FilterAndSortInBodyApp.self),
    .broken(
      "second-context",
      "the detail edits a model of a ModelContext of its own that never saves; no list shows the "
        + "edit",
      shownBy: "edit-in-detail", app: SecondContextApp.self),
    .broken(
      "model-held-after-delete",
      "the detail holds the model it found when it opened; a todo deleted elsewhere stays open "
        + "with its last title",
      shownBy: "edit-in-scene-2-while-scene-1-shows-it", app: ModelHeldAfterDeleteApp.self),
    .broken(
      "value-copy",
      "the detail edits an @State copy of the todo's values; a change made elsewhere never "
        + "reaches it",
      shownBy: "remote-while-detail-open", app: ValueCopyApp.self),
    .broken(
      "field-bound-to-model",
      "the detail's title field is bound to the model; what the person types is in every list "
        + "before Return, and a push for that todo replaces it",
      shownBy: "typing-during-a-push", app: FieldBoundToModelApp.self),
  ]
}

/// The app with ``ViewModelListView`` in place of ``TodoListView``.
final class FetchInViewModelApp: QuerySyncApp {
  override func substitutions() -> [ViewSubstitution] {
    [ViewSubstitution(TodoListView.self) { _ in ViewModelListView() }]
  }
}

/// The app with ``FilterAndSortInBodyListView`` in place of ``TodoListView``.
final class FilterAndSortInBodyApp: QuerySyncApp {
  override func substitutions() -> [ViewSubstitution] {
    [ViewSubstitution(TodoListView.self) { _ in FilterAndSortInBodyListView() }]
  }
}

/// The app with ``SecondContextContentView`` in place of ``ContentView``.
final class SecondContextApp: QuerySyncApp {
  override func substitutions() -> [ViewSubstitution] {
    [ViewSubstitution(ContentView.self) { _ in SecondContextContentView() }]
  }
}

/// The app with ``ValueCopyContentView`` in place of ``ContentView``.
final class ValueCopyApp: QuerySyncApp {
  override func substitutions() -> [ViewSubstitution] {
    [ViewSubstitution(ContentView.self) { _ in ValueCopyContentView() }]
  }
}

/// The app with ``BoundEditor`` in place of ``TodoEditor``.
final class FieldBoundToModelApp: QuerySyncApp {
  override func substitutions() -> [ViewSubstitution] {
    [ViewSubstitution(TodoEditor.self) { editor in BoundEditor(todo: editor.todo) }]
  }
}

/// The app with ``HeldModelContentView`` in place of ``ContentView``.
final class ModelHeldAfterDeleteApp: QuerySyncApp {
  override func substitutions() -> [ViewSubstitution] {
    [ViewSubstitution(ContentView.self) { _ in HeldModelContentView() }]
  }
}

/// The app with ``SearchingTodoListView`` in place of ``TodoListView``.
final class SearchInChildQueryApp: QuerySyncApp {
  override func substitutions() -> [ViewSubstitution] {
    [ViewSubstitution(TodoListView.self) { _ in SearchingTodoListView() }]
  }
}
