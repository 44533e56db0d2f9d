import ChapterKit
import ChapterTestSupport
import HeadlessUIKit
import ScenarioLanguage
import Testing
import TodoModel

@testable import SharedObjectSync

/// Each broken variant goes wrong in the way the chapter doc says it does.
@MainActor
struct PitfallTests {
  // MARK: - detail-owns-copy

  @Test func aDetailThatOwnsACopyShowsItsEditButTheListNeverChanges() async throws {
    let host = try await launch(
      DetailOwnsCopyApp.thisVariant, after: "open t3\nfavorite\nrename Call the surgery")
    #expect(
      host.activeScene.navigation.detailOnTop?.detailView.content?.title == "Call the surgery")
    #expect(host.row("t3", inScene: 1) == Todo(id: "t3", title: "Call the dentist"))
    try await host.perform(script: "back\nscroll")
    #expect(host.row("t3", inScene: 1) == Todo(id: "t3", title: "Call the dentist"))
  }

  @Test func aDetailThatOwnsACopyNeverWritesTheDataSource() async throws {
    let host = try await launch(
      DetailOwnsCopyApp.thisVariant, after: "open t3\nrename Call the surgery")
    #expect(host.repository.todo(withID: "t3")?.title == "Call the dentist")
  }

  @Test func aDetailThatOwnsACopyMissesChangesFromTheServer() async throws {
    let host = try await launch(DetailOwnsCopyApp.thisVariant, after: "open t2")
    try await host.perform(script: "remote rename t2 Renew passport online")
    #expect(host.row("t2", inScene: 1)?.title == "Renew passport online")
    #expect(host.activeScene.navigation.detailOnTop?.detailView.content?.title == "Renew passport")
  }

  // MARK: - store-recreated

  @Test func aRecreatedStoreShowsTheEditThenLosesItWhenTheListIsRebuilt() async throws {
    let host = try await launch(
      StoreRecreatedApp.thisVariant, after: "open t3\nrename Call the surgery")
    // It seems to work: the list behind the detail shows the edit.
    #expect(host.row("t3", inScene: 1)?.title == "Call the surgery")
    try await host.perform(script: "back")
    #expect(host.row("t3", inScene: 1)?.title == "Call the dentist")
    try await host.perform(script: "scroll")
    #expect(host.row("t3", inScene: 1)?.title == "Call the dentist")
    // The edit was saved; the new store simply started from the launch data again.
    #expect(host.repository.todo(withID: "t3")?.title == "Call the surgery")
  }

  @Test func aRecreatedStoreBringsBackADeletedRow() async throws {
    let host = try await launch(StoreRecreatedApp.thisVariant, after: "open t5\ndelete")
    #expect(host.row("t5", inScene: 1) != nil)
    #expect(!host.repository.contains("t5"))
  }

  @Test func aRecreatedStoreNeverShowsAnEditFromAnotherScene() async throws {
    let host = try await launch(
      StoreRecreatedApp.thisVariant, after: "scene 2\nopen t3\nrename Call the surgery")
    #expect(host.row("t3", inScene: 2)?.title == "Call the surgery")
    #expect(host.row("t3", inScene: 1)?.title == "Call the dentist")
  }

  @Test func eachRebuildMakesANewStore() async throws {
    let host = try await launch(StoreRecreatedApp.thisVariant)
    let list = try #require(host.activeScene.list as? RebuiltListScreen)
    let first = list.controller
    try await host.perform(script: "open t3\nback")
    #expect(list.controller !== first)
    #expect(list.controller !== host.environment[TodoController.self])
  }

  // MARK: - tracks-once

  @Test func aListThatTracksOnceShowsOnlyTheFirstEditOfACell() async throws {
    let host = try await launch(TracksOnceApp.thisVariant, after: "open t3\nfavorite")
    #expect(
      host.row("t3", inScene: 1) == Todo(id: "t3", title: "Call the dentist", isFavorite: true))
    let table = host.activeScene.list.tableView
    table.resetRenderCounts()
    try await host.perform(script: "rename Call the surgery")
    #expect(table.renderLog.isEmpty)
    #expect(host.row("t3", inScene: 1)?.title == "Call the dentist")
    // The detail tracks correctly, so the two screens now disagree.
    #expect(
      host.activeScene.navigation.detailOnTop?.detailView.content?.title == "Call the surgery")
  }

  @Test func aListThatTracksOnceStillTracksCellsThatNeverChanged() async throws {
    let host = try await launch(
      TracksOnceApp.thisVariant, after: "open t3\nfavorite\nback\nopen t4\nfavorite")
    #expect(host.row("t4", inScene: 1)?.isFavorite == false)  // t4 starts as a favorite.
  }

  // MARK: - Helpers

  private func launch(_ variant: ChapterVariant, after script: String = "") async throws -> AppHost
  {
    let host = AppHost(chapter: SharedObjectSyncApp.self, variant: variant)
    try await host.perform(script: script)
    return host
  }

}
