import Dispatch
import HeadlessUIKit
import ScenarioLanguage
import TodoModel

/// Runs one chapter's app headlessly: its scenes, its data source, and the scenario commands.
///
/// The host is the person and the operating system: it taps, types, opens windows and delivers
/// server pushes. It never reaches into a chapter's mechanism; it only uses the screens, so what
/// it reports is what a person would see.
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
  public private(set) var repository: any TodoRepository
  /// The app-wide values of the current launch.
  public private(set) var environment: AppEnvironment
  /// The chapter's app of the current launch.
  public private(set) var app: any ChapterApp
  /// The open scenes by number.
  public private(set) var scenes: [Int: WindowScene] = [:]
  /// A rename the last command made that the data source does not have any more, in words: an
  /// edit that was lost, which no screen may show as a disagreement with the data source.
  public private(set) var lostEdit: String?
  /// The todos as they were before a late server push, while its announcement is on its way: the
  /// screens may show them until it arrives.
  private var todosBeforeTheLatePush: [Todo]?
  /// What the host itself says happened in the last command, for the transcript's `↳` lines,
  /// with what the mechanism said before it, in the order it happened.
  private var hostNotes: [String] = []
  /// The announcement of a late server push (`remote late …`), held until the next command has
  /// run.
  private var lateAnnouncement: TodoChange?
  /// The scene commands go to.
  public private(set) var activeSceneNumber = 1
  /// What the data source starts with on first use.
  private let fixture: [Todo]
  /// Whether the main queue settled since the app launched.
  private var hasSettledSinceLaunch = false
  /// The screens of closed scenes and popped details, held weakly: one still alive after it went
  /// away is a leak.
  private var closedSceneScreens: [ClosedSceneScreen] = []
  /// Whether each launch starts the chapter's mechanism trace (``NarratingChapterApp``).
  private let tracesMechanism: Bool
  /// The trace of the current launch's mechanism, when the chapter has one.
  private var mechanismTrace: (any MechanismTrace)?

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
      openSceneNumbers: openSceneNumbers, hasLateAnnouncement: lateAnnouncement != nil)
  }

  // MARK: - Acting

  /// Checks a command against the screens and runs it, then lets deliveries settle.
  ///
  /// A rejected command changes nothing.
  public func perform(_ command: ScenarioCommand) async throws(ScenarioError) {
    if !hasSettledSinceLaunch {
      // What the app started as it launched (a view's `.onAppear` loading its data) finishes
      // before the first command looks at the screens.
      await settle()
      hasSettledSinceLaunch = true
      _ = takeStepNotes()
    }
    try ScenarioRules.check(command, in: rulesContext)
    let refusing = repository as? any RefusingTodoRepository
    if command.isEdit, let reason = refusing?.refusesEveryEdit {
      throw ScenarioError(Message("error.storeRefused", ["reason": reason]))
    }
    let scene = activeScene
    // A late server push's announcement arrives after the command that follows it has run; a
    // command that only prints does not count.
    let arrivingLate = command.acts ? lateAnnouncement : nil
    let todosBeforeArrival = todosBeforeTheLatePush
    if command.acts {
      lateAnnouncement = nil
      todosBeforeTheLatePush = nil
    }
    // The screen a person's command goes to, which finds its controls by their titles.
    let screenActedOn: AnyObject? =
      switch command {
      case .favorite, .rename, .delete: scene.navigation.detailOnTop
      case .add, .sort: scene.list
      default: nil
      }
    let renamed: (id: TodoID, title: String)? =
      if case .rename(let title) = command, let id = scene.navigation.detailOnTop?.todoID {
        (id, title)
      } else { nil }
    switch command {
    case .open(let id):
      showDetail(id, in: scene)
    case .link(let id):
      scene.navigation.popToRoot()
      showDetail(id, in: scene)
    case .favorite:
      scene.navigation.detailOnTop?.toggleFavorite()
    case .rename(let title):
      scene.navigation.detailOnTop?.rename(to: title)
    case .delete:
      scene.navigation.detailOnTop?.deleteTodo()
    case .add(let title):
      scene.list.addTodo(title: title)
    case .remove(let id):
      scene.list.removeTodo(id: id)
    case .back:
      if let detail = scene.navigation.detailOnTop {
        closedSceneScreens.append(
          ClosedSceneScreen(
            name: Message(
              "screen.poppedDetail", ["scene": "\(scene.number)", "id": "\(detail.todoID)"]),
            screen: detail,
            table: nil))
      }
      scene.navigation.pop()
    case .scroll:
      scene.list.tableView.scroll()
    case .scene(let number):
      if scenes[number] == nil { openScene(number) }
      activeSceneNumber = number
      persistentApp?.scenesDidChange(sceneRestoration)
    case .close(let number):
      closeScene(number)
    case .remote(let change):
      await deliverRemoteChange(change)
    case .remoteLate(let change):
      let before = repository.allTodos()
      lateAnnouncement = Self.write(change, to: repository)
      if lateAnnouncement != nil {
        todosBeforeTheLatePush = before
        hostNotes.append(
          Message("note.lateWrite", ["id": "\(change.todoID)"]).text(in: language))
      }
    case .sort(let order):
      (scene.list as? any SortableListScreen)?.chooseSortOrder(order)
    case .relaunch:
      relaunch()
    case .dump, .help, .quit:
      break  // The runner prints; the app has nothing to do.
    }
    // A lesson without the control the command needs did nothing; the person is told which.
    if let missing = (screenActedOn as? any ControlFinding)?.takeMissingControlDeclaration() {
      lateAnnouncement = arrivingLate
      todosBeforeTheLatePush = todosBeforeArrival
      throw ScenarioError(
        Message(
          "error.missingControl", ["command": command.text, "control": missing]))
    }
    await settle()
    // A rename the data source took and then lost (to a late announcement written back over it)
    // is an edit the person made for nothing; one it never took shows on screen anyway.
    let renameTaken = renamed.map { repository.todo(withID: $0.id)?.title == $0.title } ?? false
    if let arrivingLate {
      // What the command itself caused comes first, then the announcement and what it caused.
      hostNotes += (mechanismTrace?.takeNotes(in: language) ?? []) + takeSceneNotes()
      hostNotes.append(
        Message("note.lateArrival", ["id": "\(arrivingLate.todoID)"]).text(in: language))
      await announce(arrivingLate)
      await settle()
    }
    lostEdit = renamed.flatMap { renamed in
      guard renameTaken else { return nil }
      return
        repository.todo(withID: renamed.id).flatMap { now in
          now.title == renamed.title
            ? nil
            : Message(
              "problem.lostRename",
              ["id": "\(renamed.id)", "title": renamed.title, "now": now.title]
            ).text(in: language)
        }
    }
    // The app showed nothing of an edit its store refused; the person is told why.
    if let reason = refusing?.takeRefusal() {
      throw ScenarioError(Message("error.storeRefused", ["reason": reason]))
    }
  }

  /// Performs every command of a script, in order, stopping at the first rejected one.
  public func perform(script: String) async throws(ScenarioError) {
    for command in try Scenario(text: script).commands() { try await perform(command) }
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

  /// What the lists' mechanisms said they did since the last call, scene by scene, for the
  /// transcript.
  public func takeStepNotes() -> [String] {
    takeMechanismNotes() + takeLeaks()
  }

  /// What the chapter's mechanism did since the last call: the `↳` lines of the transcript.
  ///
  /// First what the app's trace saw (what was posted, sent, yielded or stored), then what each
  /// scene's list said, scene by scene.
  public func takeMechanismNotes() -> [String] {
    defer { hostNotes = [] }
    return hostNotes + (mechanismTrace?.takeNotes(in: language) ?? []) + takeSceneNotes()
  }

  /// What the lists' mechanisms said they did since the last call, scene by scene.
  private func takeSceneNotes() -> [String] {
    openSceneNumbers.flatMap { number in
      let list = scenes[number]?.list as? any NarratingListScreen
      return (list?.takeStepNotes(in: language) ?? []).map {
        Message("note.inScene", ["scene": "\(number)", "note": $0]).text(in: language)
      }
    }
  }

  /// One line per screen that went away and is still alive, with what it rendered since the
  /// last call: a leak shows on no screen, so the transcript names it as a problem.
  public func takeLeaks() -> [String] {
    closedSceneScreens.removeAll { $0.screen == nil }
    return closedSceneScreens.map { closed in
      let rendered = closed.table?.renderLog ?? []
      closed.table?.resetRenderCounts()
      let ids = rendered.map(\.description).joined(separator: ", ")
      let screen = closed.name.text(in: language)
      return rendered.isEmpty
        ? Message("problem.stillAlive", ["screen": screen]).text(in: language)
        : Message("problem.stillAliveAndRendered", ["screen": screen, "ids": ids]).text(
          in: language)
    }
  }

  /// Every way the screens disagree with the data source now, in words: what a story, a script
  /// and `Compare` mark with ✗.
  public func problemsOnScreen() -> [String] {
    (lostEdit.map { [$0] } ?? [])
      + SyncCheck.problems(in: dump(), truth: todosTheScreensShouldShow, language: language)
  }

  /// What every screen should show now: what the data source holds, except while a late server
  /// push's announcement is on its way, when no app has heard of it yet and every screen may
  /// still show the todos as they were before it.
  public var todosTheScreensShouldShow: [Todo] {
    todosBeforeTheLatePush ?? repository.allTodos()
  }

  /// The number of screens that went away — closed with their scene, or popped — and are still
  /// alive.
  public var closedScreensStillAlive: Int {
    closedSceneScreens.filter { $0.screen != nil }.count
  }

  /// Lets every delivery that hopped to the main queue arrive.
  ///
  /// A chapter whose deliveries take a path the main queue cannot see (a `for await` loop
  /// resumes through the runtime's own executor first) says when they have arrived; until then,
  /// the main queue keeps turning. No sleep: each round is one more turn of the main queue.
  public func settle() async {
    await MainQueue.settle()
    guard let counting = app as? any DeliveryCountingChapterApp else { return }
    var rounds = 0
    while counting.hasUndeliveredChanges, rounds < Self.maximumSettlingRounds {
      await MainQueue.settle(rounds: 1)
      rounds += 1
    }
    // What the last delivery enqueued on its way to the screens runs too, as for every chapter,
    // even when it arrived during the first turns.
    await MainQueue.settle()
  }

  /// How many extra turns `settle()` waits for a chapter's deliveries before it gives up; a
  /// broken chapter's may never arrive.
  static let maximumSettlingRounds = 100_000

  /// Opens scene `number` at its list, if it is not open yet.
  public func openScene(_ number: Int) {
    guard scenes[number] == nil else { return }
    let app = app
    let scene = WindowScene(number: number, environment: environment) { context in
      app.makeListScreen(context: context)
    }
    scenes[number] = scene
    // Why each body ran is said in the transcript; a run that traces nothing keeps no log.
    if !tracesMechanism, let narrating = scene.list as? any NarratingListScreen {
      narrating.stopKeepingStepNotes()
    }
    // A restoring app shows the detail the scene had open; one whose todo is gone is dropped.
    if let id = persistentApp?.detailToRestore(inScene: number), repository.contains(id) {
      showDetail(id, in: scene)
    }
    persistentApp?.scenesDidChange(sceneRestoration)
  }

  /// Closes a scene, as when a person closes a window; scene 1 stays open.
  public func closeScene(_ number: Int) {
    guard number != 1, let scene = scenes.removeValue(forKey: number) else { return }
    // Renders from here on are the leak's: a closed scene's list should render nothing again.
    scene.list.tableView.resetRenderCounts()
    closedSceneScreens.append(
      ClosedSceneScreen(
        name: Message("screen.closedList", ["scene": "\(number)"]), screen: scene.list,
        table: scene.list.tableView))
    for detail in scene.navigation.details {
      closedSceneScreens.append(
        ClosedSceneScreen(
          name: Message("screen.closedDetail", ["scene": "\(number)", "id": "\(detail.todoID)"]),
          screen: detail, table: nil))
    }
    scene.navigation.close()
    if activeSceneNumber == number { activeSceneNumber = 1 }
    persistentApp?.sceneDidClose(number)
    persistentApp?.scenesDidChange(sceneRestoration)
  }

  /// The open scenes and the active one, as a restoring app remembers them.
  public var sceneRestoration: SceneRestoration {
    SceneRestoration(openSceneNumbers: openSceneNumbers, activeSceneNumber: activeSceneNumber)
  }

  /// A server push: writes the change to the data source on a background thread and hands it to
  /// the chapter there, then waits until that thread is done (not until the screens update:
  /// that is the chapter's job, and ``settle()`` lets it finish).
  public func deliverRemoteChange(_ change: ScenarioCommand.RemoteChange) async {
    let repository = repository
    let app = app
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        if let todoChange = Self.write(change, to: repository) {
          app.remoteChangeDidArrive(todoChange)
        }
        continuation.resume()
      }
    }
  }

  /// Hands a server's change the data source already has to the chapter, on a background thread,
  /// as its late announcement.
  private func announce(_ change: TodoChange) async {
    let app = app
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        app.remoteChangeDidArrive(change)
        continuation.resume()
      }
    }
  }

  /// Writes a remote change to the data source and returns the change to announce, or `nil` when the todo was already gone.
  ///
  /// Safe on any thread.
  public nonisolated static func write(
    _ change: ScenarioCommand.RemoteChange, to repository: any TodoRepository
  ) -> TodoChange? {
    switch change {
    case .rename(let id, let title): repository.rename(id: id, to: title).map(TodoChange.updated)
    case .favorite(let id): repository.toggleFavorite(id: id).map(TodoChange.updated)
    case .delete(let id): repository.delete(id: id).map { _ in .deleted(id) }
    }
  }

  // MARK: - Private

  private func showDetail(_ id: TodoID, in scene: WindowScene) {
    scene.navigation.push(app.makeDetailScreen(todoID: id, context: scene.context))
  }

  /// Ends the app and starts it again from its storage.
  ///
  /// The process ends: no screen is told it disappears, as no view is when an app is killed.
  /// The new launch opens the scenes the app says it had, as a second run of the executable does.
  private func relaunch() {
    hasSettledSinceLaunch = false
    scenes = [:]
    repository = Self.makeRepository(for: variant, fixture: fixture)
    environment = AppEnvironment()
    app = variant.app.init(repository: repository, environment: environment)
    startMechanismTrace()
    restoreScenes()
  }

  /// Starts tracing the mechanism of the app just launched, before any screen exists, so that
  /// the trace sees every screen register.
  private func startMechanismTrace() {
    mechanismTrace = nil  // The last launch's trace goes with its app.
    guard tracesMechanism else { return }
    mechanismTrace = (app as? any NarratingChapterApp)?.startMechanismTrace()
  }

  /// The app's storage refinement, when it keeps data between launches.
  private var persistentApp: (any PersistentChapterApp)? {
    app as? any PersistentChapterApp
  }

  /// The stored data source of a persistent chapter, or an in-memory one holding `fixture`.
  private static func makeRepository(for variant: ChapterVariant, fixture: [Todo])
    -> any TodoRepository
  {
    variant.app.persistent?.makeRepository(fixture: fixture)
      ?? InMemoryTodoRepository(todos: fixture)
  }

  /// Opens the scenes the app had open when it last ended (scene 1 on a first launch).
  private func restoreScenes() {
    let restoration = persistentApp?.scenesToRestore() ?? .firstLaunch
    activeSceneNumber = restoration.activeSceneNumber
    for number in restoration.openSceneNumbers { openScene(number) }
  }
}

/// A data source that can refuse an edit it cannot keep: a store on disk that opened read-only,
/// or a disk that is full.
///
/// A refused edit changes nothing: the app shows only what the store kept, and the host answers
/// the command with `error:` and the reason.
public protocol RefusingTodoRepository: TodoRepository {
  /// Why every edit is refused (the store could not be opened for writing), or `nil`.
  var refusesEveryEdit: String? { get }
  /// Why the last edit was not kept, once; `nil` when every edit since the last call was kept.
  func takeRefusal() -> String?
}

extension ScenarioCommand {
  /// Whether the command does something to the app, rather than only print.
  public var acts: Bool {
    switch self {
    case .dump, .help, .quit: false
    default: true
    }
  }

  /// Whether the command changes the todos, and so needs a store that can keep the change.
  fileprivate var isEdit: Bool {
    switch self {
    case .favorite, .rename, .delete, .add, .remove, .remote, .remoteLate: true
    default: false
    }
  }
}

/// A screen of a closed scene, held weakly, and the table it renders into.
@MainActor
private struct ClosedSceneScreen {
  let name: Message
  weak var screen: (any Screen)?
  weak var table: TableView?
}
