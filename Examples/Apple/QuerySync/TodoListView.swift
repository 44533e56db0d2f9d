// Chapter 8 on Apple platforms: iOS 17, iPadOS 17, macOS 14 or later (SwiftData's `@Query`,
// `@Environment(Type.self)`). The list screen of the app in TodoApp.swift: add it to the same app
// target.

#if canImport(SwiftUI) && canImport(SwiftData)
import Foundation
import SwiftData
import SwiftUI

/// The list: a live query over the environment's context, newest first.
///
/// `@Query` keeps its models "in sync with the underlying data" (Apple's `Query` page), which is
/// the container's store: an add or a delete that another context saves is meant to show here
/// too. A rename changes a model that a row read, and SwiftUI runs that row's body again.
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
          // The link carries the model's identifier, not the model: the detail looks the model
          // up in its own environment's context.
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
///
/// `@Model` makes the class `Observable`, so this body runs again when a property it read
/// changes. A change saved by the importer may not reach it on iOS 17: see ServerImporter.swift.
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
#endif
