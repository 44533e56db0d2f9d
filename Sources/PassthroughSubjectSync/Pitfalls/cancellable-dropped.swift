import Combine
import Dispatch
import TodoModel

/// `cancellable-dropped`: the list's view model does not keep the `AnyCancellable` that `sink`
/// returns.
///
/// Symptom: the subscription is cancelled the moment it is made, so the list never hears a
/// change, not even its own detail's edit.
final class DroppingViewModel: TodoListViewModel {
  override func subscribe() {
    _ = events.todoChanges
      .receive(on: DispatchQueue.main)
      .sink { [weak self] change in
        MainActor.assumeIsolated { self?.apply(change) }
      }
  }
}
