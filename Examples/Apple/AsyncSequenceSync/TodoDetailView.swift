// Chapter 7 in SwiftUI: iOS 17, macOS 14 or later; the `Observations` view iOS 26, macOS 26.
// A `.task` reads a stream while its view is in the hierarchy and is cancelled when it goes.

#if canImport(SwiftUI)
import SwiftUI
import TodoModel

struct TodoDetailView: View {
  let id: Todo.ID
  let library: TodoLibrary
  @State private var title = ""
  @FocusState private var isTyping: Bool
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Form {
      TextField("Title", text: $title)
        .focused($isTyping)
        .onSubmit { library.modify(id: id) { $0.title = title } }
    }
    .task(id: id) {
      // Subscribe first, then read: nothing falls between the two.
      let changes = library.changes()
      title = library.todos.first { $0.id == id }?.title ?? ""
      for await change in changes {
        switch change {
        case .updated(let todo) where todo.id == id:
          // What the person is typing wins until they save it.
          if !isTyping { title = todo.title }
        case .deleted(let deletedID) where deletedID == id:
          dismiss()
        default:
          break
        }
      }
    }
  }
}

/// The same detail with `Observations` (iOS 26): an async sequence of the *values* of an
/// expression. Edits made in one turn arrive as one value.
@available(iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *)
struct ObservingTodoDetailView: View {
  let id: Todo.ID
  let library: TodoLibrary
  @State private var title = ""

  var body: some View {
    Text(title)
      .task(id: id) {
        let titles = Observations { library.todos.first { $0.id == id }?.title ?? "" }
        for await current in titles {
          title = current
        }
      }
  }
}
#endif
