import HeadlessUIKit
import ScenarioLanguage
import TodoModel

// The windows: opening and closing scenes, pushing and popping details, and launching the app
// again from its storage.

extension AppHost {
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
        name: Message("screen.closedList", ["scene": "\(number)"]),
        screen: scene.list.lifetimeObject,
        table: scene.list.tableView))
    for detail in scene.navigation.details {
      closedSceneScreens.append(
        ClosedSceneScreen(
          name: Message("screen.closedDetail", ["scene": "\(number)", "id": "\(detail.todoID)"]),
          screen: detail.lifetimeObject, table: nil))
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

  /// Pops the detail on top of `scene`, which should then go away: one still alive later is a
  /// leak the transcript names.
  func popDetail(in scene: WindowScene) {
    if let detail = scene.navigation.detailOnTop {
      closedSceneScreens.append(
        ClosedSceneScreen(
          name: Message(
            "screen.poppedDetail", ["scene": "\(scene.number)", "id": "\(detail.todoID)"]),
          screen: detail.lifetimeObject, table: nil))
    }
    scene.navigation.pop()
  }

  /// Shows the detail of `id` on top of `scene`'s stack.
  func showDetail(_ id: TodoID, in scene: WindowScene) {
    scene.navigation.push(app.makeDetailScreen(todoID: id, context: scene.context))
  }

  /// Ends the app and starts it again from its storage.
  ///
  /// The process ends: no screen is told it disappears, as no view is when an app is killed.
  /// The new launch opens the scenes the app says it had, as a second run of the executable does.
  func relaunch() {
    hasSettledSinceLaunch = false
    scenes = [:]
    repository = Self.makeRepository(for: variant, fixture: fixture)
    environment = AppEnvironment()
    environment.insert(ServerDeliveries())
    app = variant.app.init(repository: repository, environment: environment)
    startMechanismTrace()
    restoreScenes()
  }

  /// Starts tracing the mechanism of the app just launched, before any screen exists, so that
  /// the trace sees every screen register.
  func startMechanismTrace() {
    mechanismTrace = nil  // The last launch's trace goes with its app.
    guard tracesMechanism else { return }
    mechanismTrace = (app as? any NarratingChapterApp)?.startMechanismTrace()
  }

  /// The app's storage refinement, when it keeps data between launches.
  var persistentApp: (any PersistentChapterApp)? {
    app as? any PersistentChapterApp
  }

  /// The stored data source of a persistent chapter, or an in-memory one holding `fixture`.
  static func makeRepository(for variant: ChapterVariant, fixture: [Todo])
    -> any TodoRepository
  {
    variant.app.persistent?.makeRepository(fixture: fixture)
      ?? InMemoryTodoRepository(todos: fixture)
  }

  /// Opens the scenes the app had open when it last ended (scene 1 on a first launch).
  func restoreScenes() {
    let restoration = persistentApp?.scenesToRestore() ?? .firstLaunch
    activeSceneNumber = restoration.activeSceneNumber
    for number in restoration.openSceneNumbers { openScene(number) }
  }
}
