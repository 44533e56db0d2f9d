import HeadlessUIKit
import TodoModel

/// `single-delegate`: the detail tells one delegate, the list that opened it, what it saved.
///
/// It is the first fix most people write: a `weak var delegate`, set by the opener. Here each
/// screen gets a store of its own instead of the app's one: a detail's store has one delegate
/// besides the detail, the list that opened it, and a list's store tells that list alone.
///
/// Symptom: one window works. A change made in another scene, or by the server, reaches no list
/// but the one whose detail made it, and no detail at all.
final class SingleDelegateApp: DelegateSyncApp {
  /// Each scene's list, held weakly, for the details that scene opens.
  private var openers: [Int: () -> TodoListScreen?] = [:]

  override func makeListScreen(context: ScreenContext) -> any ListScreen {
    let list = TodoListScreen(store: DelegatingTodoStore(repository: repository))
    openers[context.sceneNumber] = { [weak list] in list }
    return list
  }

  override func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen {
    // What `prepare(for:sender:)` does in a storyboard app: the opener sets itself as delegate.
    let detailStore = DelegatingTodoStore(repository: repository)
    if let opener = openers[context.sceneNumber]?() { detailStore.addDelegate(opener) }
    return TodoDetailScreen(todoID: todoID, store: detailStore, context: context)
  }
}
