import SwiftUI
import TodoModel

/// `store-recreated`: the app makes its controller in `body`, where ``TodoApp`` keeps it in
/// `@State`.
///
/// Symptom: an edit in one window never reaches another. A value made in `body` is made again
/// each time the code runs: the `WindowGroup` closure runs for every window it opens, so each
/// window gets a controller of its own, loaded from the data source when it was made, and a
/// server push told to one of them reaches no other. WWDC20 "Data Essentials in SwiftUI" shows
/// the bug in a view, `@ObservedObject var store = ReadingListStore()`, fixed by
/// `@StateObject`; for an `@Observable` object the fix is `@State`, and truly global data
/// belongs on the `App`.
struct RecreatingApp: App {
  /// Where every controller loads the todos from and saves them.
  let repository: any TodoRepository

  /// The app SwiftUI launches: the sample todos, in memory.
  init() {
    self.init(repository: InMemoryTodoRepository())
  }

  /// An app whose todos are in `repository`.
  init(repository: any TodoRepository) {
    self.repository = repository
  }

  var body: some Scene {
    WindowGroup {
      ContentView()
        .environment(TodoController(repository: repository))
    }
  }
}
