import TodoModel
import UIKit

/// `ids-and-store`, hironytic's second fix and the usual one before iOS 15: ids in the snapshot,
/// the data in the store, and `reloadItems` for an edit.
///
/// In sync: the row updates, but the cell is thrown away and a new one rendered in its place,
/// losing whatever the old cell held (a text field being edited, a swipe in progress).
final class ReloadingListViewController: TodoListViewController {
  override func showEdit(of id: TodoID) {
    var snapshot = dataSource.snapshot()
    guard snapshot.indexOfItem(id) != nil else { return }
    snapshot.reloadItems([id])
    dataSource.apply(snapshot)
  }
}
