import TodoModel
import UIKit

/// `id-only-equality`, the famous pitfall: the items of `full-value-hashable`, equal and hashed
/// by id alone.
///
/// Symptom: a fresh snapshot with a renamed todo holds an item *equal* to the old one, so the
/// diff finds nothing to do and the cell keeps the old title.
///
/// A row that carries its data but compares by id: `==` and `hash(into:)` ignore the title.
struct IDOnlyRow: RowItem {
  let id: TodoID
  let title: String
  let isFavorite: Bool

  init(_ todo: Todo) {
    (id, title, isFavorite) = (todo.id, todo.title, todo.isFavorite)
  }

  var todo: Todo { Todo(id: id, title: title, isFavorite: isFavorite) }

  static func == (lhs: IDOnlyRow, rhs: IDOnlyRow) -> Bool {
    lhs.id == rhs.id
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }
}
