import HeadlessUIKit
import TodoModel

/// `reference-info`, hironytic's third fix: the item is an id plus a reference to a mutable
/// info object; an edit changes the object in place and reloads the item.
///
/// Equality and hashing use the id only, which is right here: the item's identity never
/// changes, and its data is read through the reference when the cell renders.
final class ReferenceInfoApp: DiffableSnapshotSyncApp {
  override func makeListScreen(context: ScreenContext) -> any ListScreen {
    ItemListScreen(store: store, identity: ReferenceInfoIdentity())
  }
}

/// Items that hold an id and a reference to the row's mutable info.
@MainActor
final class ReferenceInfoIdentity: RowIdentity {
  /// The data of one row, shared by reference between the snapshot and the list.
  final class Info {
    var title: String
    var isFavorite: Bool

    init(_ todo: Todo) {
      title = todo.title
      isFavorite = todo.isFavorite
    }
  }

  /// A row: an id to compare, and a reference to read.
  struct Row: Hashable, @unchecked Sendable {
    // NB: `Info` is a main-actor-only mutable object; rows are only used on the main actor.
    let id: TodoID
    let info: Info

    static func == (lhs: Row, rhs: Row) -> Bool {
      lhs.id == rhs.id
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(id)
    }
  }

  private var infos: [TodoID: Info] = [:]

  func item(for todo: Todo) -> Row {
    if let info = infos[todo.id] { return Row(id: todo.id, info: info) }
    let info = Info(todo)
    infos[todo.id] = info
    return Row(id: todo.id, info: info)
  }

  func content(of item: Row) -> Todo {
    Todo(id: item.id, title: item.info.title, isFavorite: item.info.isFavorite)
  }

  func snapshot(
    showingEditOf id: TodoID, current: DiffableSnapshot<ListSection, Row>, store: TodoStore
  ) -> DiffableSnapshot<ListSection, Row> {
    guard let info = infos[id], let todo = store.todo(withID: id) else { return current }
    info.title = todo.title
    info.isFavorite = todo.isFavorite
    var snapshot = current
    try? snapshot.reloadItems([Row(id: id, info: info)])
    return snapshot
  }
}
