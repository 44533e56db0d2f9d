import SwiftUI
import TodoModel

/// `binding-by-index`: the `array-of-values` app with its rows and detail bound to positions,
/// `$controller.todos[index]`, and the detail pushed by its index.
///
/// Symptom: when a todo before the open one is deleted — in another window, or on the server —
/// the detail shows and edits the todo that moved into its position; when the open todo was the
/// last, the position is gone, and SwiftUI stops the app with "Index out of range" (the kit
/// reports it instead, and shows what the binding read last). A binding reaches its value by
/// the path it was made with; a position is not an identity.
///
/// ``ValuesContentView``, with a path of positions and the detail bound to one.
struct IndexContentView: View {
  @Environment(TodoValuesController.self) private var controller
  @State private var path: [Int] = []

  var body: some View {
    @Bindable var controller = controller
    NavigationStack(path: $path) {
      List {
        ForEach(controller.todos.indices, id: \.self) { index in
          NavigationLink(value: index) {
            ValueRow(todo: controller.todos[index])
          }
        }
        .onDelete { offsets in
          for index in offsets.sorted(by: >) { controller.delete(id: controller.todos[index].id) }
        }
      }
      .navigationTitle("Todos")
      .navigationDestination(for: Int.self) { index in
        IndexDetailView(todo: $controller.todos[index], controller: controller)
      }
    }
  }
}

/// ``ValuesDetailView``, bound to a position where it looked its todo up by id.
struct IndexDetailView: View {
  @Binding var todo: Todo
  let controller: TodoValuesController

  var body: some View {
    Form {
      TextField("Title", text: $todo.title)
        .onSubmit { controller.rename(todoWithID: todo.id, to: todo.title) }
      Toggle("Favorite", isOn: $todo.isFavorite)
        .onChange(of: todo.isFavorite) { _, isOn in
          controller.setFavorite(isOn, ofTodoWithID: todo.id)
        }
      Button("Delete", role: .destructive) { controller.delete(id: todo.id) }
    }
  }
}
