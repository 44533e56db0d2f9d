import HeadlessUIKit
import ScenarioLanguage
import TodoModel

// What the host says happened: the mechanism's notes under each step, the screens still alive
// after they went away, and every way the screens disagree with the data source.

extension AppHost {
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
  func takeSceneNotes() -> [String] {
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
    problemsOnScreen(in: dump())
  }

  /// The same, for `screens`, what ``dump()`` returned since the last command.
  ///
  /// While pushes or answers wait (`hold`), a screen may show a todo as it was before them, so
  /// only a lost edit is a problem until they have all arrived.
  public func problemsOnScreen(in screens: StateDump) -> [String] {
    guard deliveries.waitingNames.isEmpty else {
      return (lostEdit.map { [$0] } ?? []) + undoneEdits(in: screens)
    }
    return (lostEdit.map { [$0] } ?? []) + detailsNobodyOpened(in: screens)
      + SyncCheck.problems(
        in: screens, truth: todosTheScreensShouldShow, typedTitles: typedTitlesOnScreen,
        language: language)
  }

  /// Each window the last command opened that shows a detail: a new window starts at its list,
  /// so the detail came from another window's state (a storage key two scenes share).
  func detailsNobodyOpened(in screens: StateDump) -> [String] {
    screens.scenes.compactMap { scene in
      guard scenesJustOpened.contains(scene.number), let detail = scene.detail else { return nil }
      return Message(
        "problem.newSceneOnADetail", ["scene": "\(scene.number)", "id": "\(detail.id)"]
      )
      .text(in: language)
    }
  }

  /// While deliveries wait: each screen that shows a title or a star older than the person's own
  /// edit of it, which the data source still keeps, in words.
  func undoneEdits(in screens: StateDump) -> [String] {
    screens.scenes.flatMap { scene in
      let typed = typedTitlesOnScreen[scene.number]
      let rows = scene.list.compactMap { row in
        undoes(row, typedOver: false).map { now in
          StateDump.Scene(number: scene.number, isActive: false, list: [row], detail: nil)
            .checked(against: now, in: language)
        }
      }
      let detail = scene.detail.flatMap { shown in
        undoes(shown, typedOver: typed != nil).map { now in
          StateDump.Scene(number: scene.number, isActive: false, list: [now], detail: shown)
            .checked(against: now, in: language)
        }
      }
      return rows + [detail].compactMap { $0 }
    }
  }

  /// The todo as the data source keeps it, when `shown` shows a field of it older than the
  /// person's own edit, which the data source still keeps; `nil` otherwise.
  private func undoes(_ shown: Todo, typedOver: Bool) -> Todo? {
    guard let edit = personsEdits[shown.id], let now = repository.todo(withID: shown.id) else {
      return nil
    }
    let titleUndone = !typedOver && edit.title == now.title && shown.title != now.title
    let starUndone = edit.isFavorite == now.isFavorite && shown.isFavorite != now.isFavorite
    return titleUndone || starUndone ? now : nil
  }

  /// What the person typed and has not submitted, by the scene whose detail on top holds it.
  public var typedTitlesOnScreen: [Int: String] {
    var titles: [Int: String] = [:]
    for (number, scene) in scenes {
      guard let detail = scene.navigation.detailOnTop,
        let field = typedFields.first(where: { $0.screen === detail })
      else { continue }
      titles[number] = field.title
    }
    return titles
  }

  /// What every screen should show now: what the data source holds, except while a late server
  /// push's announcement is on its way, when no app has heard of it yet and every screen may
  /// still show the todos as they were before it.
  ///
  /// While pushes or answers wait (`hold`), a screen may show a todo as it was before them: the
  /// pictures do not mark such a row, and the comparison tests judge it by the rules of held
  /// deliveries instead.
  public var todosTheScreensShouldShow: [Todo] {
    if let before = todosBeforeTheLatePush { return before }
    let truth = repository.allTodos()
    guard !deliveries.waitingNames.isEmpty else { return truth }
    var shown: [TodoID: Todo] = [:]
    for scene in dump().scenes {
      for row in scene.list where shown[row.id] == nil { shown[row.id] = row }
    }
    return truth.map { shown[$0.id] ?? $0 }
  }

  /// The number of screens that went away — closed with their scene, or popped — and are still
  /// alive.
  public var closedScreensStillAlive: Int {
    closedSceneScreens.filter { $0.screen != nil }.count
  }

}

/// The title field of a detail screen, held weakly, and what the person typed into it.
@MainActor
struct TypedField {
  weak var screen: AnyObject?
  let title: String
}

/// A screen of a closed scene, held weakly, and the table it renders into.
@MainActor
struct ClosedSceneScreen {
  let name: Message
  /// What must be released once the screen went: its ``Screen/lifetimeObject``.
  weak var screen: AnyObject?
  weak var table: TableView?
}

extension StateDump.Scene {
  /// The first way this scene disagrees with `truth`, in words.
  fileprivate func checked(against truth: Todo, in language: Language) -> String {
    SyncCheck.problems(in: StateDump(scenes: [self]), truth: [truth], language: language)
      .first ?? ""
  }
}
