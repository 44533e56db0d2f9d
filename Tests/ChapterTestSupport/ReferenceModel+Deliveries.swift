import ChapterKit
import ScenarioLanguage
import TodoModel

// What the screens may show while the server's pushes and answers wait (`hold`, `deliver`), as
// docs/ScenarioLanguage.md says: text the person typed is never replaced; no screen shows a todo
// older than the person's last edit of it, or a value the data source never held; and once
// nothing waits, every screen shows the data source.

/// The pushes and answers held back, and every value each todo has had, to judge the screens by
/// while they may lag behind.
public struct HeldDeliveries: Sendable {
  /// Whether pushes and answers wait (`hold`, until `deliver all`).
  public private(set) var isHolding = false
  /// The held pushes not delivered yet, by name, oldest first.
  public private(set) var waitingPushes: [String] = []
  /// The app's answers waiting, by name: which requests a chapter makes is its own business, so
  /// the comparison copies them from the app.
  public var waitingAnswers: [String] = []
  private var pushesSent = 0
  /// Every value each todo had since the run began, oldest first; `nil` once deleted.
  private var history: [TodoID: [Todo?]] = [:]
  /// For each todo the person edited, where in its history their last edit of each field is.
  ///
  /// No screen may show that field older. The other field may lag: an edit of the title says
  /// nothing of a star the server changed meanwhile.
  private var lastEditByThePerson: [TodoID: (title: Int, favorite: Int)] = [:]

  /// The names of everything waiting, pushes and answers, as the rules list them.
  public var waitingNames: [String] { waitingPushes + waitingAnswers }

  /// Whether nothing waits: the screens must show exactly the data source.
  public var everythingArrived: Bool { waitingPushes.isEmpty && waitingAnswers.isEmpty }

  mutating func holdPush() {
    pushesSent += 1
    waitingPushes.append("p\(pushesSent)")
  }

  mutating func apply(_ command: ScenarioCommand) {
    switch command {
    case .hold:
      isHolding = true
    case .deliver(.all):
      isHolding = false
      waitingPushes = []
      waitingAnswers = []
    case .deliver(let delivery):
      waitingPushes.removeAll { $0 == delivery.name }
      waitingAnswers.removeAll { $0 == delivery.name }
    default:
      break
    }
  }

  /// Notes each todo that changed between `before` and `after`, and which field of which todo
  /// the person edited.
  mutating func record(
    changesFrom before: [Todo], to after: [Todo], editedByThePerson edit: PersonsEdit?
  ) {
    let old = Dictionary(uniqueKeysWithValues: before.map { ($0.id, $0) })
    let new = Dictionary(uniqueKeysWithValues: after.map { ($0.id, $0) })
    for id in Set(old.keys).union(new.keys) where old[id] != new[id] {
      if history[id] == nil { history[id] = [old[id]] }
      history[id]?.append(new[id])
    }
    guard let edit else { return }
    let latest = (history[edit.id]?.count ?? 1) - 1
    var floors = lastEditByThePerson[edit.id] ?? (0, 0)
    if edit.title { floors.title = latest }
    if edit.favorite { floors.favorite = latest }
    lastEditByThePerson[edit.id] = floors
  }

  /// Whether a screen may show `shown` now.
  ///
  /// Its title must be one the todo had since the person last renamed it, and its star one it
  /// had since the person last starred it; a todo the person deleted has neither. `typed` stands
  /// for the title of a detail the person typed into.
  func mayShow(_ shown: Todo, current: Todo?, typed: String? = nil) -> Bool {
    guard let values = history[shown.id] else {
      guard var current else { return false }
      if let typed { current.title = typed }
      return current == shown
    }
    let floors = lastEditByThePerson[shown.id] ?? (0, 0)
    let titles = values[floors.title...].compactMap { $0?.title }
    let stars = values[floors.favorite...].compactMap { $0?.isFavorite }
    return (typed.map { $0 == shown.title } ?? titles.contains(shown.title))
      && stars.contains(shown.isFavorite)
  }
}

