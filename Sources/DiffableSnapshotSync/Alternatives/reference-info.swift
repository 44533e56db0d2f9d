import TodoModel
import UIKit

/// `reference-info`, hironytic's third fix: the item is an id plus a reference to a mutable
/// info object; an edit changes the object in place and reloads the item.
///
/// Equality and hashing use the id only, which is right here: the item's identity never
/// changes, and its data is read through the reference when the cell renders.
///
/// A row: an id to compare, and a reference to the row's mutable info, read when it renders.
struct ReferenceRow: RowItem, @unchecked Sendable {
  // NB: `Info` is a main-actor-only mutable object; rows are only used on the main actor.
  let id: TodoID
  let info: Info

  /// The data of one row, shared by reference between the snapshot and the list.
  final class Info {
    var title: String
    var isFavorite: Bool

    init(_ todo: Todo) {
      title = todo.title
      isFavorite = todo.isFavorite
    }
  }

  init(_ todo: Todo) {
    id = todo.id
    info = Info(todo)
  }

  var todo: Todo { Todo(id: id, title: info.title, isFavorite: info.isFavorite) }

  static func == (lhs: ReferenceRow, rhs: ReferenceRow) -> Bool {
    lhs.id == rhs.id
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }
}

/// A list that shows an edit by changing the shown row's info in place, then reloading it.
final class ReferenceInfoListViewController: ItemListViewController<ReferenceRow> {
  override func showEdit(of id: TodoID) {
    var snapshot = dataSource.snapshot()
    guard let todo = store.todo(withID: id),
      let index = snapshot.indexOfItem(ReferenceRow(todo))
    else { return }
    let shown = snapshot.itemIdentifiers[index]
    shown.info.title = todo.title
    shown.info.isFavorite = todo.isFavorite
    snapshot.reloadItems([shown])
    dataSource.apply(snapshot)
  }
}
