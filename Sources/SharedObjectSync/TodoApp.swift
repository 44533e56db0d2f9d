import SwiftUI
import TodoModel

/// The app: it makes one ``TodoController`` and puts it in every window's environment.
///
/// `@State` on the `App` lives as long as the app does, so the controller is made once, however
/// many windows open and however often their views are rebuilt. That one instance is the
/// source of truth every list and every detail of every window reads.
struct TodoApp: App {
  @State private var controller: TodoController

  /// The app SwiftUI launches: the sample todos, in memory.
  init() {
    self.init(repository: InMemoryTodoRepository())
  }

  /// An app whose todos are in `repository`.
  init(repository: any TodoRepository) {
    _controller = State(initialValue: TodoController(repository: repository))
  }

  var body: some Scene {
    WindowGroup {
      ContentView()
        .environment(controller)
    }
  }
}
