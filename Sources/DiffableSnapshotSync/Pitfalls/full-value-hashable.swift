import HeadlessUIKit
import TodoModel

/// `full-value-hashable`, hironytic's first fix: the item is the todo itself, with
/// synthesized `Hashable`, so a renamed todo is a *different* item.
///
/// The row updates, but the diff sees the old item deleted and a new one inserted: the cell is
/// thrown away (with anything it held, such as a text field being edited or a swipe in
/// progress), and every edit costs a fresh snapshot and a full diff.
final class FullValueHashableApp: DiffableSnapshotSyncApp {
  override func makeListScreen(context: ScreenContext) -> any ListScreen {
    ItemListScreen(store: store, identity: FullValueHashableIdentity())
  }
}

/// Items that are whole todos.
struct FullValueHashableIdentity: RowIdentity {
  func item(for todo: Todo) -> Todo {
    todo
  }

  func content(of item: Todo) -> Todo {
    item
  }

  func snapshot(
    showingEditOf id: TodoID, current: DiffableSnapshot<ListSection, Todo>, store: TodoStore
  ) -> DiffableSnapshot<ListSection, Todo> {
    freshSnapshot(of: store)
  }
}
