import ScreenKit
import Testing
import TodoModel

@testable import SharedObjectSync

/// Each broken variant goes wrong in the way the chapter doc says it does.
@MainActor
struct PitfallTests {
  // MARK: - detail-owns-copy

  @Test func aDetailThatOwnsACopyShowsItsEditButTheListNeverChanges() async throws {
    let host = try await launch(
      SharedObjectSyncApp.detailOwnsCopy, after: "open t3\nfavorite\nrename Call the surgery")
    #expect(
      host.activeScene.navigation.detailOnTop?.detailView.content?.title == "Call the surgery")
    #expect(row(host, "t3") == Todo(id: "t3", title: "Call the dentist"))
    try await perform("back\nscroll", on: host)
    #expect(row(host, "t3") == Todo(id: "t3", title: "Call the dentist"))
  }

  @Test func aDetailThatOwnsACopyNeverWritesTheDataSource() async throws {
    let host = try await launch(
      SharedObjectSyncApp.detailOwnsCopy, after: "open t3\nrename Call the surgery")
    #expect(host.repository.todo(withID: "t3")?.title == "Call the dentist")
  }

  @Test func aDetailThatOwnsACopyMissesChangesFromTheServer() async throws {
    let host = try await launch(SharedObjectSyncApp.detailOwnsCopy, after: "open t2")
    try await perform("remote rename t2 Renew passport online", on: host)
    #expect(row(host, "t2")?.title == "Renew passport online")
    #expect(host.activeScene.navigation.detailOnTop?.detailView.content?.title == "Renew passport")
  }

  // MARK: - store-recreated

  @Test func aRecreatedStoreShowsTheEditThenLosesItWhenTheListIsRebuilt() async throws {
    let host = try await launch(
      SharedObjectSyncApp.storeRecreated, after: "open t3\nrename Call the surgery")
    // It seems to work: the list behind the detail shows the edit.
    #expect(row(host, "t3")?.title == "Call the surgery")
    try await perform("back", on: host)
    #expect(row(host, "t3")?.title == "Call the dentist")
    try await perform("scroll", on: host)
    #expect(row(host, "t3")?.title == "Call the dentist")
    // The edit was saved; the new store simply started from the launch data again.
    #expect(host.repository.todo(withID: "t3")?.title == "Call the surgery")
  }

  @Test func aRecreatedStoreBringsBackADeletedRow() async throws {
    let host = try await launch(SharedObjectSyncApp.storeRecreated, after: "open t5\ndelete")
    #expect(row(host, "t5") != nil)
    #expect(!host.repository.contains("t5"))
  }

  @Test func aRecreatedStoreNeverShowsAnEditFromAnotherScene() async throws {
    let host = try await launch(
      SharedObjectSyncApp.storeRecreated, after: "scene 2\nopen t3\nrename Call the surgery")
    #expect(row(host, scene: 2, "t3")?.title == "Call the surgery")
    #expect(row(host, scene: 1, "t3")?.title == "Call the dentist")
  }

  @Test func eachRebuildMakesANewStore() async throws {
    let host = try await launch(SharedObjectSyncApp.storeRecreated)
    let list = try #require(host.activeScene.list as? TodoListScreen)
    let first = list.controller
    try await perform("open t3\nback", on: host)
    #expect(list.controller !== first)
    #expect(list.controller !== host.environment[TodoController.self])
  }

  // MARK: - tracks-once

  @Test func aListThatTracksOnceShowsOnlyTheFirstEditOfACell() async throws {
    let host = try await launch(SharedObjectSyncApp.tracksOnce, after: "open t3\nfavorite")
    #expect(row(host, "t3") == Todo(id: "t3", title: "Call the dentist", isFavorite: true))
    let table = host.activeScene.list.tableView
    table.resetRenderCounts()
    try await perform("rename Call the surgery", on: host)
    #expect(table.renderLog.isEmpty)
    #expect(row(host, "t3")?.title == "Call the dentist")
    // The detail tracks correctly, so the two screens now disagree.
    #expect(
      host.activeScene.navigation.detailOnTop?.detailView.content?.title == "Call the surgery")
  }

  @Test func aListThatTracksOnceStillTracksCellsThatNeverChanged() async throws {
    let host = try await launch(
      SharedObjectSyncApp.tracksOnce, after: "open t3\nfavorite\nback\nopen t4\nfavorite")
    #expect(row(host, "t4")?.isFavorite == false)  // t4 starts as a favorite.
  }

  @Test(arguments: SharedObjectSyncApp.variants.filter { !$0.keepsScreensInSync })
  func everyBrokenVariantDivergesFromTheReferenceInTheStory(variant: ChapterVariant) async throws {
    let host = AppHost(chapter: SharedObjectSyncApp.self, variant: variant)
    var reference = ReferenceModel()
    var diverged = false
    for step in CanonicalStory.steps {
      try? await host.perform(step.command)
      try reference.apply(step.command)
      diverged = diverged || host.dump() != reference.dump()
    }
    #expect(diverged)
  }

  // MARK: - Helpers

  private func launch(_ variant: ChapterVariant, after script: String = "") async throws -> AppHost
  {
    let host = AppHost(chapter: SharedObjectSyncApp.self, variant: variant)
    try await perform(script, on: host)
    return host
  }

  private func perform(_ script: String, on host: AppHost) async throws {
    for command in try Scenario(text: script).commands() { try await host.perform(command) }
  }

  private func row(_ host: AppHost, scene: Int = 1, _ id: TodoID) -> Todo? {
    host.scenes[scene]?.list.tableView.rows.first { $0.id == id }
  }
}
