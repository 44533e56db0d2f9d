import HeadlessUIKit
import TodoModel

/// `id-only-equality`, the famous pitfall: the item carries the todo's data, but is equal and
/// hashed by id alone.
///
/// A fresh snapshot with a renamed todo holds an item *equal* to the old one, so the diff finds
/// nothing to do and the cell keeps the old title.
final class IDOnlyEqualityApp: DiffableSnapshotSyncApp {
  override func makeListScreen(context: ScreenContext) -> any ListScreen {
    ItemListScreen(store: store, identity: IDOnlyEqualityIdentity())
  }
}

/// Items that carry the title and the star, and compare by id.
struct IDOnlyEqualityIdentity: RowIdentity {
  /// A row that carries its data but compares by id: `==` and `hash(into:)` ignore the title.
  struct Row: Hashable, Sendable {
    let id: TodoID
    let title: String
    let isFavorite: Bool

    static func == (lhs: Row, rhs: Row) -> Bool {
      lhs.id == rhs.id
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(id)
    }
  }

  func item(for todo: Todo) -> Row {
    Row(id: todo.id, title: todo.title, isFavorite: todo.isFavorite)
  }

  func content(of item: Row) -> Todo {
    Todo(id: item.id, title: item.title, isFavorite: item.isFavorite)
  }

  func snapshot(
    showingEditOf id: TodoID, current: DiffableSnapshot<ListSection, Row>, store: TodoStore
  ) -> DiffableSnapshot<ListSection, Row> {
    freshSnapshot(of: store)
  }
}
