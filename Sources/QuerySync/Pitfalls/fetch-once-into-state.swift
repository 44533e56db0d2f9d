import Foundation
import SwiftData
import SwiftUI
import TodoModel

/// `fetch-once-into-state`: the list fetches its todos once, when it appears, into `@State`,
/// in place of `@Query`.
///
/// Symptom: a rename still shows, since the row reads the same model object, but a todo added or
/// deleted in another window or by the server never comes or goes: nothing fetches again. The
/// list fetches again only after its own changes.
///
/// ``TodoListView``, with the query replaced by a fetch made on appear and after its own changes.
struct FetchOnceListView: View {
  @State private var todos: [TodoItem] = []
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
          fetch()
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
          fetch()
        }
      }
    }
    .onAppear { fetch() }
  }

  private func fetch() {
    let newestFirst = FetchDescriptor<TodoItem>(sortBy: [SortDescriptor(\.order, order: .reverse)])
    do {
      todos = try context.fetch(newestFirst)
    } catch {
      todos = []
    }
  }
}
