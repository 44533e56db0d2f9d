import SwiftUI
import TodoModel

/// `detail-owns-copy`: the detail edits an `@State` copy of its todo instead of the item.
///
/// Symptom: the detail never shows a change made anywhere else — another window, the server —
/// and its next save writes its old copy over that change. `@State` is a source of truth of its
/// own: its initial value is taken once per identity, and the view never reads the item again.
/// The Advent Calendar source's detail keeps such a copy. ``TodoDetailView``, handing its editor
/// a copy of the todo:
struct CopyingDetailView: View {
  let id: TodoID
  @Environment(TodoController.self) private var controller

  var body: some View {
    if let item = controller.item(withID: id) {
      CopyingEditor(item: item.todo)
    }
  }
}

/// ``TodoEditor``, with the item replaced by a copy of its todo, kept in `@State`: the field and
/// the star edit the copy, and each edit writes the whole copy over the item.
struct CopyingEditor: View {
  @State var item: Todo
  @Environment(TodoController.self) private var controller

  var body: some View {
    Form {
      TextField("Title", text: $item.title)
        .onSubmit { save() }
      Toggle("Favorite", isOn: $item.isFavorite)
        .onChange(of: item.isFavorite) { _, _ in save() }
      Button("Delete", role: .destructive) { controller.delete(id: item.id) }
    }
  }

  /// Writes the whole copy over the item, both fields at once.
  private func save() {
    guard let shared = controller.item(withID: item.id) else { return }
    controller.rename(shared, to: item.title)
    controller.setFavorite(item.isFavorite, of: shared)
  }
}
