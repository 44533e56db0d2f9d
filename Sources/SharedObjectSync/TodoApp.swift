import HeadlessSwiftUI

/// The app: one ``TodoController`` for all of it, in every window's environment.
///
/// `@State` on the `App` lives as long as the app does, so the controller is made once, however
/// many windows open and however often their views are rebuilt. That one instance is the
/// source of truth every list and every detail of every window reads.
struct TodoApp: App {
  @State var controller: TodoController

  var body: some Scene {
    WindowGroup {
      ContentView()
        .environment(controller)
    }
  }
}
