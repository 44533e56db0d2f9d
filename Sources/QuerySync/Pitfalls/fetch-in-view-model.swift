import Foundation
import Observation
import SwiftData
import SwiftUI
import TodoModel

/// `fetch-in-view-model`: the list shows an `@Observable` view model's todos, fetched with a
/// `FetchDescriptor` on appear and after its own changes, where `TodoListView` has a `@Query`.
///
/// Symptom: a rename shows (each row reads the context's own object), but a todo added or deleted
/// elsewhere never comes or goes: a fetch answers once; `@Query`, which keeps asking, is a view's.
@Observable
@MainActor
final class TodoListModel {
  private(set) var todos: [TodoItem] = []

  /// Fetches every todo, newest first.
  func fetch(in context: ModelContext) {
    let newestFirst = FetchDescriptor<TodoItem>(sortBy: [SortDescriptor(\.order, order: .reverse)])
    do {
      todos = try context.fetch(newestFirst)
    } catch {
      todos = []
    }
  }
}

/// ``TodoListView``, with the query replaced by the view model's fetches.
struct ViewModelListView: View {
  @State private var model = TodoListModel()
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
          model.fetch(in: context)
        }
      List {
        ForEach(model.todos) { todo in
          NavigationLink(value: todo.persistentModelID) {
            TodoRow(todo: todo)
          }
        }
        .onDelete { offsets in
          let doomed = offsets.map { model.todos[$0] }
          for todo in doomed { server.delete(todo, in: context) }
          model.fetch(in: context)
        }
      }
    }
    .onAppear { model.fetch(in: context) }
  }
}
