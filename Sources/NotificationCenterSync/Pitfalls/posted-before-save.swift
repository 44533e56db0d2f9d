import TodoModel

/// `posted-before-save`: the detail announces an edit, then saves it.
///
/// Symptom: every screen that hears the notification re-reads the data source before the save
/// and shows the old value; each screen stays one edit behind (the detail's title field keeps
/// what was typed, as the post arrives while it is still being edited).
final class PostingBeforeSavingDetailViewController: TodoDetailViewController {
  override func save(_ edit: (inout Todo) -> Void) {
    guard var todo = repository.todo(withID: todoID) else { return }
    edit(&todo)
    changes.post(.updated(todo))
    repository.modify(id: todoID, edit)
  }
}
