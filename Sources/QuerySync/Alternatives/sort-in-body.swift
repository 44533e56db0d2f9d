import HeadlessSwiftData
import HeadlessSwiftUI
import TodoModel

/// `sort-in-body`: the list queries every todo unsorted and sorts them in its body.
///
/// In sync, and costly: the body sorts the whole list each time it runs, and it reads every
/// todo's `order` to do so, where `@Query(sort:)` leaves the sorting to the fetch.
final class SortInBodyApp: QuerySyncApp {
  override func makeApp() -> any App {
    app { SortInBodyContentView() }
  }
}

/// ``ContentView``, with the list that sorts in its body.
struct SortInBodyContentView: View {
  @State private var path: [PersistentIdentifier] = []

  var body: some View {
    NavigationStack(path: $path) {
      SortInBodyListView()
        .navigationDestination(for: PersistentIdentifier.self) { id in TodoDetailView(id: id) }
    }
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
          server.add(title: draft, in: context)
          draft = ""
        }
      List {
        ForEach(todos) { todo in
          NavigationLink(value: todo.persistentModelID) { TodoRow(todo: todo) }
        }
        .onDelete { offsets in
          let doomed = offsets.map { todos[$0] }
          for todo in doomed { server.delete(todo, in: context) }
        }
      }
    }
  }
}
