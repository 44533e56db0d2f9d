import HeadlessSwiftUI

/// The app: the model, made once and kept in `@State`, and the settings suite every window's
/// `@AppStorage` and `@SceneStorage` read.
struct TodoApp: App {
  @State var controller: TodoController
  let settings: StorageSuite

  var body: some Scene {
    WindowGroup {
      ContentView()
        .environment(controller)
        .defaultAppStorage(settings)
    }
  }
}
