import FoundationShims
import HeadlessUIKit
import TodoModel

/// `observer-leak`: the list adds an observer every time it appears, with a block that holds the
/// list strongly, and drops the token that could remove it.
///
/// Symptom: after coming back to the list twice, every change arrives three times (an add shows
/// three new rows), and the list is never released, even after its scene closes.
final class ObserverLeakApp: NotificationCenterSyncApp {
  override func makeListScreen(context: ScreenContext) -> any ListScreen {
    LeakingListScreen(repository: repository, changes: changes)
  }
}

/// A list that registers by hand in `viewWillAppear` instead of once through the change center.
final class LeakingListScreen: TodoListScreen {
  override init(repository: any TodoRepository, changes: TodoChangeCenter) {
    super.init(repository: repository, changes: changes)
    observation = nil  // It registers in `viewWillAppear` instead.
  }

  override func viewWillAppear() {
    _ = changes.notificationCenter.addObserver(
      forName: .todoDidChange, object: nil, queue: nil
    ) { notification in
      guard let change = notification.todoChange else { return }
      MainActorDelivery.run { self.receive(change) }
    }
  }
}
