import ChapterKit
import TodoModel
import UIKit

extension DelegateSyncApp {
  /// The chapter's variants: the correct app first, then one per mistake.
  nonisolated static let variants: [ChapterVariant] = [
    .inSync(
      "weak-delegates",
      "one store keeps every screen as a weak delegate and tells each of them every change",
      app: DelegateSyncApp.self),
    .broken(
      "single-delegate",
      "the detail's delegate is the list that opened it; other scenes and the server go unheard",
      shownBy: "edit-in-scene-2-while-scene-1-shows-it", app: SingleDelegateApp.self),
    .leaking(
      "strong-delegate",
      "the store holds its delegates strongly; no screen is ever released",
      app: StrongDelegateApp.self),
    .leaking(
      "closure-captures-self",
      "the list registers an onChange closure that captures self; no list is ever released",
      app: ClosureCapturesSelfApp.self),
  ]
}

/// Every window's list saves through a store of its own, and tells only the details it opens.
final class SingleDelegateApp: DelegateSyncApp {
  override func makeListController() -> UIViewController? {
    SingleDelegateListViewController(store: DelegatingTodoStore(repository: repository))
  }

  /// A linked detail has no opener: its store tells nobody else.
  override func makeLinkedDetail(todoID: TodoID) -> UIViewController {
    TodoDetailViewController(todoID: todoID, store: DelegatingTodoStore(repository: repository))
  }
}

/// The app with ``StrongDelegateStore``.
final class StrongDelegateApp: DelegateSyncApp {
  override class func makeStore(repository: any TodoRepository) -> DelegatingTodoStore {
    StrongDelegateStore(repository: repository)
  }
}

/// The app with ``ClosureTodoStore`` and ``ClosureListViewController`` in every window.
final class ClosureCapturesSelfApp: DelegateSyncApp {
  override class func makeStore(repository: any TodoRepository) -> DelegatingTodoStore {
    ClosureTodoStore(repository: repository)
  }

  override func makeListController() -> UIViewController? {
    ClosureListViewController(store: store)
  }
}
