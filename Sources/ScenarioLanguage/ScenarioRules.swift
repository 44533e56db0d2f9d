import TodoModel

/// What a command needs from the app's state before it may run: the id must exist, the right
/// screen must be on top, the row must be shown.
///
/// The reference model and the real app both check commands with these rules, so a rejected line
/// reads the same whichever of them ran it.
public enum ScenarioRules {
  /// The part of an app's state the rules look at.
  public struct Context {
    /// The number of the scene the next command goes to.
    public var activeSceneNumber: Int
    /// The id of the detail on top of the active scene, or `nil` when its list is on top.
    public var detailOnTop: TodoID?
    /// Whether the data source has a todo with this id.
    public var todoExists: (TodoID) -> Bool
    /// Whether the active scene's list shows a row for this id (a stale list may not).
    public var listShowsRow: (TodoID) -> Bool
    /// Whether the app can be ended and restored from storage.
    public var canRelaunch: Bool
    /// Whether the app has the sort setting.
    public var canSort: Bool
    /// The numbers of the open scenes.
    public var openSceneNumbers: [Int]
    /// Whether a late server push's announcement is still on its way.
    public var hasLateAnnouncement: Bool
    /// Whether what the server sends is held (`hold`, until `deliver all`).
    public var isHolding: Bool
    /// The names of the pushes and answers waiting, in the order they were sent.
    public var waitingDeliveries: [String]

    /// Describes the state a command is checked against.
    public init(
      activeSceneNumber: Int, detailOnTop: TodoID?, todoExists: @escaping (TodoID) -> Bool,
      listShowsRow: @escaping (TodoID) -> Bool, canRelaunch: Bool, canSort: Bool = false,
      openSceneNumbers: [Int]? = nil, hasLateAnnouncement: Bool = false, isHolding: Bool = false,
      waitingDeliveries: [String] = []
    ) {
      self.activeSceneNumber = activeSceneNumber
      self.detailOnTop = detailOnTop
      self.todoExists = todoExists
      self.listShowsRow = listShowsRow
      self.canRelaunch = canRelaunch
      self.canSort = canSort
      self.openSceneNumbers = openSceneNumbers ?? [activeSceneNumber]
      self.hasLateAnnouncement = hasLateAnnouncement
      self.isHolding = isHolding
      self.waitingDeliveries = waitingDeliveries
    }
  }

  /// Throws when the command cannot run in this state, saying what would work instead.
  public static func check(_ command: ScenarioCommand, in context: Context) throws(ScenarioError) {
    switch command {
    case .open(let id):
      try needsList(for: "open \(id)", context)
      try needsTodo(id, context)
      try needsRow(id, context)
    case .remove(let id):
      try needsList(for: "remove \(id)", context)
      try needsTodo(id, context)
      try needsRow(id, context)
    case .add:
      try needsList(for: "add", context)
    case .scroll:
      try needsList(for: "scroll", context)
    case .link(let id), .remote(.rename(let id, _)), .remote(.favorite(let id)),
      .remote(.delete(let id)):
      try needsTodo(id, context)
    case .remoteLate, .hold, .deliver:
      try checkTiming(command, context)
    case .favorite:
      try needsLiveDetail(for: "favorite", context)
    case .rename:
      try needsLiveDetail(for: "rename", context)
    case .type:
      try needsLiveDetail(for: "type", context)
    case .submit:
      try needsLiveDetail(for: "submit", context)
    case .delete:
      try needsLiveDetail(for: "delete", context)
    case .back:
      try needsDetail(for: "back", context)
    case .relaunch:
      guard context.canRelaunch else {
        throw ScenarioError(Message("rules.relaunchNeedsStorage"))
      }
      guard !context.isHolding, context.waitingDeliveries.isEmpty else {
        throw ScenarioError(Message("rules.relaunchWhileHolding"))
      }
    case .sort:
      guard context.canSort else {
        throw ScenarioError(Message("rules.sortIsChapter5"))
      }
    case .close(let number):
      guard number != 1 else {
        throw ScenarioError(Message("rules.sceneOneStays"))
      }
      guard context.openSceneNumbers.contains(number) else {
        let open = context.openSceneNumbers.map(String.init).joined(separator: ", ")
        throw ScenarioError(Message("rules.sceneNotOpen", ["number": "\(number)", "open": open]))
      }
    case .scene, .dump, .help, .quit:
      break
    }
  }

  /// The commands that hold back what the server sends, or let it through.
  private static func checkTiming(_ command: ScenarioCommand, _ context: Context)
    throws(ScenarioError)
  {
    switch command {
    case .remoteLate(let change):
      try needsTodo(change.todoID, context)
      guard !context.hasLateAnnouncement else {
        throw ScenarioError(Message("rules.lateAlreadyOnItsWay"))
      }
      guard !context.isHolding else {
        throw ScenarioError(Message("rules.lateWhileHolding"))
      }
    case .hold:
      guard !context.isHolding else { throw ScenarioError(Message("rules.alreadyHolding")) }
    case .deliver(let delivery):
      try needsWaiting(delivery, context)
    default:
      break
    }
  }

  private static func needsWaiting(_ delivery: ScenarioCommand.Delivery, _ context: Context)
    throws(ScenarioError)
  {
    switch delivery {
    case .all:
      guard context.isHolding || !context.waitingDeliveries.isEmpty else {
        throw ScenarioError(Message("rules.nothingHeld"))
      }
      return
    case .answer:
      // Which answers a chapter waits for is its own business: one that does not wait is noted.
      return
    case .push:
      break
    }
    guard !context.waitingDeliveries.isEmpty else {
      throw ScenarioError(Message("rules.nothingWaiting", ["name": delivery.name]))
    }
    guard context.waitingDeliveries.contains(delivery.name) else {
      throw ScenarioError(
        Message(
          "rules.notWaiting",
          ["name": delivery.name, "waiting": context.waitingDeliveries.joined(separator: ", ")]))
    }
  }

  private static func needsList(for command: String, _ context: Context) throws(ScenarioError) {
    if let detail = context.detailOnTop {
      throw ScenarioError(
        Message(
          "rules.needsList",
          ["command": command, "scene": "\(context.activeSceneNumber)", "id": "\(detail)"]))
    }
  }

  private static func needsDetail(for command: String, _ context: Context) throws(ScenarioError) {
    guard context.detailOnTop != nil else {
      throw ScenarioError(
        Message("rules.needsDetail", ["command": command, "scene": "\(context.activeSceneNumber)"]))
    }
  }

  private static func needsLiveDetail(for command: String, _ context: Context)
    throws(ScenarioError)
  {
    try needsDetail(for: command, context)
    if let detail = context.detailOnTop, !context.todoExists(detail) {
      throw ScenarioError(Message("rules.goneDetail", ["command": command, "id": "\(detail)"]))
    }
  }

  private static func needsTodo(_ id: TodoID, _ context: Context) throws(ScenarioError) {
    guard context.todoExists(id) else {
      throw ScenarioError(Message("rules.noSuchTodo", ["id": "\(id)"]))
    }
  }

  private static func needsRow(_ id: TodoID, _ context: Context) throws(ScenarioError) {
    guard context.listShowsRow(id) else {
      throw ScenarioError(
        Message("rules.noRow", ["scene": "\(context.activeSceneNumber)", "id": "\(id)"]))
    }
  }
}
