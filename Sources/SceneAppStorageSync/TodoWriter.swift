import TodoModel

/// Where a screen's edits go.
///
/// In the correct app, to the repository, which rewrites the list in app storage and so reaches
/// every screen. In the `todos-in-scene-storage` pitfall, to the scene's own copy of the list,
/// which no other scene reads.
@MainActor
enum TodoWriter {
  case appStorage(StoredTodoRepository)
  case sceneCopy(AppStorage<[Todo]>, ids: StoredTodoRepository)

  func rename(id: TodoID, to title: String) {
    switch self {
    case .appStorage(let repository): repository.rename(id: id, to: title)
    case .sceneCopy(let copy, _):
      edit(copy) {
        $0 = $0.map { $0.id == id ? Todo(id: id, title: title, isFavorite: $0.isFavorite) : $0 }
      }
    }
  }

  func toggleFavorite(id: TodoID) {
    switch self {
    case .appStorage(let repository): repository.toggleFavorite(id: id)
    case .sceneCopy(let copy, _):
      edit(copy) {
        $0 = $0.map { $0.id == id ? Todo(id: id, title: $0.title, isFavorite: !$0.isFavorite) : $0 }
      }
    }
  }

  func add(title: String) {
    switch self {
    case .appStorage(let repository): repository.add(title: title)
    case .sceneCopy(let copy, let ids):
      // The id still comes from the app's counter; the todo goes into this scene's copy.
      let todo = ids.add(title: title)
      edit(copy) { $0.insert(todo, at: 0) }
    }
  }

  func delete(id: TodoID) {
    switch self {
    case .appStorage(let repository): repository.delete(id: id)
    case .sceneCopy(let copy, _): edit(copy) { $0.removeAll { $0.id == id } }
    }
  }

  private func edit(_ copy: AppStorage<[Todo]>, _ change: (inout [Todo]) -> Void) {
    var todos = copy.value
    change(&todos)
    copy.set(todos)
  }
}
