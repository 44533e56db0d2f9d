import Dispatch
import HeadlessUIKit
import ScenarioLanguage
import TodoModel

// What only some chapters need. The host, the runner and the benchmark ask whether a chapter's
// app conforms to one of these, so a chapter that needs none of them writes none of it.

/// A chapter whose app keeps its data between launches: `relaunch` and a second run of the
/// executable continue from what it stored.
@MainActor
public protocol PersistentChapterApp: ChapterApp {
  /// The data source for one launch: what was stored, or `fixture` on first use.
  static func makeRepository(fixture: [Todo]) -> any TodoRepository

  /// Where the chapter keeps its data between runs, for `--help`, in `language`.
  static func storageDescription(in language: Language) -> String

  /// Deletes everything the chapter stored (`--reset`) and says what it deleted, in `language`.
  static func resetStorage(in language: Language) -> String

  /// Runs `run` with storage of its own, deleted afterwards, so that the story and the benchmark
  /// start from the sample todos and leave the person's stored data alone.
  static func withScratchStorage<Result>(_ run: @MainActor () async -> Result) async -> Result

  /// The scenes to open when the app launches, and the one to make active.
  func scenesToRestore() -> SceneRestoration

  /// The detail a scene showed when the app ended, to show again as the scene opens.
  func detailToRestore(inScene sceneNumber: Int) -> TodoID?

  /// Told whenever a scene opens, closes or becomes active, so it can be restored later.
  func scenesDidChange(_ scenes: SceneRestoration)

  /// Told that a person closed scene `sceneNumber`: what was stored for it goes with it.
  func sceneDidClose(_ sceneNumber: Int)
}

extension PersistentChapterApp {
  /// Keeps nothing per scene, so there is nothing to forget.
  public func sceneDidClose(_ sceneNumber: Int) {}
}

/// A list screen whose mechanism has something to say under each step of the transcript, such
/// as "reconfigure t3"; the host prints it as "scene 1: reconfigure t3".
@MainActor
public protocol NarratingListScreen: ListScreen {
  /// What the mechanism did since the last call, one short line each, in `language`; taking
  /// them starts a new list.
  func takeStepNotes(in language: Language) -> [String]

  /// Stops keeping notes, for a run that prints none (a benchmark), so that keeping them costs
  /// nothing there.
  func stopKeepingStepNotes()
}

extension NarratingListScreen {
  /// Keeps nothing between steps, so there is nothing to stop.
  public func stopKeepingStepNotes() {}
}

/// A screen that reaches a lesson's controls by their titles, as a person finds them, and says
/// which one the last command needed and did not find.
@MainActor
public protocol ControlFinding: AnyObject {
  /// How the lesson would declare the control the last action needed and did not find, such as
  /// `TextField("Title", text: …)`; taking it forgets it.
  func takeMissingControlDeclaration() -> String?
}

/// A chapter whose mechanism has something to say under each step that belongs to no one
/// scene, such as "posted todoDidChange (t3 renamed) on the main thread to 3 observers".
///
/// The host starts the trace as the app launches, keeps it as long as it runs that app, and
/// prints its notes above the scenes' own. A chapter conforms outside its lesson, in a folder
/// such as `Transcript/`, so that the lesson's types record nothing.
@MainActor
public protocol NarratingChapterApp: ChapterApp {
  /// Starts watching the app's mechanism, for as long as the returned trace lives.
  func startMechanismTrace() -> any MechanismTrace
}

/// What watches one app's mechanism for the transcript.
@MainActor
public protocol MechanismTrace: AnyObject {
  /// What the mechanism did since the last call, one short line each, in the reader's words in
  /// `language`; taking them starts a new list.
  func takeNotes(in language: Language) -> [String]
}

/// Which thread a trace line says something happened on.
public enum TraceThread {
  /// Set on the main queue only, so that any thread can ask whether it runs the main queue.
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// The main thread, in a trace line's words.
  public static let main = Message("thread.main")
  /// A thread other than the main one, in a trace line's words.
  public static let background = Message("thread.background")

  /// ``main`` on the main queue (where the main actor runs), else ``background``; safe on any
  /// thread.
  public static var current: Message {
    DispatchQueue.getSpecific(key: mainQueueKey) == true ? main : background
  }
}

