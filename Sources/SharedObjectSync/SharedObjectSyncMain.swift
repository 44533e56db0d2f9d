import Foundation
import ScreenKit

/// `swift run SharedObjectSync`: plays the story, or runs the REPL, a script or the benchmark.
@main
enum SharedObjectSyncMain {
  static func main() async {
    exit(await ChapterRunner.run(SharedObjectSyncApp.self))
  }
}
