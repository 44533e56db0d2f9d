import HeadlessUIKit
import TodoModel

/// `detail-owns-copy`: the detail copies its todo into state of its own.
///
/// Symptom: the detail shows every edit made in it, and no list ever does. This is `@State private var todo: Todo` initialised from the list's row in SwiftUI, or a
/// `var todo: Todo` property on a view controller. Edits change the copy, so the detail looks
/// right, but the copy is a second source of truth: the controller, the lists and the data
/// source never hear of it. Nothing it shows is tracked either, so edits from elsewhere never
/// reach it. Delete still works, because it is an action sent to the controller, not state.
final class DetailOwnsCopyApp: SharedObjectSyncApp {
  override func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen {
    CopyingDetailScreen(todoID: todoID, controller: controller, context: context)
  }
}

/// A detail whose `todo` is its own copy, edited in place.
@MainActor
final class CopyingDetailScreen: DetailScreen {
  let todoID: TodoID
  let detailView = DetailView()
  private var todo: Todo
  private let controller: TodoController
  private let context: ScreenContext

  init(todoID: TodoID, controller: TodoController, context: ScreenContext) {
    self.todoID = todoID
    self.todo = controller.item(withID: todoID)?.todo ?? Todo(id: todoID, title: "")
    self.controller = controller
    self.context = context
    detailView.render(todo)
  }

  func toggleFavorite() {
    todo.isFavorite.toggle()
    detailView.render(todo)
  }

  func rename(to title: String) {
    todo.title = title
    detailView.render(todo)
  }

  func deleteTodo() {
    controller.delete(id: todoID)
    context.dismiss(self)
  }
}
