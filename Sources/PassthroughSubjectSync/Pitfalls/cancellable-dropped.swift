import Dispatch
import HeadlessCombine
import HeadlessUIKit
import TodoModel

/// `cancellable-dropped`: the list's view model does not keep the `AnyCancellable` that `sink`
/// returns.
///
/// Symptom: the subscription is cancelled the moment it is made, so the list never hears a
/// change, not even its own detail's edit.
final class CancellableDroppedApp: PassthroughSubjectSyncApp {
  override func makeListScreen(context: ScreenContext) -> any ListScreen {
    TodoListScreen(viewModel: DroppingViewModel(repository: repository, events: events))
  }
}

/// A view model that subscribes and lets the subscription's handle go.
final class DroppingViewModel: TodoListViewModel {
  override func subscribe() {
    _ = events.todoChanges
      .receive(on: DispatchQueue.main)
      .sink { [weak self] change in
        MainActor.assumeIsolated { self?.apply(change) }
      }
  }
}
