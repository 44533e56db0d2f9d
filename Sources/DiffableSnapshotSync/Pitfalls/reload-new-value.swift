import TodoModel
import UIKit

/// `reload-new-value`, the failed attempt of hironytic's article: the rows of
/// `id-only-equality`, and an edit that reloads the item, handing `reloadItems` the todo's *new*
/// value.
///
/// Symptom: the snapshot already holds an item equal to the one passed — equality is by id — so
/// it reloads the item it has, with the old title. The cell is rendered again, and shows the old
/// title again: stale, with a render to prove the reload happened.
///
/// A list of id-only rows that shows an edit by reloading the edited todo's new value.
final class NewValueReloadingListViewController: ItemListViewController<IDOnlyRow> {
  override func showEdit(of id: TodoID) {
    guard let todo = store.todo(withID: id) else { return }
    var snapshot = dataSource.snapshot()
    guard snapshot.indexOfItem(IDOnlyRow(todo)) != nil else { return }
    // The new value goes in; the snapshot finds the item equal to it and keeps its own.
    snapshot.reloadItems([IDOnlyRow(todo)])
    dataSource.apply(snapshot)
  }
}
