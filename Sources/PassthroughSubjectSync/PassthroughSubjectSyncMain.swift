import Foundation
import ScreenKit

/// `swift run PassthroughSubjectSync`: plays the story, or runs the REPL, a script or the
/// benchmark.
@main
enum PassthroughSubjectSyncMain {
  static func main() async {
    exit(await ChapterRunner.run(PassthroughSubjectSyncApp.self))
  }
}
