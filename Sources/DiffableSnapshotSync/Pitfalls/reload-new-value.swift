import HeadlessUIKit
import TodoModel

/// `reload-new-value`, the failed attempt of hironytic's article: the items of `id-only-equality`,
/// and an edit that reloads the item, handing `reloadItems` the todo's *new* value.
///
/// Symptom: the snapshot already holds an item equal to the one passed — equality is by id — so
/// it reloads the item it has, with the old title. The cell is rendered again, and shows the old
/// title again: stale, with a render to prove the reload happened.
final class ReloadNewValueApp: DiffableSnapshotSyncApp {
  override func makeListScreen(context: ScreenContext) -> any ListScreen {
    ItemListScreen(store: store, identity: ReloadNewValueIdentity())
  }
}

/// Items that carry the title and the star and compare by id; an edit reloads the new value.
struct ReloadNewValueIdentity: RowIdentity {
  private let rows = IDOnlyEqualityIdentity()

  func item(for todo: Todo) -> IDOnlyEqualityIdentity.Row {
    rows.item(for: todo)
  }

  func content(of item: IDOnlyEqualityIdentity.Row) -> Todo {
    rows.content(of: item)
  }

  func snapshot(
    showingEditOf id: TodoID, current: DiffableSnapshot<ListSection, IDOnlyEqualityIdentity.Row>,
    store: TodoStore
  ) -> DiffableSnapshot<ListSection, IDOnlyEqualityIdentity.Row> {
    guard let todo = store.todo(withID: id) else { return current }
    var snapshot = current
    // The new value goes in; the snapshot finds the item equal to it and keeps its own.
    try? snapshot.reloadItems([item(for: todo)])
    return snapshot
  }
}
