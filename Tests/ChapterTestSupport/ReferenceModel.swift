import ChapterKit
import HeadlessUIKit
import ScenarioLanguage
import TodoModel

/// The oracle: what every scene must show after each command, computed from the rules of
/// `docs/ScenarioLanguage.md` alone, with no screens and no sync mechanism.
///
/// Every chapter's app is compared with it after every step. It is deliberately plain: arrays and
/// linear searches, so a reader can check it against the rules by eye.
public struct ReferenceModel: Sendable {
  /// The todos, top of the list first.
  public private(set) var todos: [Todo]
  /// Each open scene by number.
  public private(set) var scenes: [Int: SceneState]
  /// The scene commands go to.
  public private(set) var activeSceneNumber: Int
  /// The number the next added todo's id gets.
  public private(set) var nextIDNumber: Int
  /// Whether `relaunch` is allowed (the app restores everything, so it changes nothing).
  public let restoresOnRelaunch: Bool
  /// Whether `sort` is allowed (the chapter has the setting).
  public let supportsSorting: Bool
  /// The order every list shows.
  public private(set) var sortOrder = ListOrder.newest
  /// What the screens show while a late server push's announcement is on its way.
  ///
  /// The todos as they were before the push; `nil` when no announcement is on its way.
  public private(set) var todosOnScreenUntilTheLateAnnouncement: [Todo]?
  /// What the server sends while it is held (`hold`, `deliver`), and what the screens may show
  /// until it has all arrived.
  public internal(set) var held = HeldDeliveries()

  /// Starts where every run starts: scene 1 active, at its list, over `todos`.
  public init(
    todos: [Todo] = TodoFixture.todos, nextIDNumber: Int? = nil, restoresOnRelaunch: Bool = false,
    supportsSorting: Bool = false
  ) {
    self.todos = todos
    self.nextIDNumber = nextIDNumber ?? TodoFixture.nextIDNumber(after: todos)
    self.scenes = [1: SceneState()]
    self.activeSceneNumber = 1
    self.restoresOnRelaunch = restoresOnRelaunch
    self.supportsSorting = supportsSorting
  }

  /// The state the rules check commands against.
  public var rulesContext: ScenarioRules.Context {
    let ids = Set(todos.map(\.id))
    return ScenarioRules.Context(
      activeSceneNumber: activeSceneNumber,
      detailOnTop: detailOnTop,
      todoExists: { ids.contains($0) },
      listShowsRow: { ids.contains($0) },  // The expected list always shows every todo.
      canRelaunch: restoresOnRelaunch, canSort: supportsSorting,
      openSceneNumbers: openSceneNumbers,
      hasLateAnnouncement: todosOnScreenUntilTheLateAnnouncement != nil,
      isHolding: held.isHolding, waitingDeliveries: held.waitingNames)
  }

  /// Applies one command, or throws the error the app must report and changes nothing.
  public mutating func apply(_ command: ScenarioCommand) throws(ScenarioError) {
    try ScenarioRules.check(command, in: rulesContext)
    // A late announcement arrives after the command that follows it: then every screen shows
    // the data source again, and a detail of a todo the server deleted closes.
    let announcementArrives = todosOnScreenUntilTheLateAnnouncement != nil && command.acts
    let before = todos
    let edited = editByThePerson(in: command)
    defer {
      if announcementArrives {
        todosOnScreenUntilTheLateAnnouncement = nil
        popDetailsOfDeletedTodos()
      }
      held.record(changesFrom: before, to: todos, editedByThePerson: edited)
      // Once nothing is held and nothing waits, every screen shows the data source again. (While
      // holding, what the app asks next may wait too: the comparison decides, having asked it.)
      if !held.isHolding, held.everythingArrived, todosOnScreenUntilTheLateAnnouncement == nil {
        popDetailsOfDeletedTodos()
      }
    }
    switch command {
    case .open(let id), .link(let id):
      scenes[activeSceneNumber] = SceneState(openDetail: id)
    case .favorite:
      if let id = detailOnTop { modify(id) { $0.isFavorite.toggle() } }
    case .rename(let title):
      submit(title)
    case .type(let title):
      scenes[activeSceneNumber]?.typedTitle = title
    case .submit:
      if let typed = scenes[activeSceneNumber]?.typedTitle { submit(typed) }
    case .delete:
      if let id = detailOnTop { delete(id) }
    case .add(let title):
      todos.insert(Todo(id: TodoID(number: nextIDNumber), title: title), at: 0)
      nextIDNumber += 1
    case .remote(let change) where held.isHolding:
      // The data source changes now; the push waits, and so may every screen.
      held.holdPush()
      writeToTheDataSource(change)
    case .hold, .deliver:
      held.apply(command)
    case .remove(let id), .remote(.delete(let id)):
      delete(id)
    case .back:
      scenes[activeSceneNumber] = SceneState()
    case .scene(let number):
      if scenes[number] == nil { scenes[number] = SceneState() }
      activeSceneNumber = number
    case .close(let number):
      scenes[number] = nil
      if activeSceneNumber == number { activeSceneNumber = 1 }
    case .remote(.rename(let id, let title)):
      modify(id) { $0.title = title }
    case .remote(.favorite(let id)):
      modify(id) { $0.isFavorite.toggle() }
    case .remoteLate(let change):
      // The data source changes now; the screens go on showing what they showed.
      todosOnScreenUntilTheLateAnnouncement = todos
      writeToTheDataSource(change)
    case .sort(let order):
      sortOrder = order
    case .relaunch:
      // Scenes come back as they were, but what was typed and not submitted is gone.
      for number in scenes.keys { scenes[number]?.typedTitle = nil }
    case .scroll, .dump, .help, .quit:
      // Scrolling re-renders what is already right; a restoring relaunch brings everything back.
      break
    }
  }

