import HeadlessSwiftUI
import ScenarioLanguage
import SwiftUIHosting
import TodoModel

/// A window of a SwiftUI-shaped app says under each step why each of its bodies ran, as
/// `Self._printChanges()` prints it, and any runtime error SwiftUI would have stopped the app
/// with.
extension HostingListScreen: NarratingListScreen {
  /// The window's runtime errors and body log since the last step.
  ///
  /// The body log is in
  /// English in every language, as `Self._printChanges()` prints it.
  public func takeStepNotes(in language: Language) -> [String] {
    guard let number = window.key.base as? Int else { return [] }
    return graph.takeRuntimeIssues(window: number).map {
      Message("note.runtimeError", ["issue": $0]).text(in: language)
    } + graph.takeBodyLog(window: number)
  }
}

/// A window of a SwiftUI-shaped app with the sort setting shows a `Picker` titled "Sort"
/// (``HostControl/sortPicker``) over the `ListOrder`s; `sort <order>` chooses in it, as a person
/// would.
extension HostingListScreen: SortableListScreen {
  /// Chooses `order` in the window's "Sort" picker.
  public func chooseSortOrder(_ order: ListOrder) {
    choose(AnyHashable(order), in: .sortPicker)
  }
}