extension TodoChange {
  /// The change in a few words for a trace line, such as "t3 renamed" or "t21 added".
  ///
  /// `before` is the todo as it was, when known, so that an update can say what changed.
  public func traceDescription(before: Todo?, in language: Language = .english) -> String {
    let key: String
    switch self {
    case .added: key = "change.added"
    case .deleted: key = "change.deleted"
    case .updated(let todo):
      let renamed = before.map { $0.title != todo.title } ?? false
      let starred = before.map { $0.isFavorite != todo.isFavorite } ?? false
      key =
        switch (renamed, starred) {
        case (true, true):
          todo.isFavorite ? "change.renamedAndStarred" : "change.renamedAndUnstarred"
        case (true, false): "change.renamed"
        case (false, true): todo.isFavorite ? "change.starred" : "change.unstarred"
        case (false, false): "change.updated"
        }
    }
    return Message(key, ["id": "\(todoID)"]).text(in: language)
  }

  /// What changed from `old` to `new`, in a few words each, in the order of `new` (deletes
  /// last): for a trace that compares what a data source holds before and after a step.
  public static func traceDescriptions(
    from old: [Todo], to new: [Todo], in language: Language = .english
  ) -> [String] {
    let oldByID = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let newIDs = Set(new.map(\.id))
    let addedAndUpdated = new.compactMap { todo -> String? in
      guard let before = oldByID[todo.id] else {
        return TodoChange.added(todo).traceDescription(before: nil, in: language)
      }
      return before == todo
        ? nil : TodoChange.updated(todo).traceDescription(before: before, in: language)
    }
    let deleted = old.filter { !newIDs.contains($0.id) }.map {
      TodoChange.deleted($0.id).traceDescription(before: $0, in: language)
    }
    return addedAndUpdated + deleted
  }
}

extension TodoRepository {
  /// Every todo by id, as the data source holds them now: what a trace keeps from one step to
  /// the next, to say what an update changed.
  public func todosByID() -> [TodoID: Todo] {
    Dictionary(allTodos().map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }
}

/// A chapter with the sort setting.
///
/// `sort <order>` chooses the order every list of every scene shows, and the choice is kept
/// across launches. Its list screens are ``SortableListScreen``s.
@MainActor
public protocol SortingChapterApp: ChapterApp {}

/// A list screen where the person chooses the order of the list, for every scene at once.
@MainActor
public protocol SortableListScreen: ListScreen {
  /// The person picks `order` in this list's sort menu.
  func chooseSortOrder(_ order: ListOrder)
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
  /// The app's storage refinement, when it keeps data between launches.
  public static var persistent: (any PersistentChapterApp.Type)? {
    self as? any PersistentChapterApp.Type
  }

  /// Whether the app has the sort setting.
  public static var hasSortSetting: Bool {
    self is any SortingChapterApp.Type
  }

  /// Whether `relaunch` restores the app from storage.
  public static var restoresOnRelaunch: Bool {
    persistent != nil
  }

  /// Runs `run` in scratch storage if the chapter stores data, or just runs it.
  public static func withScratchStorageIfAny<Result>(_ run: @MainActor () async -> Result) async
    -> Result
  {
    guard let persistent else { return await run() }
    return await persistent.withScratchStorage(run)
  }
}

/// A chapter that knows whether every change it sent has reached the screens it was sent to.
///
/// Delivery through the main queue is settled by turning it (``MainQueue``). Delivery through
/// an `AsyncStream` is not: a loop on the main actor resumes through the runtime's executor
/// first, after a delay the main queue cannot see. Such a chapter counts what it sent and what
/// its loops took, so the host can wait for exactly that, without sleeping.
@MainActor
public protocol DeliveryCountingChapterApp: ChapterApp {
  /// Whether some change was sent to a screen that has not taken it yet.
  var hasUndeliveredChanges: Bool { get }
}

/// A chapter whose mechanism can say how many registrations with it are alive right now.
///
/// The lifetime tests close screens and expect only the open ones to stay registered: a
/// registration that outlives its screen (an observer never removed, a loop never ended) is a
/// leak that no screen shows. A chapter conforms outside its lesson, in a folder such as
/// `Probes/`, so that the lesson's own types count nothing.
@MainActor
public protocol ListenerCountingChapterApp: ChapterApp {
  /// How many screens' registrations with the chapter's mechanism are alive now.
  var liveListenerCount: Int { get }
}

/// A screen that a hosting layer drives on behalf of the lesson's own screen object, such as a
/// view controller: when the screen goes, it is the lesson's object that must go, so the
/// lifetime checks look at that one.
@MainActor
public protocol HostingScreen: Screen {
  /// The lesson's screen object, or `nil` once it was released.
  var hostedObject: AnyObject? { get }
}

extension Screen {
  /// The object whose survival after the screen went is a leak: the lesson's screen object of a
  /// hosted screen, and the screen itself otherwise.
  public var lifetimeObject: AnyObject? {
    if let hosting = self as? any HostingScreen { return hosting.hostedObject }
    return self
  }
}
