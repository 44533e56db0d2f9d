import ChapterKit
import ChapterTestSupport
import HeadlessSwiftUI
import HeadlessUIKit
import ScenarioLanguage
import Testing
import TodoModel

@testable import SharedObjectSync

/// The correct app: one controller for the app, bodies that run exactly when what they read
/// changed, every window in sync.
@MainActor
struct SharedObjectSyncTests {
  // MARK: - Exact renders

  @Test func aRenameRunsTheRenamedRowsBodyAndNoOtherBody() async throws {
    let host = try await launch(after: "scene 2\nscene 1\nopen t3")
    let graph = try app(host).runningApp.graph
    _ = graph.takeBodyLog()
    try await host.perform(script: "rename Call the surgery")
    #expect(
      graph.takeBodyLog() == ["TodoRow(t3): item.title changed", "TodoRow(t3): item.title changed"])
  }

  @Test func openingAndClosingADetailRunsNoBodyButTheDetails() async throws {
    let host = try await launch()
    let graph = try app(host).runningApp.graph
    _ = graph.takeBodyLog()
    try await host.perform(script: "open t3\nback")
    #expect(
      graph.takeBodyLog() == [
        "TodoDetailView(t3): @self appeared", "TodoEditor(t3): @self appeared",
      ])
  }

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

  @Test func aDetailClosesItselfWhenItsTodoIsDeletedElsewhere() async throws {
    let host = try await launch(after: "open t3\nscene 2\nremove t3")
    #expect(host.scenes[1]?.navigation.detailOnTop == nil)
    let graph = try app(host).runningApp.graph
    #expect(graph.nodes(of: TodoDetailView.self).isEmpty)
  }

  // MARK: - One controller

  @Test func everyViewOfEveryWindowReadsTheAppsOneController() async throws {
    let host = try await launch(after: Scripts.threeScenesShowingT3)
    let app = try app(host)
    let lists = app.runningApp.graph.nodes(of: TodoListView.self)
    let details = app.runningApp.graph.nodes(of: TodoDetailView.self)
    #expect(lists.count == 3)
    #expect(details.count == 3)
    #expect(app.controller != nil)  // The one the App keeps, found in what it hands a window.
    for node in lists + details {
      #expect(node.environment.object(of: TodoController.self) === app.controller)
    }
  }

  @Test func theControllerUpdatesTheDataSourceWithTheModel() async throws {
    let host = try await launch(
      after: "open t3\nfavorite\nrename Call the surgery\nback\nremove t4")
    #expect(
      host.repository.todo(withID: "t3")
        == Todo(id: "t3", title: "Call the surgery", isFavorite: true))
    #expect(!host.repository.contains("t4"))
    #expect(try app(host).controller?.items.map(\.todo) == host.repository.allTodos())
  }

  // MARK: - @State on a view instead of on the App

  /// `@State private var controller = TodoController(…)` on a view whose parent's body runs
  /// again: the initial value expression runs each time, and every controller but the first is
  /// built, loaded from the data source, and thrown away.
  @Test func aControllerInAViewsStateIsBuiltAndThrownAwayEachTimeItsParentRuns() async {
    let built = Counter()
    struct Owner: View {
      let built: Counter
      @State private var controller: CountedController
      init(built: Counter) {
        self.built = built
        _controller = State(initialValue: CountedController(counter: built))
      }
      var body: some View { Text("\(controller.number)") }
    }
    struct Parent: View {
      let built: Counter
      @State private var taps = 0
      var body: some View {
        VStack {
          Text("Tapped \(taps)")
          Button("Tap") { taps += 1 }
          Owner(built: built)
        }
      }
    }
    let graph = ViewGraph(root: Parent(built: built))
    for _ in 1...3 {
      graph.views(of: Button<Text>.self)[0].action()
      await MainQueue.settle()
    }
    #expect(built.count == 4)
    #expect(graph.views(of: Text.self).last?.string == "1")
  }

  // MARK: - Helpers

  private func app(_ host: AppHost) throws -> SharedObjectSyncApp {
    try #require(host.app as? SharedObjectSyncApp)
  }

  private func launch(
    _ variant: ChapterVariant = SharedObjectSyncApp.thisVariant, after script: String = ""
  ) async throws -> AppHost {
    try await AppHost.launch(variant, after: script)
  }
}

/// Counts what a test wants to count.
@MainActor
final class Counter {
  var count = 0
}

/// A controller that knows which one it is.
@MainActor
final class CountedController {
  let number: Int

  init(counter: Counter) {
    counter.count += 1
    number = counter.count
  }
}
