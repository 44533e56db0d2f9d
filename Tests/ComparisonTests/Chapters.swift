import ScreenKit
import Testing
import TodoModel

@testable import DiffableSnapshotSync
@testable import NoSync
@testable import NotificationCenterSync
@testable import PassthroughSubjectSync
@testable import SceneAppStorageSync
@testable import SharedObjectSync

/// Every chapter, in reading order.
@MainActor
let allChapters: [any ChapterApp.Type] = [
  NoSyncApp.self, SharedObjectSyncApp.self, NotificationCenterSyncApp.self,
  PassthroughSubjectSyncApp.self, DiffableSnapshotSyncApp.self, SceneAppStorageSyncApp.self,
]

/// One chapter and one of its variants, named so test arguments can cross threads.
struct ChapterCase: Sendable, Hashable, CustomTestStringConvertible {
  let chapterName: String
  let variantName: String
  let keepsScreensInSync: Bool

  var testDescription: String { "\(chapterName) \(variantName)" }

  @MainActor
  var chapter: any ChapterApp.Type {
    allChapters.first { $0.name == chapterName }!
  }

  @MainActor
  var variant: ChapterVariant {
    chapter.variant(named: variantName)!
  }

  /// A host for this case.
  ///
  /// NB: a chapter that stores data must be run inside `withChapterStorage`.
  @MainActor
  func makeHost() -> AppHost {
    AppHost(chapter: chapter, variant: variant)
  }
}

/// The cases, built without the main actor so `@Test(arguments:)` can use them.
enum ChapterCases {
  static let all: [ChapterCase] = [
    ("NoSync", ["copy", "refetch-on-appear"], Set<String>()),
    (
      "SharedObjectSync", ["shared", "detail-owns-copy", "store-recreated", "tracks-once"],
      ["shared"]
    ),
    (
      "NotificationCenterSync",
      ["broadcast", "view-only-patch", "observer-leak", "posted-before-save"], ["broadcast"]
    ),
    (
      "PassthroughSubjectSync",
      ["subject", "cancellable-dropped", "separate-subjects", "completed-on-close"], ["subject"]
    ),
    (
      "DiffableSnapshotSync",
      [
        "reconfigure", "id-only-equality", "full-value-hashable", "ids-and-store", "reference-info",
      ],
      ["reconfigure", "full-value-hashable", "ids-and-store", "reference-info"]
    ),
    (
      "SceneAppStorageSync",
      ["app-storage", "todos-in-scene-storage", "key-collision", "suite-opened-twice"],
      ["app-storage"]
    ),
  ].flatMap { chapter, variants, correct in
    variants.map {
      ChapterCase(chapterName: chapter, variantName: $0, keepsScreensInSync: correct.contains($0))
    }
  }

  static let correct = all.filter(\.keepsScreensInSync)
  static let broken = all.filter { !$0.keepsScreensInSync }
  /// One correct variant per chapter: its default.
  static let defaults = correct.filter {
    ["shared", "broadcast", "subject", "reconfigure", "app-storage"].contains($0.variantName)
  }
}

/// Runs `body` as the chapter's storage requires: a chapter that stores data gets a scratch suite
/// of its own, deleted afterwards, written to disk lazily (no second process reads it here).
@MainActor
func withChapterStorage<Result>(
  _ chapter: any ChapterApp.Type, _ body: @MainActor () async -> Result
) async -> Result {
  await StorageLocation.$synchronizesEveryWrite.withValue(false) {
    await StorageLocation.$warn.withValue({ _ in }) {
      await chapter.withScratchStorage(body)
    }
  }
}

/// `withChapterStorage` for a body that throws.
@MainActor
func withChapterStorage(
  _ chapter: any ChapterApp.Type, throwing body: @MainActor () async throws -> Void
) async throws {
  let result: Result<Void, any Error> = await withChapterStorage(chapter) {
    do {
      try await body()
      return .success(())
    } catch {
      return .failure(error)
    }
  }
  try result.get()
}
