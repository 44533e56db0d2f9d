import Foundation
import ScreenKit

/// `swift run NoSync`: plays the story, or runs the REPL, a script or the benchmark.
@main
enum NoSyncMain {
  static func main() async {
    exit(await ChapterRunner.run(NoSyncApp.self))
  }
}
