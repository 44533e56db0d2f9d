import HeadlessUIKit
import TodoModel

/// `single-delegate`: the detail tells one delegate, the list that opened it, what it saved.
///
/// It is the first fix most people write: a `weak var delegate`, set by the opener.
///
/// Symptom: one window works. A change made in another scene, or by the server, reaches no list
/// but the one whose detail made it, and no detail at all.
final class SingleDelegateApp: DelegateSyncApp {
  /// Each scene's list, so the detail a scene opens can be handed its list as its delegate.
  private var listsByScene: [Int: WeakList] = [:]

  override func makeListScreen(context: ScreenContext) -> any ListScreen {
    let list = OpenerListScreen(store: store)
    listsByScene[context.sceneNumber] = WeakList(list: list)
    return list
  }

  override func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen {
    let detail = DelegatingDetailScreen(todoID: todoID, store: store, context: context)
    // What `prepare(for:sender:)` does in a storyboard app: the opener sets itself as delegate.
    detail.delegate = listsByScene[context.sceneNumber]?.list
    return detail
  }
}

/// What the detail tells the screen that opened it.
@MainActor
protocol TodoDetailDelegate: AnyObject {
  func todoDetail(_ detail: DelegatingDetailScreen, didSave todo: Todo)
  func todoDetail(_ detail: DelegatingDetailScreen, didDelete id: TodoID)
}

/// A detail that saves, then tells its one delegate, and hears from nobody.
final class DelegatingDetailScreen: TodoDetailScreen {
  weak var delegate: (any TodoDetailDelegate)?

  override func toggleFavorite() {
    save { $0.isFavorite.toggle() }
  }

  override func rename(to title: String) {
    save { $0.title = title }
  }

  override func deleteTodo() {
    guard store.repository.delete(id: todoID) != nil else { return }
    delegate?.todoDetail(self, didDelete: todoID)
    context.dismiss(self)
  }

  private func save(_ edit: (inout Todo) -> Void) {
    guard let saved = store.repository.modify(id: todoID, edit) else { return }
    detailView.render(saved)
    delegate?.todoDetail(self, didSave: saved)
  }

  override func registerWithStore() {}  // Hears from nobody: only its opener hears from it.
}

/// A list that hears only from the details it opened.
final class OpenerListScreen: TodoListScreen, TodoDetailDelegate {
  override func registerWithStore() {}

  override func addTodo(title: String) {
    todoStore(store, didAdd: store.repository.add(title: title))
  }

  override func removeTodo(id: TodoID) {
    guard store.repository.delete(id: id) != nil else { return }
    todoStore(store, didDelete: id)
  }

  func todoDetail(_ detail: DelegatingDetailScreen, didSave todo: Todo) {
    todoStore(store, didUpdate: todo)
  }

  func todoDetail(_ detail: DelegatingDetailScreen, didDelete id: TodoID) {
    todoStore(store, didDelete: id)
  }
}

/// A scene's list, held weakly by the app.
@MainActor
private struct WeakList {
  weak var list: OpenerListScreen?
}