/// What the person changed with a command: which todo, and which of its fields.
struct PersonsEdit {
  let id: TodoID
  let title: Bool
  let favorite: Bool
}

extension ReferenceModel {
  /// What the command edits as the person, which every screen must show at once.
  func editByThePerson(in command: ScenarioCommand) -> PersonsEdit? {
    switch command {
    case .rename, .submit: detailOnTop.map { PersonsEdit(id: $0, title: true, favorite: false) }
    case .favorite: detailOnTop.map { PersonsEdit(id: $0, title: false, favorite: true) }
    case .delete: detailOnTop.map { PersonsEdit(id: $0, title: true, favorite: true) }
    case .remove(let id): PersonsEdit(id: id, title: true, favorite: true)
    case .add: PersonsEdit(id: TodoID(number: nextIDNumber), title: true, favorite: true)
    default: nil
    }
  }

  /// Whether the screens must show exactly ``dump()``; otherwise something waits, and
  /// ``problems(in:)`` judges them.
  public var expectsExactScreens: Bool {
    held.everythingArrived
  }

  /// While something waits: each way `shown` breaks the rules, in words; none when it keeps them.
  ///
  /// Every scene is open as expected, with its detail; a detail of a todo the server deleted may
  /// have closed already. Each row and each detail shows a value its todo had since the person's
  /// last edit of it, and a detail the person typed into shows what they typed.
  public func problems(in shown: StateDump) -> [String] {
    let current = Dictionary(uniqueKeysWithValues: todos.map { ($0.id, $0) })
    guard shown.scenes.map(\.number) == openSceneNumbers else {
      return ["scenes \(shown.scenes.map(\.number)), expected \(openSceneNumbers)"]
    }
    var problems: [String] = []
    for scene in shown.scenes {
      let expected = scenes[scene.number] ?? SceneState()
      for row in scene.list where !showable(row, current: current[row.id]) {
        problems.append("scene \(scene.number): row \(row.id) \(row) was never due")
      }
      for todo in todos where !scene.list.contains(where: { $0.id == todo.id }) {
        problems.append("scene \(scene.number): no row for \(todo.id)")
      }
      switch (scene.detail, expected.openDetail) {
      case (nil, nil): break
      case (nil, let id?) where current[id] == nil: break  // Its delete arrived.
      case (let detail?, let id?) where detail.id == id:
        if !showable(detail, current: current[id], typed: expected.typedTitle) {
          problems.append("scene \(scene.number): detail \(detail) was never due")
        }
      default:
        problems.append(
          "scene \(scene.number): detail \(scene.detail.map { "\($0)" } ?? "none"), "
            + "expected \(expected.openDetail.map { "\($0)" } ?? "none")")
      }
    }
    return problems
  }

  /// While something waits, the star the app saved for the person's `favorite` on `id`: a
  /// person flips the star they see, which may lag behind the server's.
  public mutating func takeStar(of id: TodoID, asSaved isFavorite: Bool?) {
    guard let isFavorite, let current = todos.first(where: { $0.id == id }),
      current.isFavorite != isFavorite
    else { return }
    let before = todos
    setStar(of: id, to: isFavorite)
    held.record(
      changesFrom: before, to: todos,
      editedByThePerson: PersonsEdit(id: id, title: false, favorite: true))
  }

  /// Closes, as the app did, each detail whose todo the server deleted and whose delete arrived.
  public mutating func closeDetails(theAppClosedIn shown: StateDump) {
    let ids = Set(todos.map(\.id))
    for scene in shown.scenes where scene.detail == nil {
      if let open = scenes[scene.number]?.openDetail, !ids.contains(open) {
        closeDetail(inScene: scene.number)
      }
    }
  }

  private func showable(_ shown: Todo, current: Todo?, typed: String? = nil) -> Bool {
    held.mayShow(shown, current: current, typed: typed)
  }
}
