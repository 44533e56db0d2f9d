import HeadlessUIKit
import TodoModel

/// `ids-and-store`, hironytic's second fix and the usual one before iOS 15: ids in the snapshot,
/// the data in the store, and `reloadItems` for an edit.
///
/// In sync: the row updates, but the cell is thrown away and a new one rendered in its place,
/// losing whatever the old cell held (a text field being edited, a swipe in progress).
final class IDsAndStoreApp: DiffableSnapshotSyncApp {
  override func makeListScreen(context: ScreenContext) -> any ListScreen {
    ReloadingListScreen(store: store)
  }
}

/// A list that shows an edit by reloading the item rather than reconfiguring it.
final class ReloadingListScreen: TodoListScreen {
  override func showEdit(of id: TodoID) {
    var snapshot = dataSource.snapshot()
    guard snapshot.indexOfItem(id) != nil else { return }
    snapshot.reloadItems([id])
    dataSource.apply(snapshot)
  }
}
