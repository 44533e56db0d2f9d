import HeadlessUIKit
import ScenarioLanguage
import TodoModel

// Running one scenario command: check it, act on the screens as a person would, let what it
// caused arrive, then say what went wrong that the screens cannot show.

extension AppHost {
  /// Checks a command against the screens and runs it, then lets deliveries settle.
  ///
  /// A rejected command changes nothing.
  public func perform(_ command: ScenarioCommand) async throws(ScenarioError) {
    await finishLaunching()
    scenesJustOpened = []
    try ScenarioRules.check(command, in: rulesContext)
    try refuseIfTheStoreCannotKeep(command)
    let scene = activeScene
    let late = holdLateAnnouncement(past: command)
    let renamed = rename(in: command, on: scene)
    noteTyping(of: command, in: scene)
    await act(command, in: scene)
    try reportMissingControl(for: command, in: scene, restoring: late)
    await settle()
    let renameTaken = renamed.map { repository.todo(withID: $0.id)?.title == $0.title } ?? false
    if let arriving = late.arriving { await deliverLate(arriving) }
    lostEdit = renameTaken ? renamed.flatMap(lostRename) : nil
    notePersonsEdit(command, on: scene)
    noteWhatWaits(after: command)
    // The app showed nothing of an edit its store refused; the person is told why.
    if let reason = (repository as? any RefusingTodoRepository)?.takeRefusal() {
      throw ScenarioError(Message("error.storeRefused", ["reason": reason]))
    }
  }

  /// Performs every command of a script, in order, stopping at the first rejected one.
  public func perform(script: String) async throws(ScenarioError) {
    for command in try Scenario(text: script).commands() { try await perform(command) }
  }

  // MARK: - The steps of a command

  /// What the app started as it launched (a view's `.onAppear` loading its data) finishes before
  /// the first command looks at the screens.
  private func finishLaunching() async {
    guard !hasSettledSinceLaunch else { return }
    await settle()
    hasSettledSinceLaunch = true
    _ = takeStepNotes()
  }

  /// Refuses an edit at once when the store can keep none (it opened read-only).
  private func refuseIfTheStoreCannotKeep(_ command: ScenarioCommand) throws(ScenarioError) {
    if command.isEdit, let reason = (repository as? any RefusingTodoRepository)?.refusesEveryEdit {
      throw ScenarioError(Message("error.storeRefused", ["reason": reason]))
    }
  }

  /// A late server push's announcement, and the todos the screens may show until it arrives.
  struct LateAnnouncement {
    /// The announcement that arrives after this command, if any.
    var arriving: TodoChange?
    /// What the screens could show before this command.
    var todosBefore: [Todo]?
  }

  /// Takes the waiting late announcement when `command` acts.
  ///
  /// It arrives after the command has run; a command that only prints does not count.
  private func holdLateAnnouncement(past command: ScenarioCommand) -> LateAnnouncement {
    let late = LateAnnouncement(
      arriving: command.acts ? lateAnnouncement : nil, todosBefore: todosBeforeTheLatePush)
    if command.acts {
      lateAnnouncement = nil
      todosBeforeTheLatePush = nil
    }
    return late
  }

  /// The todo and the title of a rename on the open detail, to check afterwards that it held.
  private func rename(in command: ScenarioCommand, on scene: WindowScene) -> (
    id: TodoID, title: String
  )? {
    guard let detail = scene.navigation.detailOnTop else { return nil }
    switch command {
    case .rename(let title): return (detail.todoID, title)
    case .submit: return detail.detailView.content.map { (detail.todoID, $0.title) }
    default: return nil
    }
  }

  /// Remembers what the person types into a detail's field until they submit it, so that the
  /// check of the screens expects it there.
  private func noteTyping(of command: ScenarioCommand, in scene: WindowScene) {
    typedFields.removeAll { $0.screen == nil }
    guard let detail = scene.navigation.detailOnTop else { return }
    switch command {
    case .type(let title):
      typedFields.removeAll { $0.screen === detail }
      typedFields.append(TypedField(screen: detail, title: title))
    case .submit, .rename:
      typedFields.removeAll { $0.screen === detail }
    default:
      break
    }
  }

