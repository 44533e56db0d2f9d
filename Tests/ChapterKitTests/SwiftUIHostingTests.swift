import ChapterKit
import ChapterTestSupport
import HeadlessUIKit
import ScenarioLanguage
import Testing
import TodoModel

/// A chapter written with the SwiftUI-shaped views runs under the host like any other: the
/// story, every command, and random scripts over three scenes match the reference model.
@MainActor
struct SwiftUIHostingTests {
  @Test func theStoryAndEveryCommandMatchTheReferenceModel() async {
    for divergence in await AppHost.divergencesInTheStoryAndEveryCommand(
      of: SwiftUITestChapter.self)
    {
      #expect(divergence == nil, "\(divergence ?? "")")
    }
  }

  /// 40 seeds with `LISTDETAILSYNC_THOROUGH=1`, 10 in a local run.
  @Test(arguments: 0..<TestDepth.count(quick: 10, thorough: 40))
  func randomScriptsMatchTheReferenceModelAfterEveryStep(seed: Int) async {
    let divergence = await AppHost.divergenceInARandomScript(
      of: SwiftUITestChapter.self, seed: seed)
    #expect(divergence == nil, "seed \(seed), \(divergence ?? "")")
  }

  @Test func aRenameRendersOneCellInEachListAndTheDetailOnce() async throws {
    let host = try await AppHost.launch(
      SwiftUITestChapter.thisVariant, after: Scripts.threeScenesShowingT3)
    let tables = (1...3).compactMap { host.scenes[$0]?.list.tableView }
    let details = (1...3).compactMap { host.scenes[$0]?.navigation.detailOnTop?.detailView }
    let detailRenders = details.map(\.renderCount)
    for table in tables { table.resetRenderCounts() }
    try await host.perform(script: "rename Call the surgery")
    for table in tables { #expect(table.renderLog == ["t3"]) }
    #expect(details.map(\.renderCount) == detailRenders.map { $0 + 1 })
  }
}
