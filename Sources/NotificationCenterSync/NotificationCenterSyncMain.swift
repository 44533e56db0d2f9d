import Foundation
import ScreenKit

/// `swift run NotificationCenterSync`: plays the story, or runs the REPL, a script or the
/// benchmark.
@main
enum NotificationCenterSyncMain {
  static func main() async {
    exit(await ChapterRunner.run(NotificationCenterSyncApp.self))
  }
}
