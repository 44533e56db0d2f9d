import Foundation
import HeadlessSwiftData
import HeadlessSwiftUI
import TodoModel

/// `fetch-once-into-state`: the list fetches its todos once, when it appears, into `@State`,
/// in place of `@Query`.
///
/// Symptom: a rename still shows, since the row reads the same model object, but a todo added or
/// deleted in another window or by the server never comes or goes: nothing fetches again. The
/// list fetches again only after its own changes.
final class FetchOnceApp: QuerySyncApp {
  override func makeApp() -> any App {
    app { FetchOnceContentView() }
  }
}

/// ``ContentView``, with the fetching list.
struct FetchOnceContentView: View {
  @State private var path: [PersistentIdentifier] = []

  var body: some View {
    NavigationStack(path: $path) {
      FetchOnceListView()
        .navigationDestination(for: PersistentIdentifier.self) { id in TodoDetailView(id: id) }
    }
  }
}

/// ``TodoListView``, with the query replaced by a fetch made on appear.
struct FetchOnceListView: View {
  @State private var todos: [TodoItem] = []
  @Environment(\.modelContext) private var context
  @Environment(TodoServer.self) private var server
  @State private var draft = ""

  var body: some View {
    VStack {
      TextField("New todo", text: $draft)
        .onSubmit {
          server.add(title: draft, in: context)
          draft = ""
          fetch()
        }
      List {
        ForEach(todos) { todo in
          NavigationLink(value: todo.persistentModelID) { TodoRow(todo: todo) }
        }
      }
    }
    .onAppear { fetch() }
  }

  private func fetch() {
    let newestFirst = FetchDescriptor<TodoItem>(sortBy: [SortDescriptor(\.order, order: .reverse)])
    todos = (try? context.fetch(newestFirst)) ?? []
  }
}
