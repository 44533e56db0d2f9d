import TodoModel
import UIKit

/// `tracks-once`: the UIKit list forgets that a `withObservationTracking` registration fires
/// once.
///
/// Symptom: the first edit of a todo shows in every list; the second and later ones do not,
/// because the cell that changed is rendered again without being tracked again.
final class TracksOnceListViewController: TrackingListViewController {
  override func itemDidChange(_ id: TodoID) {
    // The used-up registration is never forgotten, so the render below does not register again.
    guard let row = rowByID[id], isViewLoaded else { return }
    tableView.reconfigureRows(at: [IndexPath(row: row, section: 0)])
  }
}
