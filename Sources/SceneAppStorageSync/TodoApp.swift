import Foundation
import SwiftUI
import TodoModel

/// The app: the model, made once and kept in `@State`, and the settings every window's
/// `@AppStorage` and `@SceneStorage` read.
struct TodoApp: App {
  @State private var controller: TodoController
  private let settings: UserDefaults

  /// The app SwiftUI launches: the todos in a SQLite database in Application Support, the
  /// settings in the app's standard `UserDefaults`.
  init() {
    let folder = FileManager.default
      .urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
      .appendingPathComponent("ListDetailSync.SceneAppStorageSync", isDirectory: true)
    let store = SQLiteTodoStore(folder: folder, fixture: TodoFixture.todos) { print($0) }
    self.init(store: store, settings: .standard)
  }

  /// An app whose todos are in `store` and whose settings are in `settings`.
  init(store: any TodoRepository, settings: UserDefaults) {
    _controller = State(initialValue: TodoController(store: store))
    self.settings = settings
  }

  var body: some Scene {
    WindowGroup {
      ContentView()
        .environment(controller)
        .defaultAppStorage(settings)
    }
  }
}
