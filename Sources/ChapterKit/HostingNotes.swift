import HeadlessSwiftUI

/// A window of a SwiftUI-shaped app says under each step why each of its bodies ran, as
/// `Self._printChanges()` prints it, and any runtime error SwiftUI would have stopped the app
/// with.
extension HostingListScreen: NarratingListScreen {
  /// The window's runtime errors and body log since the last step.
  public func takeStepNotes() -> [String] {
    guard let number = window.key.base as? Int else { return [] }
    return graph.takeRuntimeIssues(window: number).map { "runtime error: \($0)" }
      + graph.takeBodyLog(window: number)
  }
}
