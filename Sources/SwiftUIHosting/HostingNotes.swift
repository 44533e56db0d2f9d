import ChapterKit
import Foundation
import HeadlessSwiftUI
import ScenarioLanguage
import TodoModel

/// A window of a SwiftUI-shaped app says under each step why each of its bodies ran, as
/// `Self._printChanges()` prints it, and any runtime error SwiftUI would have stopped the app
/// with.
extension HostingListScreen: NarratingListScreen {
  /// The window's runtime errors and body log since the last step.
  ///
  /// What `Self._printChanges()` would print (`@self appeared`, `item.title changed`) stays in
  /// English in every language, as SwiftUI prints it; the stand-in's own reasons are translated.
  package func takeStepNotes(in language: Language) -> [String] {
    guard let number = window.key.base as? Int else { return [] }
    return graph.takeRuntimeIssues(window: number).map {
      Message("note.runtimeError", ["issue": $0]).text(in: language)
    } + graph.takeBodyLog(window: number).map { Self.ownReasons($0, in: language) }
  }

  /// Keeps no body log: a run that prints none (a benchmark) pays nothing for it.
  package func stopKeepingStepNotes() {
    graph.logsBodyRuns = false
  }

  /// `line`, a view's name and why its body ran, with each reason said in `language`: the
  /// stand-in's own, and the two `Self._printChanges()` prints, "@self appeared" and
  /// "… changed", whose names (`@self`, `item.title`, `@State path`) stay as Swift spells them.
  private static func ownReasons(_ line: String, in language: Language) -> String {
    guard let separator = line.range(of: ": ") else { return line }
    let reasons = line[separator.upperBound...].components(separatedBy: ", ").map { reason in
      switch reason {
      case BodyRunReason.parentPassedNewValues: Message("note.parentPassedNewValues")
      case BodyRunReason.cellReappeared: Message("note.cellReappeared")
      case "@self appeared": Message("note.selfAppeared")
      case let changed where changed.hasSuffix(" changed"):
        Message("note.changed", ["what": String(changed.dropLast(" changed".count))])
      default: Message("note.asSaid", ["reason": reason])
      }
    }
    return line[..<separator.upperBound]
      + reasons.map { $0.text(in: language) }.joined(separator: language == .japanese ? "、" : ", ")
  }
}

/// A window of a SwiftUI-shaped app with the sort setting shows a `Picker` titled "Sort"
/// (``HostControl/sortPicker``) over the `ListOrder`s; `sort <order>` chooses in it, as a person
/// would.
extension HostingListScreen: SortableListScreen {
  /// Chooses `order` in the window's "Sort" picker.
  package func chooseSortOrder(_ order: ListOrder) {
    choose(AnyHashable(order), in: .sortPicker)
  }
}
