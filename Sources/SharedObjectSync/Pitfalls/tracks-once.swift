import HeadlessUIKit
import TodoModel

/// `tracks-once`: the UIKit list forgets that a `withObservationTracking` registration fires
/// once.
///
/// Symptom: the first edit of a todo shows in every list; the second and later ones do not,
/// because the cell that changed is rendered again without being tracked again.
final class TracksOnceApp: UIKitTrackingApp {
  override func makeListScreen(context: ScreenContext) -> any ListScreen {
    TracksOnceListScreen(controller: controller)
  }
}

/// A list that renders a changed cell again but keeps counting it as tracked.
final class TracksOnceListScreen: TrackingListScreen {
  override func itemDidChange(_ id: TodoID) {
    // The used-up registration is never forgotten, so the render below does not register again.
    guard let row = rowByID[id] else { return }
    tableView.reconfigureRows([row])
  }
}
