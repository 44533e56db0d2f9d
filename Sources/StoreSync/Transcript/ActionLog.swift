import ChapterKit
import Foundation
import ScenarioLanguage
import TodoModel

// What the transcript prints under each step: each action the reducer ran, and whether it
// returned an effect. Like TCA's `_printChanges()`, a reducer around the app's records them; the
// lesson's reducer records nothing.

/// The actions the store ran since the transcript last looked.
@MainActor
final class ActionLog {
  fileprivate var entries: [(action: AppAction, hasEffect: Bool)] = []

  func take() -> [(action: AppAction, hasEffect: Bool)] {
    defer { entries = [] }
    return entries
  }
}

/// A reducer that runs `app` and notes each action in `log`.
struct LoggingReducer: Reducer {
  let app: any Reducer
  let log: ActionLog

  func reduce(into state: inout AppState, action: AppAction) -> Effect {
    let effect = app.reduce(into: &state, action: action)
    log.entries.append((action, effect.operation != nil))
    return effect
  }
}

extension StoreSyncApp: NarratingChapterApp {
  func startMechanismTrace() -> any MechanismTrace {
    _ = actionLog.take()
    return ActionTrace(log: actionLog)
  }
}

/// Words for the actions the reducer ran.
@MainActor
private final class ActionTrace: MechanismTrace {
  let log: ActionLog

  init(log: ActionLog) {
    self.log = log
  }

  func takeNotes(in language: Language) -> [String] {
    log.take().map { entry in
      StoreSyncApp.ownLine(
        entry.hasEffect ? "ran.effect" : "ran", ["action": entry.action.traceName], in: language)
    }
  }
}

extension AppAction {
  /// The action as a trace line names it: its case, and the todo it is about.
  fileprivate var traceName: String {
    switch self {
    case .addSubmitted: ".addSubmitted"
    case .added(let todo): ".added(\(todo.id))"
    case .deleteSwiped(let ids): ".deleteSwiped(\(ids.map(\.description).joined(separator: ", ")))"
    case .todo(let id, let action): ".todo(\(id), \(action.traceName))"
    case .pathChanged(_, let path):
      ".pathChanged([\(path.map(\.description).joined(separator: ", "))])"
    case .windowClosed: ".windowClosed"
    case .serverPushed(let change): ".serverPushed(\(change.todoID))"
    case .serverAnswered(let id, _): ".serverAnswered(\(id))"
    }
  }
}

extension TodoAction {
  fileprivate var traceName: String {
    switch self {
    case .titleSubmitted: ".titleSubmitted"
    case .favoriteChanged(let isFavorite): ".favoriteChanged(\(isFavorite))"
    case .deleteTapped: ".deleteTapped"
    }
  }
}

extension StoreSyncApp {
  nonisolated static let ownWords: [Language: [String: String]] = [
    .english: [
      "ran": "the reducer ran {action}",
      "ran.effect": "the reducer ran {action} and returned an effect",
    ],
    .japanese: [
      "ran": "リデューサーが {action} を処理した",
      "ran.effect": "リデューサーが {action} を処理し、エフェクトを返した",
    ],
  ]
}
