import ChapterKit
import ChapterTestSupport
import HeadlessUIKit
import Testing
import TodoModel
import UIKitHosting

/// A chapter written as a UIKit app runs under the host like any other: the host connects its
/// scenes through its scene delegate, taps its rows, types into its fields and taps its buttons,
/// and the story, every command and random scripts over three scenes match the reference model.
@MainActor
struct UIKitHostingTests {
  @Test func theStoryAndEveryCommandMatchTheReferenceModel() async {
    for divergence in await AppHost.divergencesInTheStoryAndEveryCommand(of: UIKitTestChapter.self)
    {
      #expect(divergence == nil, "\(divergence ?? "")")
    }
  }

  /// 40 seeds with `LISTDETAILSYNC_THOROUGH=1`, 10 in a local run.
  @Test(arguments: 0..<TestDepth.count(quick: 10, thorough: 40))
  func randomScriptsMatchTheReferenceModelAfterEveryStep(seed: Int) async {
    let divergence = await AppHost.divergenceInARandomScript(of: UIKitTestChapter.self, seed: seed)
    #expect(divergence == nil, "seed \(seed), \(divergence ?? "")")
  }

  @Test func openTapsTheRowAndTheDetailIsTheScreenTheListPushed() async throws {
    let host = try await AppHost.launch(UIKitTestChapter.thisVariant, after: "open t3")
    let detail = try #require(host.scenes[1]?.navigation.detailOnTop as? UIKitDetailScreen)
    #expect(detail.controller is TestDetailController)
    #expect(detail.controller?.navigationController?.viewControllers.count == 2)
    #expect(detail.detailView.content?.title == "Call the dentist")
  }

  @Test func backPopsTheLessonsScreenAndTheListAppearsAgain() async throws {
    let host = try await AppHost.launch(UIKitTestChapter.thisVariant, after: "open t3\nback")
    let list = try #require(host.scenes[1]?.list as? UIKitListScreen)
    #expect(list.navigation.viewControllers.count == 1)
    let controller = try #require(list.listController as? TestListController)
    #expect(controller.appearances == ["willAppear", "didDisappear", "willAppear"])
  }

  @Test func aDetailThatPopsItselfClosesTheHostsDetail() async throws {
    let host = try await AppHost.launch(UIKitTestChapter.thisVariant, after: "open t3\ndelete")
    #expect(host.scenes[1]?.navigation.detailOnTop == nil)
    let list = try #require(host.scenes[1]?.list as? UIKitListScreen)
    #expect(list.navigation.viewControllers.count == 1)
  }

  @Test func aLinkToATodoNoRowShowsPushesTheScreenTheChapterMakes() async throws {
    let host = try await AppHost.launch(UIKitTestChapter.thisVariant, after: "remove t3")
    let scene = try #require(host.scenes[1])
    let list = try #require(scene.list as? UIKitListScreen)
    let context = scene.context
    let detail = (host.app as? UIKitTestChapter)?.app.showDetail("t3", context: context) {
      TestDetailController(id: "t3", store: (host.app as! UIKitTestChapter).delegate.store)
    }
    #expect(detail?.controller is TestDetailController)
    #expect(list.navigation.viewControllers.count == 2)
  }

  @Test func aClosedSceneDisconnectsItsSceneDelegate() async throws {
    let host = try await AppHost.launch(UIKitTestChapter.thisVariant, after: "scene 2\nscene 1")
    weak let list = host.scenes[2]?.list as? UIKitListScreen
    let controller = try #require(list?.listController as? TestListController)
    #expect(list != nil)
    host.closeScene(2)
    #expect(list == nil)
    #expect(controller.appearances.last == "didDisappear")
  }

  @Test func aMissingControlIsNamedAsTheLessonWouldMakeIt() {
    #expect(UIKitControl.titleField.declaration.contains("placeholder \"Title\""))
    #expect(UIKitControl.deleteButton.declaration.contains("UIAction(title: \"Delete\")"))
  }
}
