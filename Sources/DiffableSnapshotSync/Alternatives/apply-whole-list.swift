import HeadlessUIKit
import TodoModel

/// `apply-whole-list`: every change, an edit included, builds a new snapshot of every id in the
/// store and applies it, letting the diff find what changed.
///
/// In sync, at a cost that grows with the list: the snapshot is built from the whole list and
/// diffed against the whole list on every edit, although an edit changes no id. The correct list
/// takes the snapshot the data source already has and reconfigures one item, with no diff.
final class ApplyWholeListApp: DiffableSnapshotSyncApp {
  override func makeListScreen(context: ScreenContext) -> any ListScreen {
    WholeListSnapshotListScreen(store: store)
  }
}

/// A list that shows an edit by applying a snapshot of the whole list, rebuilt.
final class WholeListSnapshotListScreen: TodoListScreen {
  override func showEdit(of id: TodoID) {
    var snapshot = DiffableSnapshot<ListSection, TodoID>()
    // NB: as in the correct list, the store's ids are unique by construction.
    snapshot.appendSections([.todos])
    snapshot.appendItems(store.allTodos().map(\.id))
    // The ids are the ones on screen, so the diff finds nothing; the edited item must still be
    // marked, or its cell would keep the old title.
    guard snapshot.indexOfItem(id) != nil else { return }
    snapshot.reconfigureItems([id])
    dataSource.apply(snapshot)
  }
}
