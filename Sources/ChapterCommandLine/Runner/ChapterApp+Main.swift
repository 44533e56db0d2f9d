import ChapterKit
import Foundation

extension ChapterApp {
  /// `swift run <Chapter>`: plays the story, or runs the REPL, a script or the benchmark, as
  /// the command line asks, and exits with the runner's status.
  public static func main() async {
    exit(await ChapterRunner.run(self))
  }
}
