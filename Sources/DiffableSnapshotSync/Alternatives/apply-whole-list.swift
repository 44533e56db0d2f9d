import TodoModel
import UIKit

/// `apply-whole-list`: every change, an edit included, builds a new snapshot of every id in the
/// store and applies it, letting the diff find what changed.
///
/// In sync, at a cost that grows with the list: the snapshot is built from the whole list and
/// diffed against the whole list on every edit, although an edit changes no id. The correct list
/// takes the snapshot the data source already has and reconfigures one item, with no diff.
final class ApplyWholeListViewController: TodoListViewController {
  override func showEdit(of id: TodoID) {
    var snapshot = freshSnapshot()
    // The ids are the ones on screen, so the diff finds nothing; the edited item must still be
    // marked, or its cell would keep the old title.
    guard snapshot.indexOfItem(id) != nil else { return }
    snapshot.reconfigureItems([id])
    dataSource.apply(snapshot)
  }
}
