import ChapterKit
import ChapterTestSupport
import HeadlessUIKit
import ScenarioLanguage
import Testing
import TodoModel

/// Each correct chapter renders exactly the cells whose content changed.
///
/// That is one per list for a rename or a star, made on a screen or pushed by the server, one
/// new cell per list for an add, none for a delete. A costly variant may render more — `reload-data` renders every row — but never less.
@MainActor
struct RenderCountTests {
  static let steps: [(script: String, rendered: [TodoID])] = [
    ("scene 1\nrename Call the surgery", ["t3"]),
    ("scene 2\nfavorite", ["t3"]),
    ("scene 3\nadd Buy oat milk", ["t21"]),
    ("remote favorite t4", ["t4"]),
    ("remove t4", []),
  ]

  @Test(arguments: ChapterCases.correct.filter { $0.variant.kind != .costly })
  func eachEditRendersExactlyTheChangedCells(chapterCase: ChapterCase) async throws {
    try await checkRenders(of: chapterCase) { rendered, expected in rendered == expected }
  }

  @Test(arguments: ChapterCases.correct.filter { $0.variant.kind == .costly })
  func aCostlyVariantRendersAtLeastTheChangedCells(chapterCase: ChapterCase) async throws {
    try await checkRenders(of: chapterCase) { rendered, expected in
      expected.allSatisfy(rendered.contains)
    }
  }

  /// Runs the steps in three scenes, and checks what each list rendered for each.
  private func checkRenders(
    of chapterCase: ChapterCase, _ isRight: ([TodoID], [TodoID]) -> Bool
  ) async throws {
    try await withChapterStorage(chapterCase.chapter) {
      let host = chapterCase.makeHost()
      try await host.perform(script: "open t3\nscene 2\nopen t3\nscene 3")
      let tables = (1...3).compactMap { host.scenes[$0]?.list.tableView }
      #expect(tables.count == 3)
      for step in Self.steps {
        for table in tables { table.resetRenderCounts() }
        try await host.perform(script: step.script)
        for (number, table) in zip(1..., tables) {
          #expect(
            isRight(table.renderLog, step.rendered),
            "\(chapterCase.testDescription), scene \(number), after \(step.script)")
        }
      }
    }
  }
}
