import Dispatch
import HeadlessUIKit
import ScenarioLanguage
import TodoModel

/// Runs one chapter's app headlessly: its scenes, its data source, and the scenario commands.
///
/// The host is the person and the operating system: it taps, types, opens windows and delivers
/// server pushes. It never reaches into a chapter's mechanism; it only uses the screens, so what
/// it reports is what a person would see.
///
/// This file holds what the host keeps and reads; `AppHost+Commands.swift` runs a command,
/// `AppHost+Scenes.swift` opens, closes and restores windows, `AppHost+Deliveries.swift` brings
/// server pushes and lets the main queue settle, and `AppHost+Notes.swift` says what happened.
@MainActor
public final class AppHost {
  /// The chapter being run.
  public let chapter: any ChapterApp.Type
  /// The variant being run.
  public let variant: ChapterVariant
  /// The language the host says what is wrong on screen in; the plain dump is the same in every
  /// language.
  public var language: Language = .english
  /// The data source of the current launch.
  public internal(set) var repository: any TodoRepository
  /// The app-wide values of the current launch.
  public internal(set) var environment: AppEnvironment
  /// The chapter's app of the current launch.
  public internal(set) var app: any ChapterApp
  /// The open scenes by number.
  public internal(set) var scenes: [Int: WindowScene] = [:]
  /// A rename the last command made that the data source does not have any more, in words: an
  /// edit that was lost, which no screen may show as a disagreement with the data source.
  public internal(set) var lostEdit: String?
  /// The todos as they were before a late server push, while its announcement is on its way: the
  /// screens may show them until it arrives.
  var todosBeforeTheLatePush: [Todo]?
  /// What the host itself says happened in the last command, for the transcript's `↳` lines,
  /// with what the mechanism said before it, in the order it happened.
  var hostNotes: [String] = []
  /// The announcement of a late server push (`remote late …`), held until the next command has
  /// run.
  var lateAnnouncement: TodoChange?
  /// The scene commands go to.
  public internal(set) var activeSceneNumber = 1
  /// What the data source starts with on first use.
  let fixture: [Todo]
  /// Whether the main queue settled since the app launched.
  var hasSettledSinceLaunch = false
  /// The screens of closed scenes and popped details, held weakly: one still alive after it went
  /// away is a leak.
  var closedSceneScreens: [ClosedSceneScreen] = []
  /// What the person typed into a detail's title field and has not submitted, by the screen.
  var typedFields: [TypedField] = []
  /// The scenes the last command opened as new windows: each starts at its list.
  var scenesJustOpened: Set<Int> = []
  /// The title and the star each of the person's own edits left, by todo: while deliveries
  /// wait, no screen may show one older while the data source keeps it.
  var personsEdits: [TodoID: (title: String?, isFavorite: Bool?)] = [:]
  /// Whether each launch starts the chapter's mechanism trace (``NarratingChapterApp``).
  let tracesMechanism: Bool
  /// The trace of the current launch's mechanism, when the chapter has one.
  var mechanismTrace: (any MechanismTrace)?

  /// Launches the chapter with scene 1 open at its list.
  ///
  /// With `tracesMechanism`, a chapter that narrates its mechanism (``NarratingChapterApp``)
  /// records what it does for the `↳` lines; a measurement that prints none can leave it off.
  public init(
    chapter: any ChapterApp.Type, variant: ChapterVariant? = nil,
    fixture: [Todo] = TodoFixture.todos, tracesMechanism: Bool = true
  ) {
    let variant = variant ?? chapter.defaultVariant
    let repository = Self.makeRepository(for: variant, fixture: fixture)
    let environment = AppEnvironment()
    environment.insert(ServerDeliveries())
    self.chapter = chapter
    self.variant = variant
    self.fixture = fixture
    self.repository = repository
    self.environment = environment
    self.tracesMechanism = tracesMechanism
    self.app = variant.app.init(repository: repository, environment: environment)
    startMechanismTrace()
    restoreScenes()
  }

  // MARK: - Reading the screens

  /// The scene commands go to.
  public var activeScene: WindowScene {
    scenes[activeSceneNumber]!  // The active scene is always open.
  }

  /// The open scene numbers, ascending.
  public var openSceneNumbers: [Int] {
    scenes.keys.sorted()
  }

  /// What every scene shows, read from the table cells and detail views.
  public func dump() -> StateDump {
    StateDump(
      scenes: openSceneNumbers.map { number in
        let navigation = scenes[number]!.navigation
        return StateDump.Scene(
          number: number, isActive: number == activeSceneNumber,
          list: navigation.root.tableView.rows,
          detail: navigation.detailOnTop?.detailView.content)
      })
  }

  /// What the list of scene `sceneNumber` shows for the todo `id`, or `nil` when it shows no such
  /// row.
  public func row(_ id: TodoID, inScene sceneNumber: Int) -> Todo? {
    scenes[sceneNumber]?.list.tableView.rows.first { $0.id == id }
  }

  /// What the detail on top of scene `sceneNumber` shows, or `nil` when its list is on top.
  public func detail(inScene sceneNumber: Int) -> Todo? {
    scenes[sceneNumber]?.navigation.detailOnTop?.detailView.content
  }

  /// The state the scenario rules check a command against.
  public var rulesContext: ScenarioRules.Context {
    let repository = repository
    let table = activeScene.list.tableView
    return ScenarioRules.Context(
      activeSceneNumber: activeSceneNumber,
      detailOnTop: activeScene.navigation.detailOnTop?.todoID,
      todoExists: { repository.contains($0) },
      listShowsRow: { table.row(showing: $0) != nil },
      canRelaunch: chapter.restoresOnRelaunch, canSort: variant.app.hasSortSetting,
      openSceneNumbers: openSceneNumbers, hasLateAnnouncement: lateAnnouncement != nil,
      isHolding: deliveries.isHolding, waitingDeliveries: deliveries.waitingNames)
  }
}
