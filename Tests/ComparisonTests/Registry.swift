import ChapterKit
import ChapterRegistry
import ChapterTestSupport
import Foundation
import HeadlessUIKit
import Testing
import TodoModel

@testable import AsyncSequenceSync
@testable import DelegateSync
@testable import DiffableSnapshotSync
@testable import NoSync
@testable import NotificationCenterSync
@testable import PassthroughSubjectSync
@testable import QuerySync
@testable import SceneAppStorageSync
@testable import SharedObjectSync
@testable import StoreSync

/// The chapters, in reading order: ChapterRegistry's list.
///
/// It names the same chapters as the list at the top of Package.swift (DocsTests checks that they
/// agree). Every case below is derived from it.
let registeredChapters: [any ChapterApp.Type] = ChapterRegistry.registeredChapters

/// One chapter and one of its variants, as a test argument.
struct ChapterCase: Sendable, Hashable, CustomTestStringConvertible {
  let chapter: any ChapterApp.Type
  let variant: ChapterVariant

  var chapterName: String { chapter.name }
  var variantName: String { variant.name }
  var keepsScreensInSync: Bool { variant.keepsScreensInSync }
  var testDescription: String { "\(chapter.name) \(variant.name)" }

  static func == (lhs: ChapterCase, rhs: ChapterCase) -> Bool {
    lhs.testDescription == rhs.testDescription
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(testDescription)
  }

  /// A host for this case.
  ///
  /// NB: a chapter that stores data must be run inside `withChapterStorage`.
  @MainActor
  func makeHost() -> AppHost {
    AppHost(chapter: chapter, variant: variant)
  }
}

/// The cases, derived from the registry.
enum ChapterCases {
  static let all: [ChapterCase] = registeredChapters.flatMap { chapter in
    chapter.variants.map { ChapterCase(chapter: chapter, variant: $0) }
  }

  /// Every variant that keeps the screens in sync: the conformance suite runs each of them.
  static let correct = all.filter(\.keepsScreensInSync)
  /// Every variant that reproduces a pitfall.
  static let broken = all.filter { !$0.keepsScreensInSync }
  /// Every broken variant whose screens go stale: each diverges from the reference model.
  static let diverging = broken.filter { $0.variant.symptomScenario != nil }
  /// Every broken variant whose screens stay right while closed screens stay alive.
  static let leaking = broken.filter { $0.variant.symptom == .keepsClosedScreensAlive }
  /// Each chapter's default variant, the one `swift run` plays.
  static let chapterDefaults = all.filter { $0.variant == $0.chapter.defaultVariant }
  /// Each chapter's default variant, when it keeps the screens in sync.
  static let defaults = correct.filter { $0.variant == $0.chapter.defaultVariant }
}

/// Runs `body` as the chapter's storage requires: a chapter that stores data gets a scratch suite
/// of its own, deleted afterwards, written to disk lazily (no second process reads it here), and
/// its warnings are not printed.
@MainActor
func withChapterStorage<Result>(
  _ chapter: any ChapterApp.Type, _ body: @MainActor () async -> Result
) async -> Result {
  await StorageLocation.$synchronizesEveryWrite.withValue(false) {
    await StorageLocation.$warn.withValue({ _ in }) {
      await chapter.withScratchStorageIfAny(body)
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

/// What a variant's run names as its code is a file of the chapter.
struct VariantFileTests {
  @Test func everyVariantButTheDefaultNamesAFileThatExists() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    var checked = 0
    for chapter in registeredChapters {
      for variant in chapter.variants where variant != chapter.defaultVariant {
        let file = variant.sourceFile(inChapter: chapter.name)
        #expect(
          FileManager.default.fileExists(atPath: root.appendingPathComponent(file).path),
          "\(chapter.name) --variant \(variant.name) names \(file), which does not exist")
        checked += 1
        // The Apple app's name for it links to the very same file.
        guard let folder = chapter.appleAppFolder else { continue }
        let apple = variant.appleAppFile(inFolder: folder)
        let linked = try? FileManager.default.destinationOfSymbolicLink(
          atPath: root.appendingPathComponent(apple).path)
        #expect(
          linked?.hasSuffix(file) == true,
          "\(chapter.name) --variant \(variant.name) names \(apple), not a link to \(file)")
      }
    }
    #expect(checked > 20)
  }
}
