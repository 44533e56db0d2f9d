import HeadlessSwiftUI
import TodoModel

/// `store-recreated`: the app makes its controller in `body`, where ``TodoApp`` keeps it in
/// `@State`.
///
/// Symptom: an edit in one window never reaches another. A value made in `body` is made again
/// each time the code runs: the `WindowGroup` closure runs for every window it opens, so each
/// window gets a controller of its own, loaded from the data source when it was made, and none
/// of them is the one this launcher hands the server's changes to. WWDC20 "Data Essentials in
/// SwiftUI" shows the bug in a view, `@ObservedObject var store = ReadingListStore()`, fixed by
/// `@StateObject`; for an `@Observable` object the fix is `@State`, and truly global data
/// belongs on the `App`.
final class StoreRecreatedApp: SharedObjectSyncApp {
  override func makeApp() -> any App {
    RecreatingApp(repository: repository)
  }
}

/// The app, making its controller where it makes each window.
struct RecreatingApp: App {
  let repository: any TodoRepository

  var body: some Scene {
    WindowGroup {
      ContentView()
        .environment(TodoController(repository: repository))
    }
  }
}