  /// The id of the detail on top of the active scene, if any.
  public var detailOnTop: TodoID? {
    scenes[activeSceneNumber]?.openDetail
  }

  /// The numbers of the open scenes, ascending.
  public var openSceneNumbers: [Int] {
    scenes.keys.sorted()
  }

  /// What every scene must show now.
  public func dump() -> StateDump {
    let shown = todosOnScreenUntilTheLateAnnouncement ?? todos
    return StateDump(
      scenes: openSceneNumbers.map { number in
        let scene = scenes[number] ?? SceneState()
        var detail = scene.openDetail.flatMap { id in shown.first { $0.id == id } }
        // The field shows what the person typed, whatever arrived since.
        if let typed = scene.typedTitle { detail?.title = typed }
        return StateDump.Scene(
          number: number, isActive: number == activeSceneNumber, list: sortOrder.sorted(shown),
          detail: detail)
      })
  }

  /// Closes every detail whose todo is gone, in every scene.
  mutating func popDetailsOfDeletedTodos() {
    let ids = Set(todos.map(\.id))
    for (number, scene) in scenes {
      if let open = scene.openDetail, !ids.contains(open) { scenes[number] = SceneState() }
    }
  }

  private mutating func modify(_ id: TodoID, _ change: (inout Todo) -> Void) {
    guard let index = todos.firstIndex(where: { $0.id == id }) else { return }
    change(&todos[index])
  }

  /// Removes the todo and pops its detail in every scene, as the outcomes require.
  private mutating func delete(_ id: TodoID) {
    todos.removeAll { $0.id == id }
    for (number, scene) in scenes where scene.openDetail == id {
      scenes[number] = SceneState()
    }
  }

  /// A server's change, written to the data source alone: no screen is told, and a deleted
  /// todo's details stay open until the app hears of it.
  private mutating func writeToTheDataSource(_ change: ScenarioCommand.RemoteChange) {
    switch change {
    case .rename(let id, let title): modify(id) { $0.title = title }
    case .favorite(let id): modify(id) { $0.isFavorite.toggle() }
    case .delete(let id): todos.removeAll { $0.id == id }
    }
  }

  /// Gives todo `id` the star `isFavorite`.
  mutating func setStar(of id: TodoID, to isFavorite: Bool) {
    modify(id) { $0.isFavorite = isFavorite }
  }

  /// Closes the detail of scene `number`, and drops what was typed into it.
  mutating func closeDetail(inScene number: Int) {
    scenes[number] = SceneState()
  }

  /// The person confirms `title` in the open detail: the todo takes it, and the field shows the
  /// todo again.
  private mutating func submit(_ title: String) {
    guard let id = detailOnTop else { return }
    modify(id) { $0.title = title }
    scenes[activeSceneNumber]?.typedTitle = nil
  }

  /// What the model knows of one scene: which detail is open on top of its list, if any, and
  /// what the person has typed into its title field and not submitted.
  public struct SceneState: Hashable, Sendable {
    /// The id of the detail on top, or `nil` when the list is on top.
    public var openDetail: TodoID?
    /// The text typed into the open detail's title field and not submitted; `nil` when the field
    /// shows the todo's title.
    public var typedTitle: String?
  }
}
