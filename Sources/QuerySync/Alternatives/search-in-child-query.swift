import Foundation
import SwiftData
import SwiftUI
import TodoModel

/// `search-in-child-query`: the list has a search field, and a child view builds its `@Query`
/// in its initializer from the text, so the filter follows what the person types.
///
/// In sync, as the chapter's list is: a query's filter and sort are fixed when it is made, so a
/// view that wants them to change makes its query again, in a child whose parent passes the
/// new text; each query is live while it lasts. (`contains` compares exactly; a device's
/// `localizedStandardContains` ignores case, and Linux's Foundation has none.)
///
/// ``TodoListView``, with a search field above the rows.
struct SearchingTodoListView: View {
  @Environment(\.modelContext) private var context
  @Environment(TodoServer.self) private var server
  @State private var draft = ""
  @State private var searchText = ""

  var body: some View {
    VStack {
      TextField("Search", text: $searchText)
      TextField("New todo", text: $draft)
        .onSubmit {
          let title = draft
          draft = ""
          guard !title.isEmpty else { return }
          server.add(title: title, in: context)
        }
      MatchingTodoList(matching: searchText)
    }
  }
}

/// The todos whose title contains `text`, newest first: all of them for no text.
struct MatchingTodoList: View {
  @Query private var todos: [TodoItem]
  @Environment(\.modelContext) private var context
  @Environment(TodoServer.self) private var server

  init(matching text: String) {
    let filter = text.isEmpty ? nil : #Predicate<TodoItem> { $0.title.contains(text) }
    _todos = Query(filter: filter, sort: \.order, order: .reverse)
  }

  var body: some View {
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
