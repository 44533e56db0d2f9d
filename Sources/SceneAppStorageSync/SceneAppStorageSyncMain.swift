import Foundation
import ScreenKit

/// `swift run SceneAppStorageSync`: plays the story, or runs the REPL, a script or the
/// benchmark; scripts and the REPL continue from what the last run stored.
@main
enum SceneAppStorageSyncMain {
  static func main() async {
    exit(await ChapterRunner.run(SceneAppStorageSyncApp.self))
  }
}
