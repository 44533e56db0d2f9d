import ChapterKit
import ChapterTestSupport
import HeadlessUIKit
import ScenarioLanguage
import Testing
import TodoModel

/// Each correct chapter renders exactly the cells whose content changed: one per list for a
/// rename or a star, one new cell per list for an add, none for a delete.
@MainActor
struct RenderCountTests {
  @Test(arguments: ChapterCases.correct)
  func eachEditRendersExactlyTheChangedCells(chapterCase: ChapterCase) async throws {
    try await withChapterStorage(chapterCase.chapter) {
      let host = chapterCase.makeHost()
      try await host.perform(script: "open t3\nscene 2\nopen t3\nscene 3")
      let tables = (1...3).compactMap { host.scenes[$0]?.list.tableView }
      let steps: [(script: String, rendered: [TodoID])] = [
        ("scene 1\nrename Call the surgery", ["t3"]),
        ("scene 2\nfavorite", ["t3"]),
        ("scene 3\nadd Buy oat milk", ["t21"]),
        ("remove t4", []),
      ]
      for step in steps {
        for table in tables { table.resetRenderCounts() }
        try await host.perform(script: step.script)
        for (number, table) in zip(1..., tables) {
          #expect(
            table.renderLog == step.rendered,
            "\(chapterCase.testDescription), scene \(number), after \(step.script)")
        }
      }
    }
  }
}
