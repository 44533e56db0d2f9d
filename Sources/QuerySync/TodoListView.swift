import Foundation
import SwiftData
import SwiftUI
import TodoModel

/// The list: a live query over the main context, newest first.
///
/// `@Query` follows the context: its results change when models come or go, when the context
/// saves and when it merges another context's save; a rename changes a model the row reads, and
/// only that row's body runs.
struct TodoListView: View {
  @Query(sort: \TodoItem.order, order: .reverse) private var todos: [TodoItem]
  @Environment(\.modelContext) private var context
  @Environment(TodoServer.self) private var server
  @State private var draft = ""

  var body: some View {
    VStack {
      TextField("New todo", text: $draft)
        .onSubmit {
          let title = draft
          draft = ""
          guard !title.isEmpty else { return }
          server.add(title: title, in: context)
        }
      List {
        ForEach(todos) { todo in
          NavigationLink(value: todo.persistentModelID) {
            TodoRow(todo: todo)
          }
        }
        .onDelete { offsets in
          let doomed = offsets.map { todos[$0] }
          for todo in doomed { server.delete(todo, in: context) }
        }
      }
    }
  }
}

/// One row: the title, and a star for a favourite.
struct TodoRow: View {
  let todo: TodoItem

  var body: some View {
    HStack {
      Text(todo.title)
      if todo.isFavorite {
        Image(systemName: "star.fill")
      }
    }
  }
}
