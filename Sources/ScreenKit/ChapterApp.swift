import TodoModel

/// One way a broken or working app can be built: the chapter's correct version or a pitfall.
public struct ChapterVariant: Hashable, Sendable {
  /// What `--variant` takes, such as `view-only-patch`.
  public let name: String
  /// One line that says what this variant does and, for a broken one, how it goes wrong.
  public let summary: String
  /// Whether the variant keeps every screen in sync (the comparison tests expect it to).
  public let keepsScreensInSync: Bool

  /// Describes a variant.
  public init(name: String, summary: String, keepsScreensInSync: Bool) {
    self.name = name
    self.summary = summary
    self.keepsScreensInSync = keepsScreensInSync
  }
}

/// A chapter: one strategy for keeping list and detail in sync, assembled into an app.
///
/// An instance is one launch of the app. It is created once per launch, which is the lifetime
/// `@StateObject` or `@State` on a SwiftUI `App` gives, and it makes every screen of every scene.
/// The runner, the tests and the benchmarks all drive a chapter through this protocol.
@MainActor
public protocol ChapterApp: AnyObject, Sendable {
  /// The executable's name, which is what `swift run` takes.
  static var name: String { get }
  /// A short title, such as "One shared observable object".
  static var title: String { get }
  /// A few paragraphs printed before the story: the idea, and what to watch for.
  static var readMe: String { get }
  /// The variants; the first one is the default.
  static var variants: [ChapterVariant] { get }
  /// Whether `relaunch` restores the app from storage. Only chapters that persist say yes.
  static var restoresOnRelaunch: Bool { get }

  /// The data source for one launch, filled with `fixture` on first use.
  static func makeRepository(fixture: [Todo]) -> any TodoRepository

  /// Assembles the app: creates what the screens share and puts it into `environment`.
  init(variant: ChapterVariant, repository: any TodoRepository, environment: AppEnvironment)

  /// Creates the root list screen of a new scene.
  func makeListScreen(context: ScreenContext) -> any ListScreen

  /// Creates a detail screen for a todo, from its id.
  func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen

  /// A server push: `change` has just been written to the data source, on a background thread.
  /// The chapter announces it through its own mechanism and hops to the main actor as it does.
  nonisolated func remoteChangeDidArrive(_ change: TodoChange)

  /// What the mechanism did during the last command, one short line each ("scene 1: reconfigure
  /// t3"), for the transcript; taking them starts a new list.
  func takeStepNotes() -> [String]

  /// Measurements of the mechanism itself that `--bench` runs after the edit benchmark.
  static func runExtraBenchmarks(json: Bool, io: RunnerIO) async

  // MARK: Storage and restoration (chapters whose `restoresOnRelaunch` is true)

  /// Where the chapter keeps its data between runs, for `--help`; `nil` when it keeps nothing.
  static var storageDescription: String? { get }

  /// Deletes everything the chapter stored (`--reset`) and says what it deleted.
  static func resetStorage() -> String

  /// Runs `run` with storage of its own, deleted afterwards, so that the story and the benchmark
  /// start from the sample todos and leave the person's stored data alone.
  static func withScratchStorage<Result>(_ run: @MainActor () async -> Result) async -> Result

  /// The scenes to open when the app launches, and the one to make active.
  func scenesToRestore() -> SceneRestoration

  /// The detail a scene showed when the app ended, to show again as the scene opens.
  func detailToRestore(inScene sceneNumber: Int) -> TodoID?

  /// Told whenever a scene opens, closes or becomes active, so it can be restored later.
  func scenesDidChange(_ scenes: SceneRestoration)
}

/// Which scenes are open, and which one is active.
public struct SceneRestoration: Hashable, Sendable, Codable {
  /// The open scene numbers, ascending; scene 1 is always among them.
  public var openSceneNumbers: [Int]
  /// The active scene's number.
  public var activeSceneNumber: Int

  /// Describes the scenes; scene 1 is added if missing, and an active scene that is not open
  /// becomes scene 1.
  public init(openSceneNumbers: [Int], activeSceneNumber: Int) {
    let open = Set(openSceneNumbers.filter { (1...3).contains($0) }).union([1]).sorted()
    self.openSceneNumbers = open
    self.activeSceneNumber = open.contains(activeSceneNumber) ? activeSceneNumber : 1
  }

  /// What every app starts with: scene 1, active, at its list.
  public static let firstLaunch = SceneRestoration(openSceneNumbers: [1], activeSceneNumber: 1)
}

extension ChapterApp {
  /// Chapters keep their data in memory unless they say otherwise.
  public static var restoresOnRelaunch: Bool { false }

  /// An in-memory repository holding the fixture.
  public static func makeRepository(fixture: [Todo]) -> any TodoRepository {
    InMemoryTodoRepository(todos: fixture)
  }

  /// Most mechanisms have nothing to add to the transcript.
  public func takeStepNotes() -> [String] { [] }

  /// Most chapters measure only what the edit benchmark measures.
  public static func runExtraBenchmarks(json: Bool, io: RunnerIO) async {}

  /// Most chapters keep nothing between runs.
  public static var storageDescription: String? { nil }

  /// Most chapters have nothing to delete.
  public static func resetStorage() -> String {
    "\(name) keeps nothing between runs; there is nothing to reset"
  }

  /// Most chapters keep nothing, so a run needs nothing of its own.
  public static func withScratchStorage<Result>(_ run: @MainActor () async -> Result) async
    -> Result
  {
    await run()
  }

  /// Most chapters start every launch with scene 1 at its list.
  public func scenesToRestore() -> SceneRestoration { .firstLaunch }

  /// Most chapters restore no detail.
  public func detailToRestore(inScene sceneNumber: Int) -> TodoID? { nil }

  /// Most chapters do not remember their scenes.
  public func scenesDidChange(_ scenes: SceneRestoration) {}

  /// The variant `--variant` names, or `nil` when there is none by that name.
  public static func variant(named name: String) -> ChapterVariant? {
    variants.first { $0.name == name }
  }

  /// The variant used when none is named.
  public static var defaultVariant: ChapterVariant {
    variants[0]
  }
}
