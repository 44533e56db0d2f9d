import Foundation
import ScreenKit

/// `swift run DiffableSnapshotSync`: plays the story, or runs the REPL, a script or the
/// benchmark.
@main
enum DiffableSnapshotSyncMain {
  static func main() async {
    exit(await ChapterRunner.run(DiffableSnapshotSyncApp.self))
  }
}
