import HeadlessSwiftData
import HeadlessSwiftUI
import TodoModel

/// `sort-in-body`: the list queries every todo unsorted and sorts them in its body.
///
/// In sync, and costly: the body sorts the whole list each time it runs, and it reads every
/// todo's `order` to do so, where `@Query(sort:)` leaves the sorting to the fetch.
final class SortInBodyApp: QuerySyncApp {
  override func makeApp() -> any App {
    app(list: SortInBodyListView())
  }
}

/// ``TodoListView``, with the query's sort moved into the body.
struct SortInBodyListView: View {
  @Query private var all: [TodoItem]
  @Environment(\.modelContext) private var context
  @Environment(TodoServer.self) private var server
  @State private var draft = ""

  var body: some View {
    let todos = all.sorted { $0.order > $1.order }
    VStack {
      TextField("New todo", text: $draft)
        .onSubmit {
          let title = draft.trimmingCharacters(in: .whitespaces)
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
