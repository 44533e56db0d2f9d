import ChapterKit
import ChapterTestSupport
import HeadlessUIKit
import ScenarioLanguage
import Testing
import TodoModel

@testable import SharedObjectSync

/// The correct app: one controller, every screen in sync, exact renders, background changes.
@MainActor
struct SharedObjectSyncTests {
  // MARK: - Exact renders

  @Test func afterAScrollAnEditStillRendersOneCell() async throws {
    let host = try await launch(after: "scroll\nscroll\nopen t3")
    let table = host.activeScene.list.tableView
    table.resetRenderCounts()
    try await host.perform(script: "rename Call the surgery")
    #expect(table.renderLog == ["t3"])
  }

  @Test func anEditOfAnotherTodoDoesNotRenderTheDetail() async throws {
    let host = try await launch(after: "open t3\nscene 2\nopen t4")
    let detail = try #require(host.scenes[1]?.navigation.detailOnTop?.detailView)
    let renders = detail.renderCount
    try await host.perform(script: "rename Pay the gas bill\nback\nadd Buy oat milk\nremove t6")
    #expect(detail.renderCount == renders)
  }

  // MARK: - One controller

  @Test func everyScreenOfEverySceneSharesTheAppsController() async throws {
    let host = try await launch(after: Scripts.threeScenesShowingT3)
    let controller = try #require(host.environment[TodoController.self])
    for number in 1...3 {
      let list = try #require(host.scenes[number]?.list as? TodoListScreen)
      let detail = try #require(host.scenes[number]?.navigation.detailOnTop as? TodoDetailScreen)
      #expect(list.controller === controller)
      #expect(detail.controller === controller)
    }
  }

  @Test func theControllerUpdatesTheDataSourceWithTheModel() async throws {
    let host = try await launch(
      after: "open t3\nfavorite\nrename Call the surgery\nback\nremove t4")
    #expect(
      host.repository.todo(withID: "t3")
        == Todo(id: "t3", title: "Call the surgery", isFavorite: true))
    #expect(!host.repository.contains("t4"))
    let controller = try #require(host.environment[TodoController.self])
    #expect(controller.items.map(\.todo) == host.repository.allTodos())
  }

  // MARK: - Helpers

  private func launch(
    _ variant: ChapterVariant = SharedObjectSyncApp.thisVariant, after script: String = ""
  ) async throws -> AppHost {
    try await AppHost.launch(variant, after: script)
  }

  private func expectMatchesReference(_ host: AppHost, script: String) async throws {
    var reference = ReferenceModel()
    for command in try Scenario(text: script).commands() { try reference.apply(command) }
    #expect(host.dump().lineDiff(expected: reference.dump()).isEmpty)
  }
}