  /// Remembers the title or the star the person's edit gave the todo of the detail on top.
  private func notePersonsEdit(_ command: ScenarioCommand, on scene: WindowScene) {
    guard let id = scene.navigation.detailOnTop?.todoID, let saved = repository.todo(withID: id)
    else { return }
    switch command {
    case .rename, .submit: personsEdits[id, default: (nil, nil)].title = saved.title
    case .favorite: personsEdits[id, default: (nil, nil)].isFavorite = saved.isFavorite
    default: break
    }
  }

  /// Does what the command says on the screens of `scene`, as a person would.
  private func act(_ command: ScenarioCommand, in scene: WindowScene) async {
    switch command {
    case .open(let id):
      showDetail(id, in: scene)
    case .link(let id):
      scene.navigation.popToRoot()
      showDetail(id, in: scene)
    case .favorite:
      scene.navigation.detailOnTop?.toggleFavorite()
    case .rename(let title):
      scene.navigation.detailOnTop?.type(title)
      scene.navigation.detailOnTop?.submitTitle()
    case .type(let title):
      scene.navigation.detailOnTop?.type(title)
    case .submit:
      scene.navigation.detailOnTop?.submitTitle()
    case .delete:
      scene.navigation.detailOnTop?.deleteTodo()
    case .add(let title):
      scene.list.addTodo(title: title)
    case .remove(let id):
      scene.list.removeTodo(id: id)
    case .back:
      popDetail(in: scene)
    case .scroll:
      scene.list.tableView.scroll()
    case .scene(let number):
      if scenes[number] == nil {
        openScene(number)
        scenesJustOpened.insert(number)
      }
      activeSceneNumber = number
      persistentApp?.scenesDidChange(sceneRestoration)
    case .close(let number):
      closeScene(number)
    case .remote(let change) where deliveries.isHolding:
      holdPush(change)
    case .remote(let change):
      await deliverRemoteChange(change)
    case .hold:
      startHolding()
    case .deliver(let delivery):
      await deliver(delivery)
    case .remoteLate(let change):
      writeLate(change)
    case .sort(let order):
      (scene.list as? any SortableListScreen)?.chooseSortOrder(order)
    case .relaunch:
      relaunch()
    case .dump, .help, .quit:
      break  // The runner prints; the app has nothing to do.
    }
  }

  /// A lesson without the control the command needs did nothing; the person is told which, and
  /// the late announcement waits for the next command.
  private func reportMissingControl(
    for command: ScenarioCommand, in scene: WindowScene, restoring late: LateAnnouncement
  ) throws(ScenarioError) {
    // The screen a person's command goes to, which finds its controls by their titles.
    let screenActedOn: AnyObject? =
      switch command {
      case .favorite, .rename, .type, .submit, .delete: scene.navigation.detailOnTop
      case .add, .sort: scene.list
      default: nil
      }
    guard let missing = (screenActedOn as? any ControlFinding)?.takeMissingControlDeclaration()
    else { return }
    lateAnnouncement = late.arriving
    todosBeforeTheLatePush = late.todosBefore
    throw ScenarioError(
      Message("error.missingControl", ["command": command.text, "control": missing]))
  }

  /// A rename the data source took and then lost, in words; `nil` while the rename holds.
  ///
  /// A late announcement written back over it loses it: an edit the person made for nothing.
  private func lostRename(_ renamed: (id: TodoID, title: String)) -> String? {
    repository.todo(withID: renamed.id).flatMap { now in
      now.title == renamed.title
        ? nil
        : Message(
          "problem.lostRename", ["id": "\(renamed.id)", "title": renamed.title, "now": now.title]
        ).text(in: language)
    }
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
  var isEdit: Bool {
    switch self {
    case .favorite, .rename, .submit, .delete, .add, .remove, .remote, .remoteLate: true
    default: false
    }
  }
}
