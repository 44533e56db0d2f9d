import SwiftData
import SwiftUI
import TodoModel

/// `filter-and-sort-in-body`: the list queries every todo, unfiltered and unsorted, and filters
/// and sorts them in its body.
///
/// In sync, and costly: the body reads every todo's title to filter and every todo's `order` to
/// sort, so it depends on all of them: every rename runs it, and it filters and sorts the whole
/// list again, where `@Query(filter:sort:)` leaves both to the fetch.
///
/// ``TodoListView``, with the query's work moved into the body.
struct FilterAndSortInBodyListView: View {
  @Query private var all: [TodoItem]
  @Environment(\.modelContext) private var context
  @Environment(TodoServer.self) private var server
  @State private var draft = ""

  var body: some View {
    // Leaves out a todo with no title, then puts the newest first.
    let todos = all.filter { !$0.title.isEmpty }
      .sorted { $0.order > $1.order }
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
